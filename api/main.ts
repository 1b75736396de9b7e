import http from 'node:http';
import { guardProcess } from '@db/process-guard';
import { redisReady } from '@db/redis';
import { createSearchEngine } from '@search/factory';
import { createObjectStorage } from '@storage/factory';
import { ConfigError } from '@core/config';
import { createApp } from './app';
import { createApiRedis, createApiSql } from './connections';
import { loadApiConfig } from './env';
import { createLogger } from './logger';
import { searchLoadLogger } from './search-progress';
import { createViteDevServer } from './modules/site/vite-dev';

/** `--dev`: serve the web app through Vite with hot reload (npm run dev). */
const dev = process.argv.includes('--dev');

if (process.env.NODE_ENV !== 'production') {
  try {
    process.loadEnvFile('.env');
  } catch {
    // no .env: defaults apply
  }
}

let config;
try {
  config = loadApiConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger('api', config.LOG_LEVEL);
// a driver's uncaught error (a dropped connection, a cancelled type query) is logged, not fatal
guardProcess(logger);
const sql = createApiSql(config);
const redis = createApiRedis(config, logger);
// without Redis the public site still serves; sign-in and some writes wait for it
if (!(await redisReady(redis, 5000)))
  logger.warn('Redis is not reachable: serving without sessions until it is');
// the api serves searches from its replica of the built-in index, which loads
// in the background: what needs no search is served meanwhile, searches and
// /api/health(/ready) answer 503 until it is loaded
const search = await createSearchEngine(config, {
  sql,
  preload: 'background',
  onError: (err) => logger.error({ err }, 'search index sync failed'),
  onProgress: searchLoadLogger(logger),
});
await search.init();
const storage = createObjectStorage(config, {
  publicUrl: config.PUBLIC_URL,
  onWarning: (message) => logger.warn(message),
});
try {
  await storage.init({ createBucket: config.NODE_ENV === 'development' });
} catch (error) {
  logger.fatal({ err: error }, 'object storage is not usable');
  process.exit(1);
}

const server = http.createServer();
const vite = dev ? await createViteDevServer(server) : undefined;
const app = createApp({ config, sql, redis, search, storage, logger }, { vite });
server.on('request', app);
server.listen(config.PORT, config.HOST, () => {
  logger.info(
    { port: config.PORT, search: search.kind, storage: storage.kind, dev },
    'api listening',
  );
});

// SIGTERM: stop accepting, let in-flight requests finish, then close pools.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'api shutting down');
  const force = setTimeout(() => {
    logger.error('forced exit after 15 s');
    process.exit(1);
  }, 15_000);
  force.unref();
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await Promise.allSettled([
    vite?.close(),
    search.close(),
    storage.close(),
    sql.end({ timeout: 5 }),
    redis.quit(),
  ]);
  logger.info('api stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

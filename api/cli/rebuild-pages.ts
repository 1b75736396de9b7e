// npm run pages:rebuild
// Renders and stores the public pages here and now: every stored page, home,
// About and every province and city listing with schools. After a deployment
// (the markup changed) or to fill the store before visitors come. Renders as
// the api does (its render pool, its own endpoints in process), so it needs
// the api's configuration, not a running api.
import { redisReady } from '@db/redis';
import { createSearchEngine } from '@search/factory';
import { createObjectStorage } from '@storage/factory';
import { createApp } from '../app';
import { createApiRedis, createApiSql } from '../connections';
import { loadApiConfig } from '../env';
import { createLogger } from '../logger';
import { rebuildPages } from '../modules/ssr/rebuild';
import { storedPagesOf } from '../modules/ssr/pages';

if (process.env.NODE_ENV !== 'production') {
  try {
    process.loadEnvFile('.env');
  } catch {
    // no .env: defaults apply
  }
}

const config = loadApiConfig();
const logger = createLogger(
  'pages-rebuild',
  config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL,
);
const sql = createApiSql(config);
const redis = createApiRedis(config, logger);
await redisReady(redis, 5000);
const search = await createSearchEngine(config, { sql, preload: true });
await search.init();
const storage = createObjectStorage(config, { publicUrl: config.PUBLIC_URL });
try {
  const app = createApp({ config, sql, redis, search, storage, logger });
  const pages = storedPagesOf(app);
  if (!pages) throw new Error(`${config.WEB_DIST} has no server renderer: run npm run build`);
  const result = await rebuildPages(sql, pages, { concurrency: config.SSR_RENDER_THREADS * 2 });
  console.log(
    `Pages rendered: ${result.rendered} (${result.failed} not stored) in ` +
      `${(result.ms / 1000).toFixed(1)} s.`,
  );
  if (result.failed > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.allSettled([
    search.close(),
    storage.close(),
    sql.end({ timeout: 5 }),
    redis.quit(),
  ]);
}
process.exit();

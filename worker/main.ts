import { ConfigError } from '@core/config';
import { createSql } from '@db/client';
import { guardProcess } from '@db/process-guard';
import { createRedisClient } from '@db/redis';
import { createSearchEngine } from '@search/factory';
import { createObjectStorage } from '@storage/factory';
import { loadDotEnv, orExit } from './boot';
import { loadWorkerConfig } from './env';
import { startHeartbeat } from './heartbeat';
import { createLogger } from './logger';
import { closeQueues, createQueues } from './queues';
import { redisSettingsProblems } from './redis-settings';
import { assertValidRegistry, registry, RegistryError } from './registry';
import { startWorker } from './runtime';

loadDotEnv();
const config = orExit(() => {
  const loaded = loadWorkerConfig();
  assertValidRegistry(registry);
  return loaded;
}, [ConfigError, RegistryError]);

const logger = createLogger('worker', config.LOG_LEVEL);
// a driver's uncaught error (postgres.js on an outage) is logged, not fatal: the worker rides it out
guardProcess(logger);
const sql = createSql(config.DATABASE_URL, {
  max: config.DATABASE_POOL_SIZE,
  applicationName: 'worker',
  // back within a second of PostgreSQL returning (the driver's own backoff grows to 20 s),
  // and a connection attempt lost in an outage is given up after 3 s rather than 10
  maxReconnectDelayMs: 1000,
  connectTimeoutMs: 3000,
});
const redis = createRedisClient(config.REDIS_URL, { logger });
// production needs noeviction and persistence (docs/operations.md); say so, but run
try {
  for (const problem of await redisSettingsProblems(redis))
    logger.warn({ problem }, `Redis is not set up for production: ${problem}`);
} catch (error) {
  logger.warn({ err: error }, 'could not read the Redis settings');
}
const search = await createSearchEngine(config, {
  sql,
  onError: (error) => logger.error({ err: error }, 'search engine background sync failed'),
});
await search.init();
// exports and uploads; with local disk the URLs it makes are root-relative (the api serves them)
const storage = createObjectStorage(config, { onWarning: (message) => logger.warn(message) });
try {
  await storage.init({ createBucket: config.NODE_ENV === 'development' });
} catch (error) {
  logger.fatal({ err: error }, 'object storage is not usable');
  process.exit(1);
}
const queues = createQueues(config);
const runtime = await startWorker(
  { config, sql, search, storage, redis, queues, logger },
  {
    // postgres.js can leave a query unanswered forever after a connection broke
    // while opening; a fresh process has fresh connections, and the stuck job is
    // taken over once its lock expires (handlers are idempotent)
    onStuck: (job) => {
      logger.fatal(
        { job: job.name, id: job.id, stuckMs: config.JOB_STUCK_MS },
        'a job is stuck on a wedged database connection: exiting for the supervisor to restart the worker',
      );
      setImmediate(() => process.exit(1));
    },
  },
);
logger.info(
  {
    search: search.kind,
    storage: storage.kind,
    relay: Boolean(runtime.relay),
    queues: runtime.workers.map((worker) => worker.name),
    pid: process.pid,
  },
  'worker started',
);

const stopHeartbeat = config.WORKER_HEARTBEAT_FILE
  ? startHeartbeat(redis, config.WORKER_HEARTBEAT_FILE, config.WORKER_HEARTBEAT_MS)
  : undefined;

// SIGTERM: stop taking outbox rows, let in-flight jobs finish, close pools, exit 0.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker shutting down');
  const force = setTimeout(() => {
    logger.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'jobs still running: forced exit');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  force.unref();
  stopHeartbeat?.();
  await runtime.stop();
  await Promise.allSettled([closeQueues(queues), search.close(), storage.close()]);
  await Promise.allSettled([sql.end({ timeout: 5 }), redis.quit()]);
  logger.info('worker stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

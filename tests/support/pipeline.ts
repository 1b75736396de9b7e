import { Redis } from 'ioredis';
import { pino } from 'pino';
import type { SearchEngine } from '@search/engine';
import { createSearchEngine } from '@search/factory';
import { createObjectStorage } from '@storage/factory';
import { loadWorkerConfig, type WorkerConfig } from '@worker/env';
import type { WorkerDeps } from '@worker/handlers/context';
import { closeQueues, createQueues } from '@worker/queues';
import type { TestDatabase } from './database';
import { testRedisUrl, uniqueRedisPrefix } from './database';

function searchEnvFromProcess(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ['SEARCH_ENGINE', 'MEILI_URL', 'MEILI_KEY']) {
    const value = process.env[name];
    if (value) env[name] = value;
  }
  return env;
}

export interface PipelineHarness {
  deps: WorkerDeps;
  config: WorkerConfig;
  /** the worker's environment, for child processes that share this harness */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Worker dependencies for an in-process test: the test's database, a Redis
 * key prefix of its own, queues, a silent logger and the configured search
 * engine (the built-in one, its index in the test's database), optionally
 * wrapped by the test (`wrap`).
 */
export async function createPipelineHarness(
  db: TestDatabase,
  options: {
    env?: Record<string, string>;
    wrap?: (engine: SearchEngine) => SearchEngine;
    label?: string;
  } = {},
): Promise<PipelineHarness> {
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    DATABASE_POOL_SIZE: '10',
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: uniqueRedisPrefix(options.label ?? 'pipeline'),
    LOG_LEVEL: 'silent',
    // Meilisearch when the test run is configured for it; an index per test file
    SEARCH_INDEX: `t_${db.name}`,
    ...searchEnvFromProcess(),
    ...options.env,
  };
  const config = loadWorkerConfig(env);
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  const queues = createQueues(config);
  const engine = await createSearchEngine(config, { sql: db.sql });
  await engine.init();
  const search = options.wrap ? options.wrap(engine) : engine;
  const storage = createObjectStorage(config);
  const deps: WorkerDeps = {
    config,
    sql: db.sql,
    search,
    storage,
    redis,
    queues,
    logger: pino({ level: 'silent' }),
  };
  return {
    deps,
    config,
    env,
    async close() {
      await search.close();
      await storage.close();
      await closeQueues(queues);
      await deleteRedisKeys(redis, config.REDIS_PREFIX);
      await redis.quit();
    },
  };
}

export async function redisKeys(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

export async function deleteRedisKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await redisKeys(redis, prefix);
  for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
}

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 15_000, intervalMs = 25, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express, Request } from 'express';
import type { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import { createApp } from '@api/app';
import { loadApiConfig, type ApiConfig } from '@api/env';
import type { RequestUser } from '@api/http/request-user';
import type { Sql } from '@db/client';
import { createRedisClient, redisReady } from '@db/redis';
import { iterateIndexSources } from '@db/queries/search-source';
import { buildSearchDocument } from '@search/document';
import type { SearchEngine } from '@search/engine';
import { createSearchEngine } from '@search/factory';
import { createObjectStorage } from '@storage/factory';
import type { ObjectStorage } from '@storage/storage';
import { deleteRedisKeys } from './pipeline';
import { testRedisUrl, uniqueRedisPrefix, type TestDatabase } from './database';

export interface TestApi {
  url: string;
  app: Express;
  config: ApiConfig;
  search: SearchEngine;
  redis: Redis;
  /** the configured storage (local disk under STORAGE_DIR unless told); its URLs are root-relative */
  storage: ObjectStorage;
  /** GET (or another method) on the api, relative to its root */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  env?: Record<string, string>;
  /** pretend every request is signed in as this user (for routes that only read req.user) */
  user?: RequestUser;
  /** defaults to the configured engine (the built-in one), initialised */
  search?: SearchEngine;
  /** the api's PostgreSQL pool; defaults to the test database's */
  sql?: Sql;
  /** the api's Redis client, owned by the caller (e.g. one pointed at a closed port) */
  redis?: Redis;
  /** the app's logger; silent unless told (a test that reads the log passes its own) */
  logger?: Logger;
  /**
   * PUBLIC_URL is this server's own address (sign-in redirects, the Origin
   * check, storage URLs); otherwise the config's default
   */
  ownPublicUrl?: boolean;
}

/**
 * The real api (createApp) on a random port, over the test's own database,
 * with the real search engine and a Redis prefix of its own. The one app
 * builder of the tests: the accounts tests' startAuthServer builds on it.
 */
export async function startTestApi(
  db: TestDatabase,
  options: TestApiOptions = {},
): Promise<TestApi> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = options.env ?? {};
  const config = loadApiConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: uniqueRedisPrefix('api'),
    SEARCH_INDEX: `t_${db.name}`,
    WEB_DIST: '',
    LOG_LEVEL: 'silent',
    ...(options.ownPublicUrl ? { PUBLIC_URL: url } : {}),
    ...env,
  });
  // as the api makes it (no offline queue), with a timeout that a busy test machine does not
  // hit unless the test sets one
  const redis =
    options.redis ??
    createRedisClient(config.REDIS_URL, {
      failFast: true,
      commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS ? config.REDIS_COMMAND_TIMEOUT_MS : 5000,
    });
  if (!options.redis) await redisReady(redis, 10_000);
  const sql = options.sql ?? db.sql;
  const search = options.search ?? (await createSearchEngine(config, { sql, preload: true }));
  await search.init();
  const storage = createObjectStorage(
    config,
    options.ownPublicUrl ? { publicUrl: url } : undefined,
  );
  const app = createApp({
    config,
    sql,
    redis,
    search,
    storage,
    logger: options.logger ?? pino({ level: 'silent' }),
  });
  server.on('request', (req: Request, res: http.ServerResponse) => {
    if (options.user) req.user = options.user;
    app(req, res);
  });

  return {
    url,
    app,
    config,
    search,
    redis,
    storage,
    fetch: (path, init) => fetch(`${url}${path}`, init),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.redis) {
        // after an outage test the fail-fast client may still be reconnecting
        await redisReady(redis, 10_000);
        await deleteRedisKeys(redis, config.REDIS_PREFIX);
        await redis.quit();
      }
      await storage.close();
      if (!options.search) {
        await search.reset();
        await search.close();
      }
    },
  };
}

/** Indexes every school of the database, as a full reindex does. */
export async function indexAllSchools(sql: Sql, search: SearchEngine): Promise<number> {
  async function* documents() {
    for await (const batch of iterateIndexSources(sql))
      yield batch.map((source) => buildSearchDocument(source));
  }
  const { count } = await search.rebuild(documents());
  return count;
}

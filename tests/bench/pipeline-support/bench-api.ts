// The api of a pipeline benchmark, in the bench's own process: its own search
// replica (as a deployed api has) and a site admin on the calls that need one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { createApp } from '@api/app';
import { loadApiConfig } from '@api/env';
import type { Sql } from '@db/client';
import type { SearchEngine } from '@search/engine';
import { createSearchEngine } from '@search/factory';
import { createObjectStorage } from '@storage/factory';
import { spawnWorker } from '../../support/worker-process';

/** Builds the clone's search index as `npm run reindex` does (the clone has none yet). */
export async function reindexClone(env: Record<string, string>): Promise<void> {
  const reindex = spawnWorker(env, 'worker/cli/reindex.ts');
  const { code } = await reindex.exited;
  if (code !== 0) throw new Error(`reindex failed: ${reindex.stderr.join('')}`);
}

export interface BenchApi {
  engine: SearchEngine;
  server: http.Server;
  base: string;
}

/**
 * Starts the api (test mode: no production secrets needed) on a free port.
 * `admin: 'always'` makes every call a site admin's; 'on-header' only calls
 * with an `x-bench-admin` header, the rest are anonymous visitors.
 */
export async function startBenchApi(options: {
  sql: Sql;
  redis: Redis;
  env: Record<string, string>;
  username: string;
  admin: 'always' | 'on-header';
}): Promise<BenchApi> {
  const { sql, redis, env } = options;
  const config = loadApiConfig({ ...process.env, ...env, NODE_ENV: 'test' });
  const engine = await createSearchEngine(config, { sql, preload: true });
  await engine.init();
  const [admin] = await sql<{ id: number }[]>`
    INSERT INTO users (role, username, password_hash, first_name)
    VALUES ('site_admin', ${options.username}, 'x', 'Bench') RETURNING id`;
  const app = createApp({
    config,
    sql,
    redis,
    search: engine,
    storage: createObjectStorage(config),
    logger: pino({ level: 'silent' }),
  });
  const adminUser = {
    id: admin!.id,
    role: 'site_admin' as const,
    firstName: 'Bench',
    lastName: null,
    email: null,
  };
  const server = http.createServer((req, res) => {
    if (options.admin === 'always' || req.headers['x-bench-admin'])
      (req as unknown as Request).user = adminUser;
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { engine, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

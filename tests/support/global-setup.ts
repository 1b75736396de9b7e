import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import postgres from 'postgres';
import { createSql } from '@db/client';
import { migrate } from '@db/migrate';
import { canConnect, dockerReachable, LOCAL_POSTGRES_URL, LOCAL_REDIS_URL } from './services';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the maintenance database of the test server */
    pgAdminUrl: string;
    /** migrated database every test database is cloned from */
    pgTemplate: string;
    redisUrl: string;
  }
}

const stops: (() => Promise<unknown>)[] = [];

async function resolvePostgres(): Promise<string> {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv) return fromEnv;
  if (await canConnect(LOCAL_POSTGRES_URL)) return LOCAL_POSTGRES_URL;
  if (await dockerReachable()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:15-alpine').start();
    stops.push(() => container.stop());
    return container.getConnectionUri().replace(/\/[^/]*$/, '/postgres');
  }
  throw new Error(
    'No PostgreSQL for tests: set TEST_DATABASE_URL, start the local server on 127.0.0.1:5432, or make Docker reachable.',
  );
}

async function resolveRedis(): Promise<string> {
  const fromEnv = process.env.TEST_REDIS_URL;
  if (fromEnv) return fromEnv;
  if (await canConnect(LOCAL_REDIS_URL)) return LOCAL_REDIS_URL;
  if (await dockerReachable()) {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7-alpine').start();
    stops.push(() => container.stop());
    return container.getConnectionUrl();
  }
  throw new Error(
    'No Redis for tests: set TEST_REDIS_URL, start the local server on 127.0.0.1:6379, or make Docker reachable.',
  );
}

/** The template's name changes whenever a migration changes, so it is never stale. */
function templateName(): string {
  const dir = new URL('../../db/migrations/', import.meta.url);
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(dir).sort())
    hash.update(file).update(fs.readFileSync(new URL(file, dir)));
  return `bs_tpl_${hash.digest('hex').slice(0, 12)}`;
}

export default async function setup(project: TestProject) {
  const pgAdminUrl = await resolvePostgres();
  const redisUrl = await resolveRedis();
  const template = templateName();

  const admin = postgres(pgAdminUrl, { max: 1, onnotice: () => {} });
  try {
    // several vitest processes may start at once: one builds the template
    await admin`SELECT pg_advisory_lock(727002)`;
    const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${template}`;
    if (!exists) {
      const building = `${template}_building`;
      await admin.unsafe(`DROP DATABASE IF EXISTS "${building}"`);
      await admin.unsafe(`CREATE DATABASE "${building}"`);
      const url = new URL(pgAdminUrl);
      url.pathname = `/${building}`;
      const sql = createSql(url.toString(), { max: 1 });
      await migrate(sql);
      await sql.end();
      await admin.unsafe(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      await admin.unsafe(`ALTER DATABASE "${template}" WITH IS_TEMPLATE true`);
    }
    await admin`SELECT pg_advisory_unlock(727002)`;
  } finally {
    await admin.end();
  }

  project.provide('pgAdminUrl', pgAdminUrl);
  project.provide('pgTemplate', template);
  project.provide('redisUrl', redisUrl);

  return async () => {
    for (const stop of stops) await stop();
  };
}

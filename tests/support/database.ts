import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createSql, type Sql } from '@db/client';
import { TEST_DATABASE_SETTINGS } from './database-settings';

export interface TestDatabase {
  url: string;
  name: string;
  sql: Sql;
  /** Another pool on the same database, as a second process opens it; drop() ends it. */
  connect(max?: number): Sql;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file, cloned from the template the
 * global setup built. Cloning takes tens of milliseconds.
 */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const name = `bs_t_${label
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 20)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    await admin.unsafe(TEST_DATABASE_SETTINGS(name));
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql = createSql(url.toString(), { max: 5 });
  const pools = [sql];
  return {
    url: url.toString(),
    name,
    sql,
    connect(max = 2) {
      const pool = createSql(url.toString(), { max });
      pools.push(pool);
      return pool;
    },
    async drop() {
      await Promise.all(pools.map((pool) => pool.end({ timeout: 5 })));
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** A Redis key prefix no other test file uses. */
export function uniqueRedisPrefix(label = 'test'): string {
  return `bs-test:${label}:${randomBytes(4).toString('hex')}`;
}

export function testRedisUrl(): string {
  return inject('redisUrl');
}

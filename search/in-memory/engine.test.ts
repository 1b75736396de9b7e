import { createSql } from '@db/client';
import { createTestDatabase } from '@tests/support/database';
import { describeSearchEngineContract } from '../contract';
import { InMemorySearchEngine } from './engine';

describeSearchEngineContract('built-in (PostgreSQL + in-memory replica)', async () => {
  const db = await createTestDatabase('search_pg');
  const engine = new InMemorySearchEngine(db.sql, { pollMs: 200 });
  const others: { end(): Promise<void> }[] = [];
  return {
    engine,
    // another process: its own pool and its own replica
    async second() {
      const sql = createSql(db.url, { max: 2 });
      others.push({ end: () => sql.end({ timeout: 1 }) });
      return new InMemorySearchEngine(sql, { pollMs: 200 });
    },
    async close() {
      await engine.close();
      for (const other of others) await other.end();
      await db.drop();
    },
  };
});

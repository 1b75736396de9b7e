import { createTestDatabase } from '@tests/support/database';
import { describeSearchEngineContract } from '@tests/support/search/contract';
import { InMemorySearchEngine } from './engine';

describeSearchEngineContract('built-in (PostgreSQL + in-memory replica)', async () => {
  const db = await createTestDatabase('search_pg');
  const engine = new InMemorySearchEngine(db.sql, { pollMs: 200 });
  return {
    engine,
    // another process: its own pool and its own replica
    async second() {
      return new InMemorySearchEngine(db.connect(2), { pollMs: 200 });
    },
    async close() {
      await engine.close();
      await db.drop();
    },
  };
});

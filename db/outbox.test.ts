import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { emitEvent } from './outbox';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('outbox');
});
afterAll(async () => {
  await db.drop();
});

describe('emitEvent', () => {
  it('writes the event in the caller’s transaction', async () => {
    await db.sql.begin((tx) => emitEvent(tx, { type: 'school.changed', payload: { schoolId: 7 } }));
    const rows = await db.sql`SELECT event_type, payload, sent_at FROM outbox`;
    expect(rows).toEqual([{ eventType: 'school.changed', payload: { schoolId: 7 }, sentAt: null }]);
  });

  it('leaves no event behind when the transaction rolls back', async () => {
    await expect(
      db.sql.begin(async (tx) => {
        await emitEvent(tx, { type: 'costs.changed', payload: { schoolId: 8 } });
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    const [row] =
      await db.sql`SELECT count(*)::int AS n FROM outbox WHERE event_type = 'costs.changed'`;
    expect(row?.n).toBe(0);
  });
});

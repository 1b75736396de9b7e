import type { Db, Tx } from '../client';

export interface OutboxRow {
  id: number;
  eventType: string;
  payload: unknown;
  createdAt: Date;
}

/**
 * The oldest unsent events of the given types, locked for this transaction.
 * SKIP LOCKED lets several relays drain the outbox side by side; types this
 * worker does not know (a newer api during a rolling deploy) stay for a newer
 * worker.
 */
export function takeUnsentEvents(
  tx: Tx,
  types: readonly string[],
  limit: number,
): Promise<OutboxRow[]> {
  return tx<OutboxRow[]>`
    SELECT id, event_type, payload, created_at FROM outbox
    WHERE sent_at IS NULL AND event_type = ANY(${tx.array([...types])}::text[])
    ORDER BY id
    LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
}

export async function markEventsSent(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx`UPDATE outbox SET sent_at = now() WHERE id = ANY(${tx.array([...ids])}::bigint[])`;
}

export async function countUnsentEvents(db: Db): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL`;
  return row?.n ?? 0;
}

/** Sent events older than the retention are history nobody reads: delete them. */
export async function pruneSentEvents(db: Db, olderThanDays: number): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    WITH pruned AS (
      DELETE FROM outbox
      WHERE sent_at IS NOT NULL AND sent_at < now() - make_interval(days => ${olderThanDays})
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM pruned`;
  return row?.n ?? 0;
}

/**
 * Schools named by events recorded since `since`, and schools whose row
 * changed since then: what a full rebuild must re-apply afterwards, because
 * its snapshot may predate them.
 */
export async function schoolsChangedSince(db: Db, since: Date): Promise<number[]> {
  const rows = await db<{ id: number }[]>`
    SELECT (payload->>'schoolId')::bigint AS id FROM outbox
    WHERE created_at >= ${since} AND payload ? 'schoolId'
    UNION
    SELECT id FROM schools WHERE updated_at >= ${since}
    ORDER BY id`;
  return rows.map((row) => row.id);
}

/** The database's clock, so times compare with created_at columns. */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = await db<{ now: Date }[]>`SELECT now() AS now`;
  return row!.now;
}

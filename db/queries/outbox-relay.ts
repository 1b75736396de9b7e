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

/**
 * Sent events older than the retention whose every delivery is done are
 * history nobody reads: delete them (their deliveries go with them). An event
 * with a delivery still open or failed stays until it is done.
 */
export async function pruneSentEvents(db: Db, olderThanDays: number): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    WITH pruned AS (
      DELETE FROM outbox o
      WHERE o.sent_at IS NOT NULL AND o.sent_at < now() - make_interval(days => ${olderThanDays})
        AND NOT EXISTS (
          SELECT 1 FROM outbox_deliveries d WHERE d.outbox_id = o.id AND d.done_at IS NULL)
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

export interface TransactionHorizon {
  /** the database's clock, so times compare with created_at columns */
  now: Date;
  /**
   * When the oldest other transaction open now began (now itself when none is
   * open), or null when that cannot be known: activity tracking is off, or
   * this role cannot see every session's transaction.
   */
  oldestOpen: Date | null;
}

/**
 * A change that a read started now cannot see belongs to a transaction open
 * now or begun later, and that transaction's now() (its start) stamps its
 * rows' created_at and updated_at; so nothing stamped before `oldestOpen`
 * can be missing from such a read.
 */
export async function transactionHorizon(db: Db): Promise<TransactionHorizon> {
  const [row] = await db<{ now: Date; oldestOpen: Date | null; known: boolean }[]>`
    SELECT now() AS now,
      least(now(), min(xact_start) FILTER (WHERE pid <> pg_backend_pid())) AS oldest_open,
      current_setting('track_activities')::boolean
        AND coalesce(bool_and(state IS NOT NULL), true) AS known
    FROM pg_stat_activity
    WHERE backend_type = 'client backend' AND datname = current_database()`;
  return { now: row!.now, oldestOpen: row!.known ? row!.oldestOpen : null };
}

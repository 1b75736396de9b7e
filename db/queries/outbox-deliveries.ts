import type { Db, Tx } from '../client';

/** One event (outbox row) as seen by one handler subscribed to it. */
export interface DeliveryKey {
  outboxId: number;
  handler: string;
}

/** An open delivery with what its job carries (the event). */
export interface PendingDelivery extends DeliveryKey {
  eventType: string;
  payload: unknown;
  /** when the event was recorded */
  createdAt: Date;
}

export interface FailedDelivery extends PendingDelivery {
  failedAt: Date;
  attempts: number | null;
  lastError: string | null;
  sends: number;
}

// Lists travel as JSON: postgres.js serialises a text or bigint array wrongly
// when it is the first query of a fresh pool (a command-line tool's).
function keysJson(db: Db, keys: readonly DeliveryKey[]) {
  return db.json(keys.map(({ outboxId, handler }) => ({ outboxId, handler })));
}

/**
 * Records that jobs are being queued for these deliveries. A row that exists
 * already (a handler finished before this relay's transaction committed, or a
 * re-sent outbox row) is left as it is.
 */
export async function recordDeliveries(tx: Tx, keys: readonly DeliveryKey[]): Promise<void> {
  if (keys.length === 0) return;
  await tx`
    INSERT INTO outbox_deliveries (outbox_id, handler)
    SELECT k."outboxId", k.handler
    FROM jsonb_to_recordset(${keysJson(tx, keys)}::jsonb) AS k("outboxId" bigint, handler text)
    ON CONFLICT DO NOTHING`;
}

/**
 * The handler finished: the delivery is done (also when the relay's row was
 * never committed, hence the upsert). An event whose outbox row was pruned
 * meanwhile (a very old job retried by hand) is ignored.
 */
export async function markDeliveryDone(db: Db, key: DeliveryKey): Promise<void> {
  await db`
    INSERT INTO outbox_deliveries (outbox_id, handler, done_at)
    SELECT id, ${key.handler}, now() FROM outbox WHERE id = ${key.outboxId}
    ON CONFLICT (outbox_id, handler)
    DO UPDATE SET done_at = now(), failed_at = NULL, last_error = NULL`;
}

/**
 * Issue 24: a job for one school ran from its start to success, so every
 * open delivery of the same handler, event kind and school that was queued
 * before it started (coalesced into it while it waited) is done too.
 * Returns how many.
 */
export async function markCoalescedDeliveriesDone(
  db: Db,
  coalesced: { handler: string; eventType: string; schoolId: number; queuedBefore: Date },
): Promise<number> {
  const rows = await db`
    UPDATE outbox_deliveries d SET done_at = now(), failed_at = NULL, last_error = NULL
    FROM outbox o
    WHERE o.id = d.outbox_id
      AND d.done_at IS NULL AND d.failed_at IS NULL
      AND d.queued_at <= ${coalesced.queuedBefore}
      AND d.handler = ${coalesced.handler}
      AND o.event_type = ${coalesced.eventType}
      AND o.payload->>'schoolId' = ${String(coalesced.schoolId)}`;
  return rows.count;
}

/** The handler failed its last attempt: the sweeper leaves it to `npm run jobs:failed`. */
export async function markDeliveryFailed(
  db: Db,
  key: DeliveryKey,
  failure: { attempts: number; error: string },
): Promise<void> {
  const error = failure.error.slice(0, 2000);
  await db`
    INSERT INTO outbox_deliveries (outbox_id, handler, failed_at, attempts, last_error)
    SELECT id, ${key.handler}, now(), ${failure.attempts}, ${error}
    FROM outbox WHERE id = ${key.outboxId}
    ON CONFLICT (outbox_id, handler)
    DO UPDATE SET failed_at = now(), attempts = excluded.attempts, last_error = excluded.last_error
    WHERE outbox_deliveries.done_at IS NULL`;
}

/** The database's clock, so cut-offs compare with its timestamps. */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = await db<{ now: Date }[]>`SELECT now() AS now`;
  return row!.now;
}

/**
 * Open deliveries of these handlers last queued before `queuedBefore`,
 * oldest first, locked for this transaction (SKIP LOCKED: several workers
 * share the sweep).
 */
export function takeOpenDeliveries(
  tx: Tx,
  handlers: readonly string[],
  queuedBefore: Date,
  limit: number,
): Promise<PendingDelivery[]> {
  return tx<PendingDelivery[]>`
    SELECT d.outbox_id, d.handler, o.event_type, o.payload, o.created_at
    FROM outbox_deliveries d JOIN outbox o ON o.id = d.outbox_id
    WHERE d.done_at IS NULL AND d.failed_at IS NULL
      AND d.queued_at < ${queuedBefore}
      AND d.handler IN (SELECT jsonb_array_elements_text(${tx.json([...handlers])}::jsonb))
    ORDER BY d.queued_at
    LIMIT ${limit}
    FOR UPDATE OF d SKIP LOCKED`;
}

/** Their jobs were queued again just now. */
export async function markDeliveriesQueued(db: Db, keys: readonly DeliveryKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db`
    UPDATE outbox_deliveries d SET queued_at = now(), sends = d.sends + 1
    FROM jsonb_to_recordset(${keysJson(db, keys)}::jsonb) AS k("outboxId" bigint, handler text)
    WHERE d.outbox_id = k."outboxId" AND d.handler = k.handler`;
}

/** Deliveries that failed for good, newest first, with their event. */
export async function failedDeliveries(
  db: Db,
  handlers: readonly string[],
  limit: number,
): Promise<{ total: number; deliveries: FailedDelivery[] }> {
  const [count] = await db<{ n: number }[]>`
    SELECT count(*)::int AS n FROM outbox_deliveries
    WHERE failed_at IS NOT NULL AND done_at IS NULL
      AND handler IN (SELECT jsonb_array_elements_text(${db.json([...handlers])}::jsonb))`;
  const deliveries = await db<FailedDelivery[]>`
    SELECT d.outbox_id, d.handler, o.event_type, o.payload, o.created_at,
           d.failed_at, d.attempts, d.last_error, d.sends
    FROM outbox_deliveries d JOIN outbox o ON o.id = d.outbox_id
    WHERE d.failed_at IS NOT NULL AND d.done_at IS NULL
      AND d.handler IN (SELECT jsonb_array_elements_text(${db.json([...handlers])}::jsonb))
    ORDER BY d.failed_at DESC, d.outbox_id DESC
    LIMIT ${limit}`;
  return { total: count!.n, deliveries };
}

/**
 * Puts failed deliveries back in the sweeper's hands (an operator retried
 * them): open again, queued now. All of these handlers' failed deliveries,
 * or only `only`. Returns what was reopened, with the event.
 */
export async function reopenFailedDeliveries(
  db: Db,
  handlers: readonly string[],
  only?: DeliveryKey,
): Promise<PendingDelivery[]> {
  return db<PendingDelivery[]>`
    UPDATE outbox_deliveries d
    SET failed_at = NULL, last_error = NULL, queued_at = now(), sends = d.sends + 1
    FROM outbox o
    WHERE o.id = d.outbox_id AND d.failed_at IS NOT NULL AND d.done_at IS NULL
      AND d.handler IN (SELECT jsonb_array_elements_text(${db.json([...handlers])}::jsonb))
      ${only ? db`AND d.outbox_id = ${only.outboxId} AND d.handler = ${only.handler}` : db``}
    RETURNING d.outbox_id, d.handler, o.event_type, o.payload, o.created_at`;
}

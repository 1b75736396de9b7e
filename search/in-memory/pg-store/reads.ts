// The built-in engine's reads: a generation in one snapshot (a replica's load),
// the changes after a position (a replica catching up), whole documents for hits.
import type postgres from 'postgres';
import type { SearchDocument } from '@core/contracts/search';
import type { IndexRecord } from '../index/fields';
import {
  countDocs,
  docsTable,
  readState,
  RECORD_COLUMNS,
  RECORD_WIDTH,
  recordFromValues,
  type IndexState,
  type RecordValues,
  type Sql,
} from './tables';

/** Statement limit of a replica's catch-up reads: background work, not a request. */
const CATCH_UP_TIMEOUT_MS = 60_000;

/**
 * Runs a replica's reads in a read-only transaction under their own statement
 * limit rather than the connection's (the api's is sized for requests).
 */
export async function backgroundRead<T>(
  sql: postgres.Sql,
  read: (tx: postgres.TransactionSql) => Promise<T>,
  timeoutMs = CATCH_UP_TIMEOUT_MS,
): Promise<T> {
  return (await sql.begin('READ ONLY', async (tx) => {
    await tx.unsafe(`SET LOCAL statement_timeout = ${Math.max(0, Math.floor(timeoutMs))}`);
    return read(tx);
  })) as T;
}

/** How far a replica's load has come: documents read of the generation's total. */
export interface LoadProgress {
  loaded: number;
  total: number;
}

/**
 * Streams the live documents of a generation (flat fields only) in one
 * snapshot, with the state that snapshot corresponds to. A bulk read, not a
 * request: the whole cursor counts as one statement for `statement_timeout`,
 * and the time the caller spends on each batch counts too, so the api's
 * request limit (DATABASE_STATEMENT_TIMEOUT_MS) is lifted for this transaction.
 */
export async function readGeneration(
  sql: postgres.Sql,
  onState: (state: IndexState, total: number) => void,
  onBatch: (records: IndexRecord[]) => void | Promise<void>,
  batchSize = 10_000,
): Promise<void> {
  await sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => {
    await tx`SET LOCAL statement_timeout = 0`;
    const state = await readState(tx);
    onState(state, await countDocs(tx, state.generation));
    const query = tx
      .unsafe(
        `SELECT ${RECORD_COLUMNS} FROM ${docsTable(state.generation)} WHERE NOT deleted ORDER BY id`,
      )
      .values();
    for await (const rows of query.cursor(batchSize))
      await onBatch((rows as unknown as RecordValues[]).map(recordFromValues));
  });
}

export interface Change {
  record: IndexRecord;
  deleted: boolean;
}

/** Where a replica is in a generation's changes: (seq, id) of the last row applied. */
export interface Position {
  seq: number;
  id: number;
}

/** Changes of a generation after a position, in order, at most `limit` rows. */
export async function readChanges(
  sql: Sql,
  generation: number,
  after: Position,
  limit = 10_000,
): Promise<{ changes: Change[]; position: Position; more: boolean }> {
  const rows = (await sql
    .unsafe(
      `SELECT deleted, seq, ${RECORD_COLUMNS} FROM ${docsTable(generation)}
       WHERE (seq, id) > ($1, $2) ORDER BY seq, id LIMIT $3`,
      [after.seq, after.id, limit],
      { prepare: true },
    )
    .values()) as unknown as [boolean, number, ...RecordValues][];
  let position = after;
  const changes = rows.map(([deleted, seq, ...values]) => {
    position = { seq: Number(seq), id: values[0] };
    return { deleted, record: recordFromValues(values) };
  });
  return { changes, position, more: rows.length === limit };
}

/** Whole documents by id from a generation, for the hits of a query. */
export async function fetchDocs(
  sql: postgres.Sql,
  generation: number,
  ids: readonly number[],
): Promise<Map<number, SearchDocument>> {
  const rows = (await sql
    .unsafe(
      `SELECT ${RECORD_COLUMNS}, school FROM ${docsTable(generation)}
       WHERE id = ANY($1::bigint[]) AND NOT deleted`,
      [ids as number[]],
      // every search runs it: a named statement skips parsing and planning
      { prepare: true },
    )
    .values()) as unknown as [...RecordValues, SearchDocument['school']][];
  const docs = new Map<number, SearchDocument>();
  for (const row of rows) {
    const record = recordFromValues(row.slice(0, RECORD_WIDTH) as RecordValues);
    docs.set(record.id, { ...record, school: row[RECORD_WIDTH] as SearchDocument['school'] });
  }
  return docs;
}

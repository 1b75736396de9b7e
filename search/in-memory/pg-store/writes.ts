// The built-in engine's writes: documents and removals (to the live generation
// and any being built), generations created, swapped and dropped.
import type postgres from 'postgres';
import type { SearchDocument } from '@core/contracts/search';
import {
  ABANDONED_AFTER,
  CHANNEL,
  docsTable,
  RECORD_COLUMNS,
  RETIRED_GRACE_MS,
  type IndexState,
  type Sql,
} from './tables';

/** Bumps the change counter under the state row's lock (held until commit). */
async function nextSeq(tx: postgres.TransactionSql): Promise<IndexState> {
  const [row] = await tx<{ liveGeneration: number; seq: number }[]>`
    UPDATE search_index_state SET seq = seq + 1 RETURNING live_generation, seq`;
  return { generation: row!.liveGeneration, seq: Number(row!.seq) };
}

/** Generations a write must reach: the live one and any being built. */
async function writeTargets(tx: postgres.TransactionSql, live: number): Promise<number[]> {
  const building = await tx<{ id: number }[]>`
    SELECT id FROM search_generations
    WHERE state = 'building' AND touched_at > now() - ${ABANDONED_AFTER}::interval`;
  return [live, ...building.map((row) => row.id)];
}

/** Documents as one JSON parameter (typed as such, so it is not encoded twice). */
function asJson(sql: Sql, docs: readonly SearchDocument[]): postgres.Parameter {
  return sql.json(docs as unknown as postgres.JSONValue);
}

const DOC_RECORDSET = `jsonb_to_recordset($1::jsonb) AS d(
  id bigint, name text, location text, npsn text, "educationLevel" text, status text,
  "provinceId" text, "cityId" text, "districtId" text, curriculum text, "totalCost" bigint,
  "hasFees" boolean, popularity bigint, "createdAt" bigint, "updatedAt" bigint,
  "monthlySpp" bigint, lat double precision, lng double precision,
  "registrationOpensOn" integer, "registrationClosesOn" integer, "feesChangedAt" bigint,
  "feeFacts" integer, school jsonb)`;

function insertDocs(table: string, onConflict: 'update' | 'nothing'): string {
  const conflict =
    onConflict === 'nothing'
      ? 'DO NOTHING'
      : `DO UPDATE SET seq = EXCLUDED.seq, deleted = false, name = EXCLUDED.name,
         location = EXCLUDED.location, npsn = EXCLUDED.npsn,
         education_level = EXCLUDED.education_level, status = EXCLUDED.status,
         province_id = EXCLUDED.province_id, city_id = EXCLUDED.city_id,
         district_id = EXCLUDED.district_id, curriculum = EXCLUDED.curriculum,
         total_cost = EXCLUDED.total_cost, has_fees = EXCLUDED.has_fees,
         popularity = EXCLUDED.popularity, created_ms = EXCLUDED.created_ms,
         updated_ms = EXCLUDED.updated_ms, monthly_spp = EXCLUDED.monthly_spp,
         lat = EXCLUDED.lat, lng = EXCLUDED.lng,
         registration_opens_on = EXCLUDED.registration_opens_on,
         registration_closes_on = EXCLUDED.registration_closes_on,
         fees_changed_ms = EXCLUDED.fees_changed_ms, fee_facts = EXCLUDED.fee_facts,
         school = EXCLUDED.school`;
  return `INSERT INTO ${table} (seq, deleted, ${RECORD_COLUMNS}, school)
    SELECT $2, false, d.id, d.name, d.location, d.npsn, d."educationLevel", d.status,
      d."provinceId", d."cityId", d."districtId", d.curriculum, d."totalCost",
      coalesce(d."hasFees", false), coalesce(d.popularity, 0), coalesce(d."createdAt", 0),
      coalesce(d."updatedAt", d."createdAt", 0), d."monthlySpp", d.lat, d.lng,
      d."registrationOpensOn", d."registrationClosesOn", d."feesChangedAt",
      coalesce(d."feeFacts", 0), d.school
    FROM ${DOC_RECORDSET}
    ON CONFLICT (id) ${conflict}`;
}

/** Writes documents to the live generation (and any being built); returns the new state. */
export async function writeDocs(
  sql: postgres.Sql,
  batch: readonly SearchDocument[],
): Promise<IndexState> {
  // one row per id: the last version given wins
  const docs = [...new Map(batch.map((doc) => [doc.id, doc])).values()];
  return sql.begin(async (tx) => {
    const state = await nextSeq(tx);
    for (const generation of await writeTargets(tx, state.generation))
      await tx.unsafe(insertDocs(docsTable(generation), 'update'), [asJson(tx, docs), state.seq]);
    await tx`SELECT pg_notify(${CHANNEL}, ${`${state.generation}:${state.seq}`})`;
    return state;
  });
}

/** Marks documents removed (a row that says so, for replicas catching up). */
export async function removeDocs(sql: postgres.Sql, batch: readonly number[]): Promise<IndexState> {
  const ids = [...new Set(batch)];
  return sql.begin(async (tx) => {
    const state = await nextSeq(tx);
    for (const generation of await writeTargets(tx, state.generation))
      await tx.unsafe(
        `INSERT INTO ${docsTable(generation)} (id, seq, deleted)
         SELECT unnest($1::bigint[]), $2, true
         ON CONFLICT (id) DO UPDATE SET seq = EXCLUDED.seq, deleted = true, school = NULL`,
        [ids as number[], state.seq],
      );
    await tx`SELECT pg_notify(${CHANNEL}, ${`${state.generation}:${state.seq}`})`;
    return state;
  });
}

/** A new, empty generation being built; returns its id. */
export async function createGeneration(sql: postgres.Sql): Promise<number> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ id: number }[]>`SELECT nextval('search_generation_seq')::int AS id`;
    const id = row!.id;
    await tx.unsafe(`CREATE TABLE ${docsTable(id)} (LIKE search_docs_template INCLUDING ALL)`);
    await tx`INSERT INTO search_generations (id, state) VALUES (${id}, 'building')`;
    return id;
  });
}

/**
 * Bulk load into a generation being built. Rows written meanwhile by live
 * writes are newer than what the rebuild read, so they win (DO NOTHING).
 */
export async function loadDocs(
  sql: postgres.Sql,
  generation: number,
  docs: readonly SearchDocument[],
): Promise<void> {
  const unique = [...new Map(docs.map((doc) => [doc.id, doc])).values()];
  await sql.unsafe(insertDocs(docsTable(generation), 'nothing'), [asJson(sql, unique), 0]);
  await sql`UPDATE search_generations SET touched_at = now() WHERE id = ${generation}`;
}

/** Makes a built generation live; the previous one is retired. */
export async function swapGeneration(sql: postgres.Sql, generation: number): Promise<IndexState> {
  return sql.begin(async (tx) => {
    const state = await nextSeq(tx);
    await tx`
      UPDATE search_generations SET state = 'retired', retired_at = now()
      WHERE id = ${state.generation}`;
    await tx`UPDATE search_generations SET state = 'live' WHERE id = ${generation}`;
    await tx`UPDATE search_index_state SET live_generation = ${generation}`;
    await tx`SELECT pg_notify(${CHANNEL}, ${`${generation}:${state.seq}`})`;
    return { generation, seq: state.seq };
  });
}

/**
 * Drops the tables of generations retired more than the grace period ago and
 * of abandoned builds. A table still read elsewhere is left for the next time
 * instead of queueing every query behind the drop's lock.
 */
export async function dropOldGenerations(
  sql: postgres.Sql,
  graceMs = RETIRED_GRACE_MS,
): Promise<number> {
  const old = await sql<{ id: number }[]>`
    SELECT id FROM search_generations
    WHERE (state = 'retired' AND retired_at < now() - ${graceMs} * interval '1 millisecond')
       OR (state = 'building' AND touched_at < now() - ${ABANDONED_AFTER}::interval)`;
  let dropped = 0;
  for (const { id } of old) {
    try {
      await sql.begin(async (tx) => {
        await tx`SET LOCAL lock_timeout = '1s'`;
        await tx.unsafe(`DROP TABLE IF EXISTS ${docsTable(id)}`);
        await tx`DELETE FROM search_generations WHERE id = ${id}`;
      });
      dropped++;
    } catch {
      // busy: next time
    }
  }
  return dropped;
}

// The built-in engine's tables: one documents table per index generation (from
// db/migrations/0003_search_index.sql), the row layout replicas read, the state row.
import type postgres from 'postgres';
import type { IndexRecord } from '../index/fields';

export type Sql = postgres.Sql | postgres.TransactionSql;

export const CHANNEL = 'search_index';
/** a building generation untouched this long was abandoned (its rebuild died) */
export const ABANDONED_AFTER = '10 minutes';
/** retired generations are kept this long, for replicas still switching over */
export const RETIRED_GRACE_MS = 60_000;

export const docsTable = (generation: number): string => {
  if (!Number.isInteger(generation) || generation < 1) throw new Error('bad generation');
  return `search_docs_${generation}`;
};

export const RECORD_COLUMNS =
  'id, name, location, npsn, education_level, status, province_id, city_id, district_id, curriculum, total_cost, has_fees, popularity, created_ms, updated_ms, monthly_spp, lat, lng, registration_opens_on, registration_closes_on, fees_changed_ms, fee_facts';

/** Number of RECORD_COLUMNS. */
export const RECORD_WIDTH = 22;

/** One row of a generation table as a replica reads it (values in RECORD_COLUMNS order). */
export type RecordValues = [
  number,
  string,
  string,
  string | null,
  string,
  string | null,
  string,
  string,
  string | null,
  string | null,
  number | null,
  boolean,
  number,
  number,
  number,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number,
];

export function recordFromValues(v: RecordValues): IndexRecord {
  return {
    id: v[0],
    name: v[1],
    location: v[2],
    npsn: v[3],
    educationLevel: v[4] as IndexRecord['educationLevel'],
    status: v[5] as IndexRecord['status'],
    provinceId: v[6],
    cityId: v[7],
    districtId: v[8],
    curriculum: v[9],
    totalCost: v[10],
    hasFees: v[11],
    popularity: v[12],
    createdAt: v[13],
    updatedAt: v[14],
    monthlySpp: v[15],
    lat: v[16],
    lng: v[17],
    registrationOpensOn: v[18],
    registrationClosesOn: v[19],
    feesChangedAt: v[20],
    feeFacts: v[21],
  };
}

export interface IndexState {
  generation: number;
  seq: number;
}

export async function readState(sql: Sql): Promise<IndexState> {
  const [row] = await sql<{ liveGeneration: number; seq: number }[]>`
    SELECT live_generation, seq FROM search_index_state`;
  if (!row) throw new Error('search index state is missing: run the migrations');
  return { generation: row.liveGeneration, seq: Number(row.seq) };
}

export async function countDocs(sql: Sql, generation: number): Promise<number> {
  const [row] = await sql.unsafe<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM ${docsTable(generation)} WHERE NOT deleted`,
  );
  return row!.count;
}

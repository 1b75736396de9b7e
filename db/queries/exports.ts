import type { Db } from '../client';

// Rows of `exports`: pending -> running -> done | failed (DESIGN §1 long jobs).

/** NOTIFY channel: an export reached done or failed (the payload is its id). */
export const EXPORTS_CHANNEL = 'exports';

export interface ExportRow {
  id: string;
  requestedBy: number | null;
  kind: 'schools_csv';
  state: 'pending' | 'running' | 'done' | 'failed';
  objectKey: string | null;
  rowCount: number | null;
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export async function insertExport(db: Db, requestedBy: number): Promise<ExportRow> {
  const [row] = await db<ExportRow[]>`
    INSERT INTO exports (requested_by, kind) VALUES (${requestedBy}, 'schools_csv')
    RETURNING *`;
  return row!;
}

export async function findExport(db: Db, id: string): Promise<ExportRow | undefined> {
  const [row] = await db<ExportRow[]>`SELECT * FROM exports WHERE id = ${id}`;
  return row;
}

/**
 * pending -> running. A row already running is taken again (its worker died or
 * this is a retry); done and failed rows are final: undefined, nothing to do.
 */
export async function claimExport(db: Db, id: string): Promise<ExportRow | undefined> {
  const [row] = await db<ExportRow[]>`
    UPDATE exports SET state = 'running', started_at = now(), error = NULL
    WHERE id = ${id} AND state IN ('pending', 'running')
    RETURNING *`;
  return row;
}

/** running -> done; false when the row is no longer running. */
export async function finishExport(
  db: Db,
  id: string,
  objectKey: string,
  rowCount: number,
): Promise<boolean> {
  const rows = await db`
    WITH done AS (
      UPDATE exports
      SET state = 'done', object_key = ${objectKey}, row_count = ${rowCount}, finished_at = now()
      WHERE id = ${id} AND state = 'running'
      RETURNING id
    )
    SELECT pg_notify(${EXPORTS_CHANNEL}, id::text) FROM done`;
  return rows.length > 0;
}

/** running -> failed (final), or back to pending with the error when a retry follows. */
export async function failExport(db: Db, id: string, error: string, final: boolean): Promise<void> {
  await db`
    WITH failed AS (
      UPDATE exports
      SET state = ${final ? 'failed' : 'pending'}::job_state, error = ${error.slice(0, 1000)},
          finished_at = ${final ? new Date() : null}
      WHERE id = ${id} AND state IN ('pending', 'running')
      RETURNING id, state
    )
    SELECT pg_notify(${EXPORTS_CHANNEL}, id::text) FROM failed WHERE state = 'failed'`;
}

/** One row of the schools CSV: the school, its regions and its fees of the fee year. */
export interface SchoolExportRow {
  id: number;
  npsn: string | null;
  name: string;
  educationLevel: string;
  form: string;
  status: 'public' | 'private' | null;
  streetAddress: string | null;
  villageName: string | null;
  districtName: string | null;
  cityName: string;
  provinceName: string;
  postalCode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  curriculum: string | null;
  accreditation: string | null;
  pendaftaran: number | null;
  uangPangkal: number | null;
  kbm: number | null;
  spp: number | null;
  seragam: number | null;
  buku: number | null;
  /** every category of the fee year, variants once: 'Total Biaya Awal' */
  total: number | null;
  /** fee sources of the year, e.g. {admin,sample} */
  feeSources: string[] | null;
  updatedAt: Date;
}

/**
 * Every school with its region names and fees of `feeYear`, read through a
 * server-side cursor `batchSize` rows at a time, so the export never holds
 * the registry in memory. Ordered by province, city and name.
 */
export function schoolExportCursor(db: Db, feeYear: string, batchSize: number) {
  return db<SchoolExportRow[]>`
    WITH year AS (SELECT id FROM academic_years WHERE year = ${feeYear}),
    -- several items of one category are variants (core/fees countedItems): the largest counts
    by_category AS (
      SELECT ci.school_id, g.code,
             max(ci.amount) AS amount
      FROM cost_items ci
      LEFT JOIN global_cost_categories g ON g.id = ci.global_category_id
      WHERE ci.academic_year_id = (SELECT id FROM year)
      GROUP BY ci.school_id, g.code, coalesce('g' || ci.global_category_id, 's' || ci.school_category_id)
    ),
    sources AS (
      SELECT school_id, array_agg(DISTINCT source::text) AS fee_sources
      FROM cost_items
      WHERE academic_year_id = (SELECT id FROM year)
      GROUP BY school_id
    ),
    fees AS (
      SELECT b.school_id,
             sum(b.amount) FILTER (WHERE b.code = 'pendaftaran')  AS pendaftaran,
             sum(b.amount) FILTER (WHERE b.code = 'uang_pangkal') AS uang_pangkal,
             sum(b.amount) FILTER (WHERE b.code = 'kbm')          AS kbm,
             sum(b.amount) FILTER (WHERE b.code = 'spp')          AS spp,
             sum(b.amount) FILTER (WHERE b.code = 'seragam')      AS seragam,
             sum(b.amount) FILTER (WHERE b.code = 'buku')         AS buku,
             sum(b.amount) AS total,
             src.fee_sources
      FROM by_category b
      JOIN sources src ON src.school_id = b.school_id
      GROUP BY b.school_id, src.fee_sources
    )
    SELECT s.id, s.npsn, s.name, s.education_level, s.form, s.status,
           s.street_address, s.village_name, coalesce(d.name, s.district_name) AS district_name,
           c.name AS city_name, p.name AS province_name, s.postal_code, s.phone, s.email,
           s.website, s.curriculum, s.accreditation,
           f.pendaftaran::bigint, f.uang_pangkal::bigint, f.kbm::bigint, f.spp::bigint,
           f.seragam::bigint, f.buku::bigint, f.total::bigint, f.fee_sources, s.updated_at
    FROM schools s
    JOIN provinces p ON p.code = s.province_code
    JOIN cities c ON c.code = s.city_code
    LEFT JOIN districts d ON d.code = s.district_code
    LEFT JOIN fees f ON f.school_id = s.id
    ORDER BY s.province_code, s.city_code, s.name, s.id`.cursor(batchSize);
}

/** Done exports older than the retention whose file is still stored. */
export function expiredExportFiles(
  db: Db,
  olderThanHours: number,
): Promise<{ id: string; objectKey: string }[]> {
  return db<{ id: string; objectKey: string }[]>`
    SELECT id, object_key FROM exports
    WHERE object_key IS NOT NULL
      AND finished_at < now() - make_interval(hours => ${olderThanHours})
    ORDER BY finished_at
    LIMIT 1000`;
}

/** The file is deleted: the row stays as history, without a download. */
export async function forgetExportFile(db: Db, id: string): Promise<void> {
  await db`UPDATE exports SET object_key = NULL WHERE id = ${id}`;
}

/**
 * Exports no worker finished within `hours` (their job was lost, e.g. every
 * attempt stalled): failed, so nobody waits on them.
 */
export async function failAbandonedExports(db: Db, hours: number): Promise<number> {
  const rows = await db`
    WITH failed AS (
      UPDATE exports
      SET state = 'failed', error = 'abandoned: no worker finished it', finished_at = now()
      WHERE state IN ('pending', 'running')
        AND created_at < now() - make_interval(hours => ${hours})
      RETURNING id
    )
    SELECT pg_notify(${EXPORTS_CHANNEL}, id::text) FROM failed`;
  return rows.length;
}

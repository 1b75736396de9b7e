import type { AdmissionInput } from '@core/contracts/admission-input';
import type { AdmissionSystem, ScheduleEntry } from '@core/admissions';
import type { EditorRole } from '@core/school-profile';
import type { Db, Tx } from '../client';

// Admissions facts of a school per academic year (issue 23).

export interface AdmissionRow {
  academicYear: string;
  systemName: AdmissionSystem;
  schedule: ScheduleEntry[];
  quotas: { track: string; seats: number; note: string | null }[];
  requirements: string | null;
  fees: { label: string; amount: number; note: string | null }[];
  sourceTitle: string;
  sourceUrl: string | null;
  updatedAt: Date;
  updatedByRole: EditorRole;
}

const COLUMNS = (db: Db) => db`
  academic_year, system_name, schedule, quotas, requirements, fees, source_title, source_url,
  updated_at, updated_by_role`;

/** Every published year of a school, newest year first. */
export function listAdmissions(db: Db, schoolId: number): Promise<AdmissionRow[]> {
  return db<AdmissionRow[]>`
    SELECT ${COLUMNS(db)} FROM school_admissions
    WHERE school_id = ${schoolId}
    ORDER BY academic_year DESC`;
}

/** Publishes or replaces one year's facts. */
export async function upsertAdmission(
  tx: Tx,
  schoolId: number,
  input: AdmissionInput,
  editor: { id: number; role: EditorRole },
): Promise<AdmissionRow> {
  const json = (value: unknown) => tx.json(value as never);
  const [row] = await tx<AdmissionRow[]>`
    INSERT INTO school_admissions
      (school_id, academic_year, system_name, schedule, quotas, requirements, fees,
       source_title, source_url, updated_by, updated_by_role)
    VALUES (${schoolId}, ${input.academicYear}, ${input.systemName}, ${json(input.schedule)},
            ${json(input.quotas)}, ${input.requirements}, ${json(input.fees)},
            ${input.sourceTitle}, ${input.sourceUrl}, ${editor.id}, ${editor.role})
    ON CONFLICT (school_id, academic_year) DO UPDATE
      SET system_name = EXCLUDED.system_name, schedule = EXCLUDED.schedule,
          quotas = EXCLUDED.quotas, requirements = EXCLUDED.requirements, fees = EXCLUDED.fees,
          source_title = EXCLUDED.source_title, source_url = EXCLUDED.source_url,
          updated_by = EXCLUDED.updated_by, updated_by_role = EXCLUDED.updated_by_role,
          updated_at = now()
    RETURNING ${COLUMNS(tx)}`;
  return row!;
}

/** false when the school had nothing for that year. */
export async function deleteAdmission(
  tx: Tx,
  schoolId: number,
  academicYear: string,
): Promise<boolean> {
  const rows = await tx`
    DELETE FROM school_admissions
    WHERE school_id = ${schoolId} AND academic_year = ${academicYear}
    RETURNING id`;
  return rows.length > 0;
}

/**
 * Schools with a schedule entry that starts or ends between these days
 * (yyyy-mm-dd, inclusive): what their page and search document say about
 * "open", "under way" or "over" turns on such a day (the worker's daily pass
 * reindexes them and renders their pages again).
 */
export async function schoolsWithScheduleTurn(db: Db, from: string, to: string): Promise<number[]> {
  const rows = await db<{ schoolId: number }[]>`
    SELECT DISTINCT a.school_id
    FROM school_admissions a, jsonb_array_elements(a.schedule) AS entry
    WHERE (entry->>'startsOn') BETWEEN ${from} AND ${to}
       OR (entry->>'endsOn') BETWEEN ${from} AND ${to}
    ORDER BY a.school_id`;
  return rows.map((row) => row.schoolId);
}

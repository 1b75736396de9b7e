import type { EducationLevel, SchoolStatus } from '@core/levels';
import type { Db } from '../client';

/** Schools of one form and status in a city, without fees of their own (sample fees aside). */
export interface AreaClassRow {
  provinceCode: string;
  educationLevel: EducationLevel;
  form: string;
  status: SchoolStatus;
  schools: number;
}

/**
 * A city's schools without real fees of their own, grouped by what rules look
 * at (form and registry status): a few dozen rows read from the city's schools.
 */
export function classesWithoutOwnFees(
  db: Db,
  cityCode: string,
  level: EducationLevel | undefined,
): Promise<AreaClassRow[]> {
  return db<AreaClassRow[]>`
    SELECT s.province_code, s.education_level, s.form, s.status, count(*)::int AS schools
    FROM schools s
    WHERE s.city_code = ${cityCode}
      AND s.status IS NOT NULL
      AND s.retired_at IS NULL
      AND (${level ?? null}::education_level IS NULL OR s.education_level = ${level ?? null})
      AND NOT EXISTS (SELECT 1 FROM cost_items ci
                      WHERE ci.school_id = s.id AND ci.source <> 'sample')
    GROUP BY 1, 2, 3, 4`;
}

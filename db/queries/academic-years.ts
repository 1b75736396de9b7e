import type { Db } from '../client';

export interface AcademicYearRow {
  id: number;
  year: string;
}

/** Newest first, as the year selector lists them. */
export function listAcademicYears(db: Db): Promise<AcademicYearRow[]> {
  return db<AcademicYearRow[]>`SELECT id, year FROM academic_years ORDER BY starts_on DESC`;
}

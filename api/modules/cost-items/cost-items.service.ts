import type { CostItem } from '@core/contracts/schools';
import type { Sql } from '@db/client';
import { listCostItems, type CostItemRow } from '@db/queries/cost-items';
import { schoolExists } from '@db/queries/schools';
import { notFound } from '../../http/errors';

export const SCHOOL_NOT_FOUND = 'Sekolah tidak ditemukan';

export class CostItemsService {
  constructor(private readonly sql: Sql) {}

  /** A school's cost items, of one academic year or of all years. */
  async forSchool(schoolId: number, academicYearId?: number): Promise<CostItem[]> {
    const [exists, rows] = await Promise.all([
      schoolExists(this.sql, schoolId),
      listCostItems(this.sql, schoolId, academicYearId),
    ]);
    if (!exists) throw notFound(SCHOOL_NOT_FOUND);
    return rows.map(toCostItem);
  }
}

export function toCostItem(row: CostItemRow): CostItem {
  return {
    id: row.id,
    schoolId: row.schoolId,
    academicYearId: row.academicYearId,
    amount: row.amount,
    frequency: row.frequency,
    notes: row.notes,
    globalCategory: row.globalCategory,
    schoolCategory: row.schoolCategory,
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
  };
}

import type { CostItem, FeeSource } from '@core/contracts/schools';
import { documentRef, sourceLabel } from '@core/provenance';
import type { Sql } from '@db/client';
import { listCostItems, type CostItemRow } from '@db/queries/cost-items';
import { schoolExists } from '@db/queries/schools';
import { SCHOOL_NOT_FOUND } from '@core/messages';
import { notFound } from '../../http/errors';

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
    source: feeSource(row),
    yearOfStudy: row.yearOfStudy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Provenance as the school page shows it (DESIGN §7). Documents of
 * contributions are parents' private uploads and never leave the admin area;
 * a published fee names the school's own document.
 */
export function feeSource(row: CostItemRow): FeeSource {
  const kind = row.source;
  const verifiedAt = kind === 'contribution' ? row.verifiedAt : null;
  const adminRole =
    row.createdByRole === 'site_admin' || row.createdByRole === 'school_admin'
      ? row.createdByRole
      : null;
  return {
    kind,
    label: sourceLabel({ kind, verifiedAt, adminRole }),
    verifiedAt: verifiedAt?.toISOString() ?? null,
    document: kind === 'published' ? documentRef(row.sourceDocument) : null,
    contributor: kind === 'contribution' ? row.contributorName : null,
  };
}

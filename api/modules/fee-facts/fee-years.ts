import { rulesFixFees } from '@core/fee-facts';
import type { FeeRule } from '@core/fee-rules';
import { FEE_YEAR } from '@core/fees';
import type { SchoolStatus } from '@core/levels';
import type { Db } from '@db/client';
import type { AcademicYearRow } from '@db/queries/academic-years';
import { costYears } from '@db/queries/cost-items';
import { academicYearNamed } from '@db/queries/fee-facts';

/**
 * The years a school's fee table offers, newest first: those with items of its
 * own, and the fee year (SPEC §9) when a rule fixes some of its fees then.
 */
export async function feeFactYears(
  db: Db,
  schoolId: number,
  rules: readonly FeeRule[],
  status: SchoolStatus | null,
): Promise<AcademicYearRow[]> {
  const own = await costYears(db, schoolId);
  if (own.some((year) => year.year === FEE_YEAR)) return own;
  if (!rulesFixFees(rules, { year: FEE_YEAR, status })) return own;
  const feeYear = await academicYearNamed(db, FEE_YEAR);
  if (!feeYear) return own;
  return [...own, feeYear].sort((a, b) => b.year.localeCompare(a.year));
}

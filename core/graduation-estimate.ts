// 'Perkiraan biaya sampai lulus' (issue 10): the first year's fees grown year by
// year to graduation, or the price list's own schedule for a later year.
import { toAmount } from './fees';
import { firstYearLines, isLaterYearFee, type KeyItem } from './fee-knowledge';
import type { EducationLevel } from './levels';
import {
  annualTimes,
  firstYearCost,
  payableLines,
  variantGroupOf,
  type FeeLine,
  type Growth,
} from './whole-cost';

/** Years from entry to graduation; SLB has several stages and gets no estimate. */
const YEARS_TO_GRADUATE: Partial<Record<EducationLevel, number>> = {
  tk: 2,
  sd: 6,
  smp: 3,
  sma: 3,
  smk: 3,
};

export interface GraduationEstimate {
  years: number;
  total: number;
  growth: Growth;
  /** years of study (2 …) whose yearly fee came from the price list's own schedule */
  scheduledYears: number[];
  /** key items nobody stated: the estimate is then a minimum */
  unknownItems: KeyItem[];
}

/**
 * 'Perkiraan biaya sampai lulus': the entry cost once, then each year's
 * recurring fees grown by the chosen yearly increase (year 1 is this year's
 * fees as they are). Where the price list fixes a later year's fee in advance
 * (Nurul Fikri's 'Dana Daftar Ulang Tahunan … Tahun ke 2' to 'ke 6'), that
 * year pays the listed amount instead of a grown estimate of the first year's
 * fee of the same category. Null for a level without a fixed length (SLB).
 */
export function costToGraduation(
  level: EducationLevel,
  lines: readonly FeeLine[],
  growth: Growth,
): GraduationEstimate | null {
  const years = YEARS_TO_GRADUATE[level];
  if (!years) return null;
  const firstYear = firstYearCost(lines);
  const schedule = new Map<number, FeeLine[]>();
  for (const line of lines) {
    if (!isLaterYearFee(line)) continue;
    schedule.set(line.yearOfStudy!, [...(schedule.get(line.yearOfStudy!) ?? []), line]);
  }
  const entryYear = payableLines(firstYearLines(lines));
  const scheduledYears: number[] = [];
  let total = firstYear.oneTime;
  for (let year = 1; year <= years; year += 1) {
    const grown = (amount: number) => amount * (1 + growth.rate) ** (year - 1);
    const listed = year > 1 ? schedule.get(year) : undefined;
    if (!listed) {
      total += grown(firstYear.recurring);
      continue;
    }
    // the listed fee replaces the first year's recurring fees of its categories
    const replaced = new Set(listed.map(variantGroupOf));
    const kept = entryYear
      .filter((line) => !replaced.has(variantGroupOf(line)))
      .reduce((sum, line) => sum + annualTimes[line.frequency] * toAmount(line.amount), 0);
    const fixed = payableLines(listed).reduce(
      (sum, line) => sum + Math.max(1, annualTimes[line.frequency]) * toAmount(line.amount),
      0,
    );
    total += grown(kept) + fixed;
    scheduledYears.push(year);
  }
  return {
    years,
    total: Math.round(total),
    growth,
    scheduledYears,
    unknownItems: firstYear.unknownItems,
  };
}

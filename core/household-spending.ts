// BPS household spending on education (issue 20): what households spend per
// pupil and school year, shown where a school's own fees are unknown. It is
// context, never the school's fee: BPS counts transport and pocket money too.
import { formatEstimate } from './format';
import type { EducationLevel } from './levels';

/** How BPS groups levels ('SMA;SMK' is one figure for both); TK and SLB have none. */
export type BpsLevels = 'SD' | 'SMP' | 'SMA;SMK';

export function bpsLevelsOf(level: EducationLevel): BpsLevels | null {
  if (level === 'sd') return 'SD';
  if (level === 'smp') return 'SMP';
  if (level === 'sma' || level === 'smk') return 'SMA;SMK';
  return null;
}

export interface HouseholdSpending {
  /** the school year of the survey, '2023/2024' */
  academicYear: string;
  /** 'ID' for the nation, else the province code */
  areaCode: string;
  /** 'Indonesia', 'Jawa Barat' */
  areaName: string;
  levels: BpsLevels;
  /** rupiah per pupil and year */
  amount: number;
  /** 'BPS Statistik Penunjang Pendidikan 2024' */
  publication: string;
  /** the reports that quote the publication */
  reportedBy: string;
}

/**
 * The figure to show for a school of a province: the newest survey year
 * first, the province's own figure before the national one, all schools
 * (BPS's urban/rural and negeri/swasta splits are older or do not say which
 * one a school is). Null when BPS has nothing for the level.
 */
export function pickHouseholdSpending<T extends HouseholdSpending>(
  rows: readonly T[],
  provinceCode: string,
): T | null {
  const candidates = rows.filter((row) => row.areaCode === provinceCode || row.areaCode === 'ID');
  // '2023/2024' strings: code-unit order is year order
  const newer = (a: T, b: T) =>
    a.academicYear < b.academicYear ? 1 : a.academicYear > b.academicYear ? -1 : 0;
  candidates.sort(
    (a, b) =>
      newer(a, b) || Number(b.areaCode === provinceCode) - Number(a.areaCode === provinceCode),
  );
  return candidates[0] ?? null;
}

/**
 * 'Rata-rata pengeluaran rumah tangga untuk pendidikan SMA/SMK di Jawa Barat:
 * sekitar Rp 11,5 jt per tahun (BPS, 2023/2024), termasuk transportasi dan uang saku.'
 */
export function householdSpendingText(spending: HouseholdSpending): string {
  const levels = spending.levels.replace(';', '/');
  return `Rata-rata pengeluaran rumah tangga untuk pendidikan ${levels} di ${spending.areaName}: ${formatEstimate(spending.amount)} per tahun (BPS, ${spending.academicYear}), termasuk transportasi dan uang saku.`;
}

/** The reports that quote BPS, without the data file's working notes in brackets. */
export function reportSources(reportedBy: string): string {
  return reportedBy.replace(/\s*\([^)]*\)/g, '').trim();
}

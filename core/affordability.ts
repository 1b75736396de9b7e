// Affordability context (issue 10): a fee beside the province's minimum wage
// (UMP). A figure for context, never a judgement of a school.
import { formatNumber, formatRupiah } from './format';
import { formatShare } from './fee-history';
import { MINIMUM_WORDS } from './fee-knowledge';

export interface MinimumWage {
  provinceCode: string;
  provinceName: string;
  year: number;
  /** rupiah per month */
  amount: number;
  /** sources disagree on the figure: show it as 'sekitar' */
  approximate: boolean;
  /** who reported it, e.g. 'tempo.co (Permenaker 16/2024 list), liputan6.com 2024-12-19' */
  sources: string;
}

/**
 * The UMP for an academic year: the one of the calendar year it starts in
 * (2025/2026 -> UMP 2025), else the nearest year available (the later one on
 * a tie). The year is always shown beside the figure.
 */
export function wageForYear(wages: readonly MinimumWage[], startYear: number): MinimumWage | null {
  let best: MinimumWage | null = null;
  for (const wage of wages) {
    if (!best) {
      best = wage;
      continue;
    }
    const distance = Math.abs(wage.year - startYear);
    const bestDistance = Math.abs(best.year - startYear);
    if (distance < bestDistance || (distance === bestDistance && wage.year > best.year))
      best = wage;
  }
  return best;
}

export interface Affordability {
  wage: MinimumWage;
  /** monthly SPP / UMP; null without a monthly SPP */
  sppShare: number | null;
  /** first-year total / UMP: how many months of the minimum wage it takes */
  firstYearMonths: number | null;
  /** the first-year total leaves out an unknown item: the months are a minimum */
  firstYearIsMinimum: boolean;
}

export function affordability(
  wage: MinimumWage | null,
  monthlySpp: number | null,
  firstYearTotal: number | null,
  firstYearIsMinimum = false,
): Affordability | null {
  if (!wage || wage.amount <= 0) return null;
  if (monthlySpp === null && (firstYearTotal === null || firstYearTotal <= 0)) return null;
  return {
    wage,
    sppShare: monthlySpp === null ? null : monthlySpp / wage.amount,
    firstYearMonths:
      firstYearTotal === null || firstYearTotal <= 0 ? null : firstYearTotal / wage.amount,
    firstYearIsMinimum,
  };
}

/** 'UMP Jawa Barat 2025 sekitar Rp 2.191.232' */
export function wageLabel(wage: MinimumWage): string {
  return `UMP ${wage.provinceName} ${wage.year} ${wage.approximate ? 'sekitar ' : ''}${formatRupiah(wage.amount)}`;
}

/**
 * Where a year's UMP comes from, in a few words (the full list of reports is
 * in `sources`): 2025 follows Permenaker 16/2024, 2026 the governors' decrees
 * under PP 49/2025 (data README §5).
 */
export function wageBasis(wage: MinimumWage): string {
  if (wage.year === 2025) return 'Permenaker 16/2024, dihimpun dari pemberitaan media';
  if (wage.year === 2026)
    return 'keputusan gubernur berdasarkan PP 49/2025, dihimpun dari pemberitaan media';
  return 'dihimpun dari pemberitaan media';
}

/** The sentences the page shows, e.g. 'SPP bulanan setara 87% UMP Jawa Barat 2025.' */
export function affordabilityLines(value: Affordability): string[] {
  const place = `UMP ${value.wage.provinceName} ${value.wage.year}`;
  const lines: string[] = [];
  if (value.sppShare === 0) lines.push('Tidak ada SPP bulanan.');
  else if (value.sppShare !== null)
    lines.push(`SPP bulanan setara ${formatShare(value.sppShare)} ${place}.`);
  if (value.firstYearMonths !== null)
    lines.push(
      `Biaya tahun pertama setara ${value.firstYearIsMinimum ? `${MINIMUM_WORDS} ` : ''}${formatNumber(value.firstYearMonths, 1)} bulan ${place}.`,
    );
  return lines;
}

// The whole cost of a school (issue 10): the first year in full and an estimate to
// graduation. Pure rules shared by the api (school page), the search documents
// (comparison) and the worker (area benchmarks), so every figure agrees.
import { countedItems, toAmount, type Frequency } from './fees';
import type { EducationLevel } from './levels';

/** One fee line as these rules need it. */
export interface FeeLine {
  amount: number | string;
  frequency: Frequency;
  /** code of the global category ('spp', 'uang_pangkal' ...); null for a school's own category */
  categoryCode: string | null;
  /** the category's name (global or the school's own), e.g. 'SPP', 'Seragam Putri' */
  label: string;
  /** e.g. 'gelombang 1', 'putri' */
  notes?: string | null;
  /** 'g<id>' or 's<id>' (core/fees categoryKeyOf): items sharing it are variants of one fee */
  categoryKey?: string | null;
}

/** Years from entry to graduation; SLB has several stages and gets no estimate. */
export const YEARS_TO_GRADUATE: Partial<Record<EducationLevel, number>> = {
  tk: 2,
  sd: 6,
  smp: 3,
  sma: 3,
  smk: 3,
};

// Words that name a variant of an item rather than another item: 'Seragam Putra'
// and 'Seragam Putri' are one uniform for boys or girls, 'Pendaftaran (anak
// pegawai)' one of several registration tariffs.
const VARIANT_SUFFIX =
  /(\s*\([^)]*\)|\s+(putra|putri|laki-laki|laki laki|perempuan|gelombang\s*\w+|gel\.?\s*\w+))+$/i;

/** 'Seragam Putri' -> 'seragam'; 'Pendaftaran (anak pegawai)' -> 'pendaftaran'. */
export function itemBaseName(label: string): string {
  const base = label.trim().replace(VARIANT_SUFFIX, '').trim();
  return (base || label.trim()).toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Items that are alternatives of one another: the same global category (the
 * notes tell the variants apart) or the same base name of a school category.
 * A family pays one of them, so they are never added together.
 */
export function variantGroup(line: FeeLine): string {
  return line.categoryCode ? `g:${line.categoryCode}` : `s:${itemBaseName(line.label)}`;
}

/** One item across years: the same label, notes and frequency. */
export function itemKey(line: FeeLine): string {
  const notes = (line.notes ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return `${line.label.trim().toLowerCase().replace(/\s+/g, ' ')}|${notes}|${line.frequency}`;
}

/**
 * The lines a family pays: of several variants of one item and frequency
 * (uniform for boys or girls, three registration tariffs) only the highest
 * counts, by the same rule as every other total (core/fees countedItems). A
 * line without its category key (a school's own category named with a
 * variant word) is grouped by its base name.
 */
export function payableLines<T extends FeeLine>(lines: readonly T[]): T[] {
  return countedItems(
    lines.map((line) => ({ ...line, categoryKey: line.categoryKey ?? variantGroup(line) })),
  );
}

export interface FirstYearCost {
  oneTime: number;
  /** one month of every monthly fee */
  monthly: number;
  yearly: number;
  semester: number;
  halfYearly: number;
  /** what recurs every year: 12 × monthly + yearly + 2 × semester + 2 × half-yearly */
  recurring: number;
  /** 'Biaya tahun pertama': one-time + the recurring fees of one year */
  total: number;
  /** some items had variants and only the highest of each was counted */
  variantsCollapsed: boolean;
}

/** 'Biaya tahun pertama' = one-time + 12 × monthly + yearly + 2 × semester + 2 × per-6-months. */
export function firstYearCost(lines: readonly FeeLine[]): FirstYearCost {
  const payable = payableLines(lines);
  const sums: Record<Frequency, number> = {
    'One-Time': 0,
    Monthly: 0,
    Yearly: 0,
    Semester: 0,
    'Half-Yearly': 0,
  };
  for (const line of payable) sums[line.frequency] += toAmount(line.amount);
  const recurring = 12 * sums.Monthly + sums.Yearly + 2 * sums.Semester + 2 * sums['Half-Yearly'];
  return {
    oneTime: sums['One-Time'],
    monthly: sums.Monthly,
    yearly: sums.Yearly,
    semester: sums.Semester,
    halfYearly: sums['Half-Yearly'],
    recurring,
    total: sums['One-Time'] + recurring,
    variantsCollapsed: payable.length < lines.length,
  };
}

const MONTHS_PER_PAYMENT: Partial<Record<Frequency, number>> = {
  Monthly: 1,
  Semester: 6,
  'Half-Yearly': 6,
  Yearly: 12,
};

const isSpp = (line: FeeLine) => line.categoryCode === 'spp' || /\bspp\b/i.test(line.label);
const ENTRY_NAME = /uang pangkal|uang gedung|uang masuk|dana pengembangan|dana pembangunan/i;
const isEntry = (line: FeeLine) =>
  line.frequency === 'One-Time' &&
  (line.categoryCode === 'uang_pangkal' || (!line.categoryCode && ENTRY_NAME.test(line.label)));

/** Monthly SPP: SPP items as a monthly amount (a yearly SPP counts a twelfth); null when none. */
export function monthlySpp(lines: readonly FeeLine[]): number | null {
  const spp = payableLines(lines.filter(isSpp));
  let total = 0;
  let found = false;
  for (const line of spp) {
    const months = MONTHS_PER_PAYMENT[line.frequency];
    if (!months) continue;
    total += toAmount(line.amount) / months;
    found = true;
  }
  return found ? Math.round(total) : null;
}

/** The entry fee (uang pangkal, uang gedung, dana pengembangan); null when none. */
export function entryFee(lines: readonly FeeLine[]): number | null {
  const entry = payableLines(lines.filter(isEntry));
  return entry.length ? entry.reduce((sum, line) => sum + toAmount(line.amount), 0) : null;
}

export interface YearLines {
  /** calendar year the academic year starts in: 2025 for 2025/2026 */
  startYear: number;
  lines: readonly FeeLine[];
}

/** '2025/2026' -> 2025 */
export function academicStartYear(year: string): number {
  return Number.parseInt(year.slice(0, 4), 10);
}

/**
 * A school's own average yearly increase: between each pair of consecutive
 * years with fees, the change of the items present in both (by item, so an
 * item missing from one price list does not read as a fall), compounded and
 * spread over the years between them (a gap of three years counts as three).
 * Null without two years that share an item.
 */
export function averageYearlyIncrease(years: readonly YearLines[]): number | null {
  const sorted = years
    .filter((year) => year.lines.length > 0)
    .sort((a, b) => a.startYear - b.startYear);
  let ratio = 1;
  let span = 0;
  for (let i = 1; i < sorted.length; i += 1) {
    const before = amountsByItem(sorted[i - 1]!.lines);
    const after = amountsByItem(sorted[i]!.lines);
    let old = 0;
    let current = 0;
    for (const [key, amount] of after) {
      const previous = before.get(key);
      if (previous === undefined || previous <= 0) continue;
      old += previous;
      current += amount;
    }
    const gap = sorted[i]!.startYear - sorted[i - 1]!.startYear;
    if (old <= 0 || gap <= 0) continue;
    ratio *= current / old;
    span += gap;
  }
  return span > 0 ? ratio ** (1 / span) - 1 : null;
}

function amountsByItem(lines: readonly FeeLine[]): Map<string, number> {
  const amounts = new Map<string, number>();
  for (const line of lines) {
    const key = itemKey(line);
    amounts.set(key, (amounts.get(key) ?? 0) + toAmount(line.amount));
  }
  return amounts;
}

/** Where the yearly increase of an estimate comes from. */
export type GrowthBasis = 'school' | 'area' | 'none';

export interface Growth {
  rate: number;
  basis: GrowthBasis;
}

/**
 * The growth rule: the school's own average yearly increase when it has at
 * least two years of fees, else the area's, else none (fees stay as they are).
 */
export function chooseGrowth(schoolRate: number | null, areaRate: number | null): Growth {
  if (schoolRate !== null && Number.isFinite(schoolRate))
    return { rate: schoolRate, basis: 'school' };
  if (areaRate !== null && Number.isFinite(areaRate)) return { rate: areaRate, basis: 'area' };
  return { rate: 0, basis: 'none' };
}

export interface GraduationEstimate {
  years: number;
  total: number;
  growth: Growth;
}

/**
 * 'Perkiraan biaya sampai lulus': the entry cost once, then each year's
 * recurring fees grown by the chosen yearly increase (year 1 is this year's
 * fees as they are). Null for a level without a fixed length (SLB).
 */
export function costToGraduation(
  level: EducationLevel,
  firstYear: FirstYearCost,
  growth: Growth,
): GraduationEstimate | null {
  const years = YEARS_TO_GRADUATE[level];
  if (!years) return null;
  let total = firstYear.oneTime;
  for (let year = 0; year < years; year += 1)
    total += firstYear.recurring * (1 + growth.rate) ** year;
  return { years, total: Math.round(total), growth };
}

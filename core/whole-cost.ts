// The whole cost of a school (issue 10): the first year in full and the yearly
// increase an estimate to graduation grows by (core/graduation-estimate.ts). Pure rules shared by the api (school page), the search documents
// (comparison) and the worker (area benchmarks), so every figure agrees.
import { countedItems, toAmount, type Frequency } from './fees';
import {
  firstYearLines,
  isLaterYearFee,
  keyItemOf,
  unknownKeyItems,
  type KeyItem,
} from './fee-knowledge';

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
  /** the later year of study (2 …) whose fee the price list fixes; null for the year of entry */
  yearOfStudy?: number | null;
  /** provenance kind ('published', 'regulation' …), where the caller knows it */
  source?: string;
}

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
function variantGroup(line: FeeLine): string {
  return line.categoryCode ? `g:${line.categoryCode}` : `s:${itemBaseName(line.label)}`;
}

/** The category key of the variant rule, for lines with or without one. */
export const variantGroupOf = (line: FeeLine) => line.categoryKey ?? variantGroup(line);

/** One item across years: the same label, notes, frequency and year of study. */
export function itemKey(line: FeeLine): string {
  const notes = (line.notes ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  const study = isLaterYearFee(line) ? `|y${line.yearOfStudy}` : '';
  return `${line.label.trim().toLowerCase().replace(/\s+/g, ' ')}|${notes}|${line.frequency}${study}`;
}

/**
 * The lines a family pays: of several variants of one item and frequency
 * (uniform for boys or girls, three registration tariffs) only the highest
 * counts, by the same rule as every other total (core/fees countedItems). A
 * line without its category key (a school's own category named with a
 * variant word) is grouped by its base name.
 */
export function payableLines<T extends FeeLine>(lines: readonly T[]): T[] {
  return countedItems(lines.map((line) => ({ ...line, categoryKey: variantGroupOf(line) })));
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
  /** key items nobody stated (core/fee-knowledge): when any, every total here is a minimum */
  unknownItems: KeyItem[];
}

export const annualTimes: Record<Frequency, number> = {
  'One-Time': 0,
  Monthly: 12,
  Yearly: 1,
  Semester: 2,
  'Half-Yearly': 2,
};

/**
 * 'Biaya tahun pertama' = one-time + 12 × monthly + yearly + 2 × semester + 2 × per-6-months,
 * over the lines of the year of entry (a fee the price list fixes for a later
 * year of study is paid then).
 */
export function firstYearCost(lines: readonly FeeLine[]): FirstYearCost {
  const entryYear = firstYearLines(lines);
  const payable = payableLines(entryYear);
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
    variantsCollapsed: payable.length < entryYear.length,
    unknownItems: unknownKeyItems(lines),
  };
}

const MONTHS_PER_PAYMENT: Partial<Record<Frequency, number>> = {
  Monthly: 1,
  Semester: 6,
  'Half-Yearly': 6,
  Yearly: 12,
};

const isSpp = (line: FeeLine) => !isLaterYearFee(line) && keyItemOf(line) === 'spp';
const isEntry = (line: FeeLine) =>
  !isLaterYearFee(line) && line.frequency === 'One-Time' && keyItemOf(line) === 'uang_pangkal';

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

/** '2025/2026' -> 2025 */
export function academicStartYear(year: string): number {
  return Number.parseInt(year.slice(0, 4), 10);
}

/** What a school's own increase was measured on: the recurring items found in both years of a pair. */
export interface SchoolIncrease {
  /** compounded average yearly increase (0.109 = +10,9 % a year) */
  rate: number;
  /** the items compared, by name ('SPP', 'Komite Sekolah'), in the order first met */
  items: string[];
  /** first and last academic year the comparison spans ('2024/2025', '2025/2026') */
  fromYear: string;
  toYear: string;
}

export interface YearLines {
  /** '2025/2026' */
  year: string;
  lines: readonly FeeLine[];
}

/**
 * A school's own average yearly increase, like for like: between each pair of
 * consecutive years with fees, the recurring fees (monthly, yearly, per
 * semester) present in both, each as a year's worth (12 × SPP), so a rise of
 * SPP from 550.000 to 610.000 beside an unchanged uang pangkal reads +10,9 %,
 * not the 0,6 % of adding one-time and monthly amounts as raw numbers. An item
 * missing from one price list is left out of that pair (not read as a fall),
 * one-time fees never count (they are paid once), and a gap of several years
 * is spread over them. Null without a recurring item shared by two years.
 */
export function schoolYearlyIncrease(years: readonly YearLines[]): SchoolIncrease | null {
  const sorted = years
    .filter((year) => year.lines.length > 0)
    .sort((a, b) => academicStartYear(a.year) - academicStartYear(b.year));
  let ratio = 1;
  let span = 0;
  const items: string[] = [];
  let fromYear: string | null = null;
  let toYear: string | null = null;
  for (let i = 1; i < sorted.length; i += 1) {
    const before = recurringByItem(sorted[i - 1]!.lines);
    const after = recurringByItem(sorted[i]!.lines);
    let old = 0;
    let current = 0;
    const shared: string[] = [];
    for (const [key, item] of after) {
      const previous = before.get(key);
      if (previous === undefined || previous.yearly <= 0) continue;
      old += previous.yearly;
      current += item.yearly;
      shared.push(item.label);
    }
    const gap = academicStartYear(sorted[i]!.year) - academicStartYear(sorted[i - 1]!.year);
    if (old <= 0 || gap <= 0) continue;
    ratio *= current / old;
    span += gap;
    for (const label of shared) if (!items.includes(label)) items.push(label);
    fromYear ??= sorted[i - 1]!.year;
    toYear = sorted[i]!.year;
  }
  if (span === 0 || fromYear === null || toYear === null) return null;
  return { rate: ratio ** (1 / span) - 1, items, fromYear, toYear };
}

/** A year's worth of each recurring item of the year of entry, by item. */
function recurringByItem(
  lines: readonly FeeLine[],
): Map<string, { label: string; yearly: number }> {
  const amounts = new Map<string, { label: string; yearly: number }>();
  for (const line of firstYearLines(lines)) {
    const times = annualTimes[line.frequency];
    if (times === 0) continue;
    const key = itemKey(line);
    const entry = amounts.get(key) ?? { label: line.label.trim(), yearly: 0 };
    entry.yearly += times * toAmount(line.amount);
    amounts.set(key, entry);
  }
  return amounts;
}

/** Where the yearly increase of an estimate comes from. */
type GrowthBasis = 'school' | 'area' | 'none';

export interface Growth {
  rate: number;
  basis: GrowthBasis;
  /** with basis 'school': what the increase was measured on */
  school?: Omit<SchoolIncrease, 'rate'>;
}

/**
 * The growth rule: the school's own average yearly increase when it has at
 * least two years of comparable fees, else the area's, else none (fees stay as they are).
 */
export function chooseGrowth(school: SchoolIncrease | null, areaRate: number | null): Growth {
  if (school !== null && Number.isFinite(school.rate)) {
    const { rate, ...basis } = school;
    return { rate, basis: 'school', school: basis };
  }
  if (areaRate !== null && Number.isFinite(areaRate)) return { rate: areaRate, basis: 'area' };
  return { rate: 0, basis: 'none' };
}

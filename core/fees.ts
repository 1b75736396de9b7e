// Fee rules shared by the server (search documents, CSV) and the UI.
import { firstYearLines } from './fee-knowledge';

export const FREQUENCIES = ['One-Time', 'Monthly', 'Yearly', 'Semester', 'Half-Yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Labels on the school page and the admin cost table. */
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  'One-Time': 'Sekali',
  Monthly: 'Bulanan',
  Yearly: 'Tahunan',
  Semester: 'Semester',
  'Half-Yearly': 'Per 6 Bulan',
};

/** Captions under amounts in the comparison table. */
export const FREQUENCY_CAPTIONS: Record<Frequency, string> = {
  'One-Time': '1 kali',
  Monthly: 'per bulan',
  Yearly: 'per tahun',
  Semester: 'per semester',
  'Half-Yearly': 'per 6 bulan',
};

/** The academic year whose fees cards, listings and the comparison show (SPEC §9). */
export const FEE_YEAR = '2025/2026';

/** A school is 'Featured' when its total initial cost is above this (SPEC §9). */
export const FEATURED_THRESHOLD = 5_000_000;

export function isFeatured(totalCost: number | null | undefined): boolean {
  return typeof totalCost === 'number' && totalCost > FEATURED_THRESHOLD;
}

export interface PricedItem {
  amount: number | string;
  frequency: Frequency;
  /**
   * Items sharing a category key are variants of one fee (see countedItems).
   * When absent it is read from `globalCategory`/`schoolCategory` (a CostItem)
   * or `categoryCode`; an item with none of them stands alone.
   */
  categoryKey?: string | null;
  globalCategory?: { id: number } | null;
  schoolCategory?: { id: number } | null;
  /** a later year of study (2 …) whose fee the price list fixes: not paid on entry */
  yearOfStudy?: number | null;
}

/** The category an item belongs to, as a key; null when it names none. */
function categoryKeyOf(item: PricedItem): string | null {
  if (item.categoryKey !== undefined) return item.categoryKey;
  if (item.globalCategory) return `g${item.globalCategory.id}`;
  if (item.schoolCategory) return `s${item.schoolCategory.id}`;
  return null;
}

/**
 * The items a parent pays at once. Several items of one category in one year
 * are variants a parent chooses between, not fees added together: uniforms
 * for boys and girls, registration from inside or outside the foundation,
 * 'gelombang 1' and 'gelombang 2'. They stay separate lines, and a total
 * counts only the largest of them (what a parent should budget for).
 */
export function countedItems<T extends PricedItem>(items: readonly T[]): T[] {
  const largest = new Map<string, T>();
  const counted: T[] = [];
  for (const item of items) {
    const category = categoryKeyOf(item);
    if (category === null) {
      counted.push(item);
      continue;
    }
    // a category paid monthly and once (SPP and an SPP deposit) holds two fees, not variants
    const key = `${category}|${item.frequency}`;
    const current = largest.get(key);
    if (!current || toAmount(item.amount) > toAmount(current.amount)) largest.set(key, item);
  }
  return [...counted, ...largest.values()];
}

/** Amounts arrive as numbers or numeric strings (SPEC §3); never NaN out. */
export function toAmount(value: number | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? Math.round(amount) : 0;
}

/**
 * 'Total Biaya Awal' (SPEC §2): every one-time fee, the first month of every
 * monthly fee and every yearly fee. Semester and half-yearly fees, which the
 * spec's formula does not name, count with their first instalment: that is
 * what a parent pays when the child starts. Variants count once (countedItems);
 * a fee the price list fixes for a later year of study is not paid on entry.
 */
export function initialCost(items: readonly PricedItem[]): number {
  return countedItems(firstYearLines(items)).reduce((sum, item) => sum + toAmount(item.amount), 0);
}

export interface CostBreakdown {
  oneTime: number;
  monthly: number;
  yearly: number;
  other: number;
  total: number;
}

export function costBreakdown(items: readonly PricedItem[]): CostBreakdown {
  const totals = { oneTime: 0, monthly: 0, yearly: 0, other: 0 };
  for (const item of countedItems(firstYearLines(items))) {
    const amount = toAmount(item.amount);
    if (item.frequency === 'One-Time') totals.oneTime += amount;
    else if (item.frequency === 'Monthly') totals.monthly += amount;
    else if (item.frequency === 'Yearly') totals.yearly += amount;
    else totals.other += amount;
  }
  return { ...totals, total: totals.oneTime + totals.monthly + totals.yearly + totals.other };
}

/** Keys of the fee summary, by the code of the global cost category. */
export const FEE_SUMMARY_KEYS = {
  pendaftaran: 'pendaftaran',
  uang_pangkal: 'uangPangkal',
  kbm: 'kbm',
  spp: 'spp',
  seragam: 'seragam',
  buku: 'buku',
} as const;
export type FeeSummaryKey = (typeof FEE_SUMMARY_KEYS)[keyof typeof FEE_SUMMARY_KEYS];

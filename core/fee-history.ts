// 'Riwayat Biaya': each item of a school per academic year with its change.
import { toAmount, type Frequency } from './fees';
import { firstYearCost, itemKey, type FeeLine } from './whole-cost';
import { formatNumber } from './format';
import type { KeyItem } from './fee-knowledge';

export interface HistoryYear {
  year: string;
  lines: readonly FeeLine[];
}

interface HistoryCell {
  amount: number | null;
  /** change against the previous column (0.05 = +5 %); null when either is missing */
  change: number | null;
}

interface HistoryRow {
  key: string;
  label: string;
  notes: string | null;
  frequency: Frequency;
  /** one per year, in the order of `years` */
  cells: HistoryCell[];
}

interface YearTotals {
  year: string;
  oneTime: number;
  /** 12 × monthly */
  monthly: number;
  yearly: number;
  /** 2 × semester + 2 × half-yearly */
  instalments: number;
  total: number;
  /**
   * key items this year's price list leaves out although another year of the
   * history states them: the year's total is then a minimum, and a lower bar is
   * a missing line, not a fall
   */
  missingItems: KeyItem[];
}

export interface FeeHistory {
  /** oldest first */
  years: string[];
  rows: HistoryRow[];
  totals: YearTotals[];
}

export function percentChange(before: number | null, after: number | null): number | null {
  if (before === null || after === null || before <= 0) return null;
  return (after - before) / before;
}

/**
 * The history of a school's fees over its academic years (oldest first), or
 * null when it has fees for fewer than two years. Rows keep the order in
 * which items first appear (the cost table's order); an item missing from a
 * year's price list stays empty there, it is never carried over.
 */
export function feeHistory(input: readonly HistoryYear[]): FeeHistory | null {
  const years = input
    .filter((year) => year.lines.length > 0)
    // '2025/2026' strings: code-unit order is year order (localeCompare would load the locale's collator)
    .sort((a, b) => (a.year < b.year ? -1 : a.year > b.year ? 1 : 0));
  if (years.length < 2) return null;

  const rows = new Map<string, HistoryRow>();
  years.forEach((year, column) => {
    for (const line of year.lines) {
      const key = itemKey(line);
      let row = rows.get(key);
      if (!row) {
        row = {
          key,
          label: line.label,
          notes: line.notes?.trim() || null,
          frequency: line.frequency,
          cells: years.map(() => ({ amount: null, change: null })),
        };
        rows.set(key, row);
      }
      const cell = row.cells[column]!;
      cell.amount = (cell.amount ?? 0) + toAmount(line.amount);
    }
  });
  for (const row of rows.values()) {
    row.cells.forEach((cell, column) => {
      if (column > 0) cell.change = percentChange(row.cells[column - 1]!.amount, cell.amount);
    });
  }

  const costs = years.map((year) => firstYearCost(year.lines));
  const statedSomewhere = (item: KeyItem) =>
    costs.some((cost) => !cost.unknownItems.includes(item));
  const totals = years.map((year, index) => {
    const cost = costs[index]!;
    return {
      year: year.year,
      oneTime: cost.oneTime,
      monthly: 12 * cost.monthly,
      yearly: cost.yearly,
      instalments: 2 * (cost.semester + cost.halfYearly),
      total: cost.total,
      missingItems: cost.unknownItems.filter(statedSomewhere),
    };
  });
  return { years: years.map((year) => year.year), rows: [...rows.values()], totals };
}

/** 0.053 -> '+5,3%'; -0.1 -> '−10%'; 0 -> '0%' */
export function formatChange(change: number): string {
  const rounded = Math.round(change * 1000) / 10;
  if (rounded === 0) return '0%';
  const sign = rounded > 0 ? '+' : '−';
  return `${sign}${formatNumber(Math.abs(rounded), 1)}%`;
}

/** 0.8734 -> '87%'; 0.0042 -> '0,4%' */
export function formatShare(share: number): string {
  const percent = share * 100;
  const digits = percent < 10 ? 1 : 0;
  return `${formatNumber(percent, digits)}%`;
}

/** A yearly increase, one decimal: 0.10909 -> '10,9%'; 0.006 -> '0,6%'. */
export function formatRate(rate: number): string {
  return `${formatNumber(Math.round(rate * 1000) / 10, 1)}%`;
}

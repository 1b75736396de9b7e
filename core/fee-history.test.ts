import { describe, expect, it } from 'vitest';
import { feeHistory, formatChange, formatShare, percentChange } from './fee-history';
import type { FeeLine } from './whole-cost';

const line = (label: string, amount: number, frequency: FeeLine['frequency']): FeeLine => ({
  label,
  amount,
  frequency,
  categoryCode: null,
});

describe('feeHistory', () => {
  it('is null for fewer than two years with fees', () => {
    expect(feeHistory([{ year: '2025/2026', lines: [line('SPP', 1, 'Monthly')] }])).toBeNull();
    expect(
      feeHistory([
        { year: '2025/2026', lines: [line('SPP', 1, 'Monthly')] },
        { year: '2024/2025', lines: [] },
      ]),
    ).toBeNull();
  });

  it('lists each item per year, oldest first, with the change from the previous year', () => {
    const history = feeHistory([
      {
        year: '2023/2024',
        lines: [
          line('Dana Pendidikan', 14_000_000, 'Yearly'),
          line('SPP bulan Juli', 2_000_000, 'Monthly'),
        ],
      },
      {
        year: '2022/2023',
        lines: [
          line('Dana Pendidikan', 12_500_000, 'Yearly'),
          line('SPP bulan Juli', 1_900_000, 'Monthly'),
        ],
      },
      { year: '2024/2025', lines: [line('Dana Pendidikan', 14_000_000, 'Yearly')] },
    ])!;
    expect(history.years).toEqual(['2022/2023', '2023/2024', '2024/2025']);
    const [education, spp] = history.rows;
    expect(education!.cells.map((cell) => cell.amount)).toEqual([
      12_500_000, 14_000_000, 14_000_000,
    ]);
    expect(education!.cells[0]!.change).toBeNull();
    expect(education!.cells[1]!.change).toBeCloseTo(0.12, 10);
    expect(education!.cells[2]!.change).toBe(0);
    // never carried into a year whose price list does not have it
    expect(spp!.cells.map((cell) => cell.amount)).toEqual([1_900_000, 2_000_000, null]);
    expect(spp!.cells[2]!.change).toBeNull();
    expect(history.totals.map((total) => total.total)).toEqual([
      12_500_000 + 12 * 1_900_000,
      14_000_000 + 12 * 2_000_000,
      14_000_000,
    ]);
    // the last year's lower total is a line its price list leaves out, not a fall
    expect(history.totals.map((total) => total.missingItems)).toEqual([[], [], ['spp']]);
  });
});

describe('formatting', () => {
  it('writes changes and shares the Indonesian way', () => {
    expect(formatChange(0.053)).toBe('+5,3%');
    expect(formatChange(-0.1)).toBe('−10%');
    expect(formatChange(0.0001)).toBe('0%');
    expect(formatShare(0.8734)).toBe('87%');
    expect(formatShare(0.0042)).toBe('0,4%');
    expect(percentChange(0, 5)).toBeNull();
  });
});

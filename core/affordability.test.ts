import { describe, expect, it } from 'vitest';
import {
  affordability,
  affordabilityLines,
  wageForYear,
  wageLabel,
  type MinimumWage,
} from './affordability';

const wage = (year: number, amount: number, approximate = false): MinimumWage => ({
  provinceCode: '32',
  provinceName: 'Jawa Barat',
  year,
  amount,
  approximate,
  sources: 'news',
});

describe('wageForYear', () => {
  const wages = [wage(2025, 2_191_232), wage(2026, 2_317_601)];
  it('takes the year the academic year starts in, else the nearest', () => {
    expect(wageForYear(wages, 2025)?.year).toBe(2025);
    expect(wageForYear(wages, 2026)?.year).toBe(2026);
    expect(wageForYear(wages, 2022)?.year).toBe(2025);
    expect(wageForYear(wages, 2030)?.year).toBe(2026);
    expect(wageForYear([], 2025)).toBeNull();
  });
});

describe('affordability', () => {
  it('puts SPP and the first year beside the UMP', () => {
    const value = affordability(wage(2025, 2_000_000), 1_000_000, 30_000_000)!;
    expect(value.sppShare).toBe(0.5);
    expect(value.firstYearMonths).toBe(15);
    expect(affordabilityLines(value)).toEqual([
      'SPP bulanan setara 50% UMP Jawa Barat 2025.',
      'Biaya tahun pertama setara 15 bulan UMP Jawa Barat 2025.',
    ]);
  });

  it('leaves out what is missing, and is null with nothing to compare', () => {
    const value = affordability(wage(2025, 2_000_000), null, 39_650_000)!;
    expect(affordabilityLines(value)).toEqual([
      'Biaya tahun pertama setara 19,8 bulan UMP Jawa Barat 2025.',
    ]);
    expect(affordability(wage(2025, 2_000_000), null, 0)).toBeNull();
    expect(affordabilityLines(affordability(wage(2025, 2_000_000), 0, 500_000)!)[0]).toBe(
      'Tidak ada SPP bulanan.',
    );
    expect(affordability(null, 1, 1)).toBeNull();
  });

  it('marks an approximate figure', () => {
    expect(wageLabel(wage(2025, 2_191_232, true))).toBe('UMP Jawa Barat 2025 sekitar Rp 2.191.232');
    expect(wageLabel(wage(2025, 2_191_232))).toBe('UMP Jawa Barat 2025 Rp 2.191.232');
  });
});

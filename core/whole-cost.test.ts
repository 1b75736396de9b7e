import { describe, expect, it } from 'vitest';
import {
  averageYearlyIncrease,
  chooseGrowth,
  costToGraduation,
  entryFee,
  firstYearCost,
  itemBaseName,
  monthlySpp,
  type FeeLine,
} from './whole-cost';

const line = (
  label: string,
  amount: number,
  frequency: FeeLine['frequency'],
  categoryCode: string | null = null,
  notes: string | null = null,
): FeeLine => ({ label, amount, frequency, categoryCode, notes });

describe('firstYearCost', () => {
  it('adds one-time fees, 12 monthly fees, yearly fees and two of each half-year fee', () => {
    const cost = firstYearCost([
      line('Uang Pangkal', 10_000_000, 'One-Time', 'uang_pangkal'),
      line('SPP', 750_000, 'Monthly', 'spp'),
      line('Kegiatan', 1_200_000, 'Yearly', 'kegiatan'),
      line('KBM', 400_000, 'Semester', 'kbm'),
      line('Asrama', 300_000, 'Half-Yearly'),
    ]);
    expect(cost).toMatchObject({
      oneTime: 10_000_000,
      monthly: 750_000,
      yearly: 1_200_000,
      semester: 400_000,
      halfYearly: 300_000,
      recurring: 12 * 750_000 + 1_200_000 + 800_000 + 600_000,
      variantsCollapsed: false,
    });
    expect(cost.total).toBe(10_000_000 + 9_000_000 + 1_200_000 + 800_000 + 600_000);
  });

  it('accepts amounts as numeric strings', () => {
    expect(firstYearCost([{ ...line('SPP', 0, 'Monthly', 'spp'), amount: '500000' }]).total).toBe(
      6_000_000,
    );
  });

  it('counts only the highest of several variants of one item', () => {
    const cost = firstYearCost([
      line('Seragam Putra', 1_900_000, 'One-Time'),
      line('Seragam Putri', 2_500_000, 'One-Time'),
      line('Pendaftaran (anak pegawai)', 325_000, 'One-Time'),
      line('Pendaftaran (asal non SIT Nurul Fikri)', 650_000, 'One-Time'),
      line('Seragam', 1_000_000, 'One-Time', 'seragam', 'putra'),
      line('Seragam', 1_100_000, 'One-Time', 'seragam', 'putri'),
    ]);
    expect(cost.oneTime).toBe(2_500_000 + 650_000 + 1_100_000);
    expect(cost.variantsCollapsed).toBe(true);
  });

  it('keeps a monthly and a yearly item of one category apart', () => {
    const cost = firstYearCost([
      line('SPP', 100, 'Monthly', 'spp'),
      line('SPP', 50, 'Yearly', 'spp'),
    ]);
    expect(cost.total).toBe(1_250);
  });

  it('is zero for no items', () => {
    expect(firstYearCost([]).total).toBe(0);
  });
});

describe('itemBaseName', () => {
  it('drops variant words and parenthesised qualifiers', () => {
    expect(itemBaseName('Seragam Putri')).toBe('seragam');
    expect(itemBaseName('Pendaftaran (asal SIT Nurul Fikri)')).toBe('pendaftaran');
    expect(itemBaseName('Uang Pangkal Gelombang 2')).toBe('uang pangkal');
    expect(itemBaseName('(khusus)')).toBe('(khusus)');
  });
});

describe('monthlySpp and entryFee', () => {
  it('reads SPP by category or name, as a monthly amount', () => {
    expect(monthlySpp([line('SPP', 900_000, 'Monthly', 'spp')])).toBe(900_000);
    expect(monthlySpp([line('SPP bulan Juli', 1_900_000, 'Monthly')])).toBe(1_900_000);
    expect(monthlySpp([line('SPP', 6_000_000, 'Semester', 'spp')])).toBe(1_000_000);
    expect(monthlySpp([line('SPP', 12_000_000, 'Yearly', 'spp')])).toBe(1_000_000);
    expect(monthlySpp([line('Dana Pendidikan', 14_000_000, 'Yearly')])).toBeNull();
  });

  it('reads the entry fee from uang pangkal or its usual names', () => {
    expect(entryFee([line('Uang Pangkal', 5_000_000, 'One-Time', 'uang_pangkal')])).toBe(5_000_000);
    expect(entryFee([line('Dana Pengembangan', 22_500_000, 'One-Time')])).toBe(22_500_000);
    expect(entryFee([line('Seragam', 1_000_000, 'One-Time', 'seragam')])).toBeNull();
  });
});

describe('averageYearlyIncrease', () => {
  const year = (startYear: number, lines: FeeLine[]) => ({ startYear, lines });

  it('compares the items two consecutive years share', () => {
    const rate = averageYearlyIncrease([
      year(2024, [line('SPP', 1_000_000, 'Monthly', 'spp'), line('Buku', 500_000, 'Yearly')]),
      year(2025, [line('SPP', 1_100_000, 'Monthly', 'spp'), line('Buku', 550_000, 'Yearly')]),
    ]);
    expect(rate).toBeCloseTo(0.1, 10);
  });

  it('does not read an item missing from a later price list as a fall', () => {
    const rate = averageYearlyIncrease([
      year(2022, [
        line('SPP', 2_000_000, 'Monthly'),
        line('Dana Pendidikan', 12_500_000, 'Yearly'),
      ]),
      year(2023, [line('Dana Pendidikan', 14_000_000, 'Yearly')]),
    ]);
    expect(rate).toBeCloseTo(0.12, 10);
  });

  it('spreads the change over missing years', () => {
    const rate = averageYearlyIncrease([
      year(2022, [line('SPP', 1_000_000, 'Monthly')]),
      year(2025, [line('SPP', 1_331_000, 'Monthly')]),
    ]);
    expect(rate).toBeCloseTo(0.1, 10);
  });

  it('compounds over several pairs, in year order whatever the input order', () => {
    const rate = averageYearlyIncrease([
      year(2025, [line('SPP', 1_210_000, 'Monthly')]),
      year(2023, [line('SPP', 1_000_000, 'Monthly')]),
      year(2024, [line('SPP', 1_100_000, 'Monthly')]),
    ]);
    expect(rate).toBeCloseTo(0.1, 10);
  });

  it('is null with one year, or when no item recurs', () => {
    expect(averageYearlyIncrease([year(2025, [line('SPP', 1, 'Monthly')])])).toBeNull();
    expect(
      averageYearlyIncrease([
        year(2024, [line('SPP', 1, 'Monthly')]),
        year(2025, [line('Buku', 1, 'Yearly')]),
      ]),
    ).toBeNull();
    expect(
      averageYearlyIncrease([year(2024, []), year(2025, [line('SPP', 1, 'Monthly')])]),
    ).toBeNull();
  });
});

describe('the growth rule', () => {
  it('prefers the school, then the area, then none', () => {
    expect(chooseGrowth(0.08, 0.05)).toEqual({ rate: 0.08, basis: 'school' });
    expect(chooseGrowth(null, 0.05)).toEqual({ rate: 0.05, basis: 'area' });
    expect(chooseGrowth(null, null)).toEqual({ rate: 0, basis: 'none' });
  });
});

describe('costToGraduation', () => {
  const cost = firstYearCost([
    line('Uang Pangkal', 10_000_000, 'One-Time', 'uang_pangkal'),
    line('SPP', 1_000_000, 'Monthly', 'spp'),
  ]);

  it('counts the entry cost once and the recurring fees every year, by level', () => {
    expect(costToGraduation('sd', cost, chooseGrowth(null, null))).toEqual({
      years: 6,
      total: 10_000_000 + 6 * 12_000_000,
      growth: { rate: 0, basis: 'none' },
    });
    expect(costToGraduation('tk', cost, chooseGrowth(null, null))?.years).toBe(2);
    for (const level of ['smp', 'sma', 'smk'] as const)
      expect(costToGraduation(level, cost, chooseGrowth(null, null))?.years).toBe(3);
    expect(costToGraduation('slb', cost, chooseGrowth(null, null))).toBeNull();
  });

  it('grows each later year by the yearly increase', () => {
    const estimate = costToGraduation('smp', cost, chooseGrowth(0.1, null));
    expect(estimate?.total).toBe(Math.round(10_000_000 + 12_000_000 * (1 + 1.1 + 1.21)));
  });

  it('year one is the first-year total', () => {
    const one = costToGraduation('tk', cost, chooseGrowth(0.1, null))!;
    expect(one.total - 12_000_000 * 1.1).toBeCloseTo(cost.total, 0);
  });
});

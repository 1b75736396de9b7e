import { describe, expect, it } from 'vitest';
import { formatRate } from './fee-history';
import {
  schoolYearlyIncrease,
  chooseGrowth,
  entryFee,
  firstYearCost,
  itemBaseName,
  monthlySpp,
  type FeeLine,
} from './whole-cost';
import { costToGraduation } from './graduation-estimate';

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

describe('schoolYearlyIncrease', () => {
  const year = (name: string, lines: FeeLine[]) => ({ year: name, lines });

  it('compares the recurring items two consecutive years share, as a year of each', () => {
    const increase = schoolYearlyIncrease([
      year('2024/2025', [
        line('SPP', 1_000_000, 'Monthly', 'spp'),
        line('Buku', 500_000, 'Yearly'),
      ]),
      year('2025/2026', [
        line('SPP', 1_100_000, 'Monthly', 'spp'),
        line('Buku', 550_000, 'Yearly'),
      ]),
    ]);
    expect(increase?.rate).toBeCloseTo(0.1, 10);
    expect(increase).toMatchObject({
      items: ['SPP', 'Buku'],
      fromYear: '2024/2025',
      toYear: '2025/2026',
    });
  });

  it('reads SMP Al Ghazaly Bogor: SPP 550.000 -> 610.000 is +10,9 %, whatever the one-time fees', () => {
    const increase = schoolYearlyIncrease([
      year('2024/2025', [
        line('Uang Pangkal', 8_000_000, 'One-Time', 'uang_pangkal'),
        line('Seragam', 1_500_000, 'One-Time', 'seragam'),
        line('SPP', 550_000, 'Monthly', 'spp'),
      ]),
      year('2025/2026', [
        line('Uang Pangkal', 8_000_000, 'One-Time', 'uang_pangkal'),
        line('Seragam', 1_500_000, 'One-Time', 'seragam'),
        line('SPP', 610_000, 'Monthly', 'spp'),
      ]),
    ]);
    expect(increase?.rate).toBeCloseTo(610 / 550 - 1, 10);
    expect(formatRate(increase!.rate)).toBe('10,9%');
    expect(increase?.items).toEqual(['SPP']);
  });

  it('weighs a monthly fee as twelve payments against a yearly one', () => {
    const increase = schoolYearlyIncrease([
      year('2024/2025', [line('SPP', 100, 'Monthly', 'spp'), line('Kegiatan', 1_200, 'Yearly')]),
      year('2025/2026', [line('SPP', 110, 'Monthly', 'spp'), line('Kegiatan', 1_200, 'Yearly')]),
    ]);
    // 12 × 100 + 1.200 -> 12 × 110 + 1.200
    expect(increase?.rate).toBeCloseTo(2_520 / 2_400 - 1, 10);
  });

  it('does not read an item missing from a later price list as a fall', () => {
    const increase = schoolYearlyIncrease([
      year('2022/2023', [
        line('SPP', 2_000_000, 'Monthly'),
        line('Dana Pendidikan', 12_500_000, 'Yearly'),
      ]),
      year('2023/2024', [line('Dana Pendidikan', 14_000_000, 'Yearly')]),
    ]);
    expect(increase?.rate).toBeCloseTo(0.12, 10);
    expect(increase?.items).toEqual(['Dana Pendidikan']);
  });

  it('spreads the change over missing years', () => {
    const increase = schoolYearlyIncrease([
      year('2022/2023', [line('SPP', 1_000_000, 'Monthly')]),
      year('2025/2026', [line('SPP', 1_331_000, 'Monthly')]),
    ]);
    expect(increase?.rate).toBeCloseTo(0.1, 10);
  });

  it('compounds over several pairs, in year order whatever the input order', () => {
    const increase = schoolYearlyIncrease([
      year('2025/2026', [line('SPP', 1_210_000, 'Monthly')]),
      year('2023/2024', [line('SPP', 1_000_000, 'Monthly')]),
      year('2024/2025', [line('SPP', 1_100_000, 'Monthly')]),
    ]);
    expect(increase?.rate).toBeCloseTo(0.1, 10);
    expect(increase).toMatchObject({ fromYear: '2023/2024', toYear: '2025/2026' });
  });

  it('is null with one year, when no recurring item recurs, or only one-time fees do', () => {
    expect(schoolYearlyIncrease([year('2025/2026', [line('SPP', 1, 'Monthly')])])).toBeNull();
    expect(
      schoolYearlyIncrease([
        year('2024/2025', [line('SPP', 1, 'Monthly')]),
        year('2025/2026', [line('Buku', 1, 'Yearly')]),
      ]),
    ).toBeNull();
    expect(
      schoolYearlyIncrease([year('2024/2025', []), year('2025/2026', [line('SPP', 1, 'Monthly')])]),
    ).toBeNull();
    expect(
      schoolYearlyIncrease([
        year('2024/2025', [line('Uang Pangkal', 5_000_000, 'One-Time', 'uang_pangkal')]),
        year('2025/2026', [line('Uang Pangkal', 6_000_000, 'One-Time', 'uang_pangkal')]),
      ]),
    ).toBeNull();
  });
});

const SCHOOL_10 = { rate: 0.1, items: ['SPP'], fromYear: '2024/2025', toYear: '2025/2026' };

describe('the growth rule', () => {
  it('prefers the school, then the area, then none', () => {
    expect(chooseGrowth(SCHOOL_10, 0.05)).toEqual({
      rate: 0.1,
      basis: 'school',
      school: { items: ['SPP'], fromYear: '2024/2025', toYear: '2025/2026' },
    });
    expect(chooseGrowth(null, 0.05)).toEqual({ rate: 0.05, basis: 'area' });
    expect(chooseGrowth(null, null)).toEqual({ rate: 0, basis: 'none' });
  });
});

describe('costToGraduation', () => {
  const lines = [
    line('Uang Pangkal', 10_000_000, 'One-Time', 'uang_pangkal'),
    line('SPP', 1_000_000, 'Monthly', 'spp'),
    line('Seragam', 0, 'One-Time', 'seragam'),
    line('Buku', 0, 'One-Time', 'buku'),
  ];
  const cost = firstYearCost(lines);

  it('counts the entry cost once and the recurring fees every year, by level', () => {
    expect(costToGraduation('sd', lines, chooseGrowth(null, null))).toEqual({
      years: 6,
      total: 10_000_000 + 6 * 12_000_000,
      growth: { rate: 0, basis: 'none' },
      scheduledYears: [],
      unknownItems: [],
    });
    expect(costToGraduation('tk', lines, chooseGrowth(null, null))?.years).toBe(2);
    for (const level of ['smp', 'sma', 'smk'] as const)
      expect(costToGraduation(level, lines, chooseGrowth(null, null))?.years).toBe(3);
    expect(costToGraduation('slb', lines, chooseGrowth(null, null))).toBeNull();
  });

  it('grows each later year by the yearly increase', () => {
    const estimate = costToGraduation('smp', lines, chooseGrowth(SCHOOL_10, null));
    expect(estimate?.total).toBe(Math.round(10_000_000 + 12_000_000 * (1 + 1.1 + 1.21)));
  });

  it('year one is the first-year total', () => {
    const one = costToGraduation('tk', lines, chooseGrowth(SCHOOL_10, null))!;
    expect(one.total - 12_000_000 * 1.1).toBeCloseTo(cost.total, 0);
  });

  it("uses the price list's own schedule for the years it fixes, not an estimate", () => {
    // SDIT Nurul Fikri 2021/2022: Dana Pendidikan on entry, then 'Dana Daftar Ulang Tahunan' per year
    const listed = [
      line('Uang Pangkal', 22_500_000, 'One-Time', 'uang_pangkal'),
      line('Biaya KBM', 12_500_000, 'Yearly', 'kbm', 'Dana Pendidikan'),
      line('SPP', 1_900_000, 'Monthly', 'spp'),
      ...[3_500_000, 3_750_000, 4_100_000, 4_500_000, 4_900_000].map((amount, i) => ({
        ...line('Biaya KBM', amount, 'Yearly', 'kbm', `Dana Daftar Ulang Tahun ke ${i + 2}`),
        yearOfStudy: i + 2,
      })),
    ];
    expect(firstYearCost(listed).total).toBe(22_500_000 + 12_500_000 + 12 * 1_900_000);
    const estimate = costToGraduation('sd', listed, chooseGrowth(SCHOOL_10, null))!;
    expect(estimate.scheduledYears).toEqual([2, 3, 4, 5, 6]);
    const spp = [0, 1, 2, 3, 4, 5].reduce((sum, k) => sum + 12 * 1_900_000 * 1.1 ** k, 0);
    const scheduled = 3_500_000 + 3_750_000 + 4_100_000 + 4_500_000 + 4_900_000;
    expect(estimate.total).toBe(Math.round(22_500_000 + 12_500_000 + spp + scheduled));
  });

  it('names the key items nobody stated: the estimate is then a minimum', () => {
    const noSpp = [
      line('Uang Pangkal', 22_500_000, 'One-Time', 'uang_pangkal'),
      line('Biaya KBM', 14_000_000, 'Yearly', 'kbm'),
      line('Seragam', 2_500_000, 'One-Time', 'seragam', 'Putri'),
    ];
    expect(firstYearCost(noSpp).unknownItems).toEqual(['spp', 'buku']);
    expect(costToGraduation('sd', noSpp, chooseGrowth(null, null))?.unknownItems).toEqual([
      'spp',
      'buku',
    ]);
  });
});

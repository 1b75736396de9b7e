import { describe, expect, it } from 'vitest';
import {
  bpsLevelsOf,
  householdSpendingText,
  pickHouseholdSpending,
  reportSources,
  type HouseholdSpending,
} from './household-spending';

const row = (
  academicYear: string,
  areaCode: string,
  areaName: string,
  amount: number,
): HouseholdSpending => ({
  academicYear,
  areaCode,
  areaName,
  levels: 'SMA;SMK',
  amount,
  publication: 'BPS Statistik Penunjang Pendidikan',
  reportedBy: 'dataloka.id (list truncated)',
});

describe('household spending on education', () => {
  const rows = [
    row('2020/2021', '32', 'Jawa Barat', 8_630_000),
    row('2023/2024', 'ID', 'Indonesia', 10_190_000),
    row('2023/2024', '32', 'Jawa Barat', 11_490_000),
    row('2023/2024', '31', 'DKI Jakarta', 14_410_000),
  ];

  it("takes the newest survey, the province's own figure before the nation's", () => {
    expect(pickHouseholdSpending(rows, '32')?.amount).toBe(11_490_000);
    // no 2023/2024 figure of Aceh: the nation's of that year, not an older one
    expect(pickHouseholdSpending(rows, '11')?.amount).toBe(10_190_000);
    expect(pickHouseholdSpending([], '32')).toBeNull();
  });

  it('says what it is, rounded, with its year, and that it includes transport and pocket money', () => {
    expect(householdSpendingText(pickHouseholdSpending(rows, '32')!)).toBe(
      'Rata-rata pengeluaran rumah tangga untuk pendidikan SMA/SMK di Jawa Barat: sekitar Rp 11,5 jt per tahun (BPS, 2023/2024), termasuk transportasi dan uang saku.',
    );
    expect(reportSources('dataloka.id/?p=4071 (list truncated after 25 provinces)')).toBe(
      'dataloka.id/?p=4071',
    );
  });

  it('has figures for SD, SMP and SMA/SMK only', () => {
    expect(bpsLevelsOf('smk')).toBe('SMA;SMK');
    expect(bpsLevelsOf('sd')).toBe('SD');
    expect(bpsLevelsOf('tk')).toBeNull();
    expect(bpsLevelsOf('slb')).toBeNull();
  });
});

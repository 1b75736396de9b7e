import { describe, expect, it } from 'vitest';
import type { FeeFactLine } from '@core/contracts/fee-facts';
import type { FeeSource } from '@core/contracts/schools';
import { costTable, facilityLines, fullAddress, pickYear } from './school-page';

const years = [
  { id: 3, year: '2026/2027' },
  { id: 2, year: '2025/2026' },
  { id: 1, year: '2024/2025' },
];

describe('pickYear', () => {
  it('defaults to the newest year with costs', () => {
    expect(pickYear(years, null)).toEqual({ id: 3, year: '2026/2027' });
  });

  it('keeps the year the visitor chose', () => {
    expect(pickYear(years, 1)).toEqual({ id: 1, year: '2024/2025' });
  });

  it('falls back to the newest when the choice has no costs, and to nothing without years', () => {
    expect(pickYear(years, 99)?.id).toBe(3);
    expect(pickYear([], null)).toBeUndefined();
  });
});

let nextId = 1;
const source = (kind: FeeSource['kind']): FeeSource => ({
  kind,
  label: kind === 'sample' ? 'Data contoh' : 'Admin sekolah',
  verifiedAt: null,
  document: null,
  contributor: null,
});
function item(
  frequency: FeeFactLine['frequency'],
  amount: number,
  options: {
    notes?: string | null;
    schoolCategory?: { id: number; name: string; description: string | null } | null;
    code?: string;
    kind?: FeeSource['kind'];
  } = {},
): FeeFactLine {
  const code = options.code ?? 'spp';
  const id = nextId++;
  return {
    id,
    key: `item:${id}`,
    name: options.schoolCategory?.name ?? options.code ?? 'SPP',
    description: options.schoolCategory ? options.schoolCategory.description : 'Iuran',
    categoryCode: options.schoolCategory ? null : code,
    schoolSpecific: Boolean(options.schoolCategory),
    amount,
    frequency,
    notes: options.notes ?? null,
    source: source(options.kind ?? 'admin'),
    conflict: null,
  };
}

describe('costTable', () => {
  it("adds one-time fees, the first month and yearly fees into 'Total Biaya Awal'", () => {
    const table = costTable([
      item('One-Time', 5_000_000, { code: 'Uang Pangkal' }),
      item('Monthly', 450_000),
      item('Monthly', 50_000, { code: 'Katering' }),
      item('Yearly', 1_200_000, { code: 'Buku' }),
    ]);
    expect(table.breakdown).toMatchObject({
      oneTime: 5_000_000,
      monthly: 500_000,
      yearly: 1_200_000,
    });
    expect(table.initialTotal).toBe(6_700_000);
  });

  it('labels frequencies in Indonesian and marks school-specific items', () => {
    const table = costTable([
      item('One-Time', 100, { code: 'Pendaftaran' }),
      item('Monthly', 200),
      item('Yearly', 300, {
        schoolCategory: { id: 9, name: 'Study Tour', description: null },
        notes: '  Kelas 6 saja ',
      }),
    ]);
    expect(table.rows.map((row) => [row.name, row.frequencyLabel, row.schoolSpecific])).toEqual([
      ['Pendaftaran', 'Sekali', false],
      ['SPP', 'Bulanan', false],
      ['Study Tour', 'Tahunan', true],
    ]);
    expect(table.rows[2]!.notes).toBe('Kelas 6 saja');
  });

  it("flags sample data so the page shows 'Data contoh'", () => {
    expect(costTable([item('Monthly', 1)]).isSample).toBe(false);
    expect(
      costTable([item('Monthly', 1), item('Yearly', 2, { code: 'Buku', kind: 'sample' })]).isSample,
    ).toBe(true);
  });

  it('counts variants of one category once, at the largest amount', () => {
    const table = costTable([
      item('One-Time', 700_000, { code: 'Seragam', notes: 'putra' }),
      item('One-Time', 750_000, { code: 'Seragam', notes: 'putri' }),
      item('Monthly', 450_000),
    ]);
    expect(table.rows).toHaveLength(3);
    expect(table.initialTotal).toBe(1_200_000);
  });

  it("carries each line's source for the page", () => {
    const [row] = costTable([item('Monthly', 1, { kind: 'sample' })]).rows;
    expect(row!.source.label).toBe('Data contoh');
  });

  it('names the key items nobody stated, and keeps later years of study out of the total', () => {
    const table = costTable([
      item('One-Time', 22_500_000, { code: 'uang_pangkal' }),
      item('Yearly', 14_000_000, { code: 'kbm' }),
      item('One-Time', 2_500_000, { code: 'seragam' }),
      {
        ...item('Yearly', 3_500_000, { code: 'kbm', notes: 'Daftar ulang tahun ke 2' }),
        yearOfStudy: 2,
      },
    ]);
    expect(table.unknownItems).toEqual(['spp', 'buku']);
    expect(table.statedBySchool).toBe(true);
    expect(table.initialTotal).toBe(22_500_000 + 14_000_000 + 2_500_000);
    expect(table.hasLaterYears).toBe(true);
    expect(table.rows.map((row) => row.yearOfStudy)).toEqual([null, null, null, 2]);
    // only a rule's lines: what it does not name is not known yet
    const ruled = costTable([item('Monthly', 0, { kind: 'regulation' })]);
    expect(ruled).toMatchObject({
      statedBySchool: false,
      unknownItems: ['uang_pangkal', 'seragam', 'buku'],
    });
  });

  it('is empty and zero without items', () => {
    expect(costTable([])).toMatchObject({ rows: [], initialTotal: 0, isSample: false });
  });

  it("tells when some lines are a rule's fees", () => {
    expect(costTable([item('Monthly', 0, { kind: 'regulation' })]).hasRuleLines).toBe(true);
    expect(costTable([item('Monthly', 10)]).hasRuleLines).toBe(false);
  });
});

describe('fullAddress', () => {
  const school = {
    streetAddress: 'Jl. Setiabudi No. 1',
    subdistrict: { id: '32.73.01.1001', name: 'Isola' },
    villageName: 'Isola',
    district: { id: '32.73.01', name: 'Sukasari' },
    city: { id: '32.73', name: 'Kota Bandung', slug: 'bandung' },
    province: { id: '32', name: 'Jawa Barat', slug: 'jawa-barat' },
    postalCode: '40154',
  };

  it('joins street, subdistrict, district, city, province and postal code', () => {
    expect(fullAddress(school)).toBe(
      'Jl. Setiabudi No. 1, Isola, Sukasari, Kota Bandung, Jawa Barat, 40154',
    );
  });

  it('skips blanks and uses the free-text village when no subdistrict is linked', () => {
    expect(
      fullAddress({
        ...school,
        streetAddress: '  ',
        subdistrict: null,
        villageName: 'Gegerkalong',
        district: null,
        postalCode: null,
      }),
    ).toBe('Gegerkalong, Kota Bandung, Jawa Barat');
  });
});

describe('facilityLines', () => {
  it('puts one facility per line and drops blank lines', () => {
    expect(facilityLines('Perpustakaan\r\n\n  Laboratorium IPA \nMasjid')).toEqual([
      'Perpustakaan',
      'Laboratorium IPA',
      'Masjid',
    ]);
    expect(facilityLines(null)).toEqual([]);
  });
});

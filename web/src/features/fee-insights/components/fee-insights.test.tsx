import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { FeeInsights, YearInsight } from '@core/contracts/insights';
import { Affordability } from './affordability';
import { AreaBenchmarks } from './area-benchmarks';
import { FeeHistory } from './fee-history';
import { WholeCost } from './whole-cost';

afterEach(cleanup);

const year: YearInsight = {
  academicYearId: 2,
  year: '2025/2026',
  isSample: false,
  statedBySchool: true,
  firstYear: {
    oneTime: 25_000_000,
    monthly: 0,
    yearly: 14_000_000,
    semester: 0,
    halfYearly: 0,
    recurring: 14_000_000,
    total: 39_000_000,
    variantsCollapsed: true,
    unknownItems: ['spp', 'buku'],
  },
  toGraduation: {
    years: 6,
    total: 118_000_000,
    growthRate: 0.046,
    growthBasis: 'area',
    growthArea: { kind: 'city', code: '32.76', name: 'Kota Depok' },
    growthDataset: 'sample',
    growthSchool: null,
    scheduledYears: [],
    unknownItems: ['spp', 'buku'],
  },
  monthlySpp: null,
  entryFee: 22_500_000,
  benchmarks: [
    {
      metric: 'entry',
      area: { kind: 'city', code: '32.76', name: 'Kota Depok' },
      dataset: 'sample',
      stats: {
        n: 10,
        p25: 5e6,
        median: 8e6,
        p75: 12e6,
        points: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => i * 2e6),
      },
      value: 22_500_000,
    },
  ],
  minimumWage: {
    provinceCode: '32',
    provinceName: 'Jawa Barat',
    year: 2025,
    amount: 2_191_232,
    approximate: true,
    sources: 'tempo.co',
  },
};

describe('the whole cost', () => {
  it('shows a minimum over unknown items and a rounded estimate with its assumption', () => {
    render(<WholeCost insight={year} level="sd" isPublic={false} />);
    const box = screen.getByTestId('whole-cost');
    expect(box.textContent).toContain('Biaya tahun pertamapaling sedikit Rp 39.000.000');
    expect(box.textContent).toContain(
      'SPP dan buku tidak dicantumkan pada daftar biaya tahun ini, jadi total ini belum termasuk biaya tersebut.',
    );
    expect(screen.getByTestId('graduation-estimate').textContent).toBe(
      'paling sedikit sekitar Rp 118 jt',
    );
    expect(box.textContent).toContain(
      'naik 4,6% per tahun, rata-rata kenaikan SD swasta di Kota Depok (dari data contoh)',
    );
    expect(box.textContent).toContain('dihitung yang tertinggi');
  });

  it("states the school's own increase with what it was measured on, and a fixed schedule", () => {
    const known: YearInsight = {
      ...year,
      firstYear: { ...year.firstYear, unknownItems: [] },
      toGraduation: {
        ...year.toGraduation!,
        total: 73_612_345,
        growthRate: 610 / 550 - 1,
        growthBasis: 'school',
        growthArea: null,
        growthDataset: null,
        growthSchool: { items: ['SPP'], fromYear: '2024/2025', toYear: '2025/2026' },
        scheduledYears: [2, 3, 4, 5, 6],
        unknownItems: [],
      },
    };
    render(<WholeCost insight={known} level="sd" isPublic={false} />);
    const box = screen.getByTestId('whole-cost');
    expect(screen.getByTestId('graduation-estimate').textContent).toBe('sekitar Rp 73,6 jt');
    expect(box.textContent).toContain(
      'naik 10,9% per tahun: kenaikan rata-rata sekolah ini sendiri, dihitung dari biaya rutin yang sama di tahun-tahun berurutan (SPP; 2024/2025 sampai 2025/2026).',
    );
    expect(box.textContent).toContain('tahun ke-2 sampai ke-6 mengikuti jadwal');
    expect(box.textContent).not.toContain('paling sedikit');
  });
});

describe('the whole cost of a school only a rule speaks for', () => {
  it('states no figure and no estimate when all it knows is a rule’s Rp 0', () => {
    const ruled: YearInsight = {
      ...year,
      statedBySchool: false,
      firstYear: {
        ...year.firstYear,
        oneTime: 0,
        yearly: 0,
        recurring: 0,
        total: 0,
        unknownItems: ['seragam', 'buku'],
      },
    };
    render(<WholeCost insight={ruled} level="sd" isPublic />);
    const box = screen.getByTestId('whole-cost');
    expect(box.textContent).toContain('Biaya tahun pertamaBelum diketahui');
    expect(box.textContent).toContain('Seragam dan buku belum diketahui');
    expect(screen.queryByTestId('graduation-estimate')).toBeNull();
  });
});

describe('the area benchmark', () => {
  it('places the school and says the figures come from sample data', () => {
    render(<AreaBenchmarks insight={year} level="sd" status="private" />);
    expect(
      screen.getByText(
        'Uang pangkal sekolah ini lebih tinggi dari 100% SD swasta di Kota Depok (n = 10)',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/dihitung dari data contoh/)).toBeTruthy();
  });

  it('explains why nothing is shown below 5 schools', () => {
    render(<AreaBenchmarks insight={{ ...year, benchmarks: [] }} level="sd" status="private" />);
    expect(screen.getByText(/minimal 5 sekolah/)).toBeTruthy();
  });
});

describe('affordability', () => {
  it('compares with the UMP and says sekitar for an approximate figure', () => {
    render(<Affordability insight={year} level="sd" isPublic />);
    const section = screen.getByTestId('affordability');
    expect(section.textContent).toContain(
      'Biaya tahun pertama setara paling sedikit 17,8 bulan UMP Jawa Barat 2025.',
    );
    expect(section.textContent).toContain('UMP Jawa Barat 2025 sekitar Rp 2.191.232');
    expect(section.textContent).toContain(
      'Sumber: Permenaker 16/2024, dihimpun dari pemberitaan media',
    );
    expect(section.textContent).toContain('tempo.co');
  });
});

describe('Riwayat Biaya', () => {
  it('lists each item per year with its change, and a chart', () => {
    const history: NonNullable<FeeInsights['history']> = {
      years: ['2022/2023', '2023/2024'],
      rows: [
        {
          key: 'dana pendidikan||Yearly',
          label: 'Dana Pendidikan',
          notes: null,
          frequency: 'Yearly',
          cells: [
            { amount: 12_500_000, change: null },
            { amount: 14_000_000, change: 0.12 },
          ],
        },
      ],
      totals: [
        {
          year: '2022/2023',
          oneTime: 0,
          monthly: 0,
          yearly: 12_500_000,
          instalments: 0,
          total: 12_500_000,
          missingItems: [],
        },
        {
          year: '2023/2024',
          oneTime: 0,
          monthly: 0,
          yearly: 14_000_000,
          instalments: 0,
          total: 14_000_000,
          missingItems: ['spp'],
        },
      ],
    };
    render(<FeeHistory history={history} />);
    expect(screen.getByRole('heading', { name: 'Riwayat Biaya' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /Dana Pendidikan/ });
    expect(row.textContent).toContain('Rp 14.000.000+12%');
    // a year without the SPP line other years list is a minimum, not a fall
    expect(
      screen.getByRole('img', {
        name: /2023\/2024: paling sedikit Rp 14\.000\.000 \(SPP tidak dicantumkan\)/,
      }),
    ).toBeTruthy();
    expect(screen.getByText('≥ Rp 14 jt *')).toBeTruthy();
    expect(screen.getByTestId('history-missing').textContent).toContain(
      '2023/2024: SPP tidak dicantumkan pada daftar biaya tahun itu',
    );
  });
});

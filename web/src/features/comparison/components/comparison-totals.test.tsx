import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ComparisonSchool } from '@core/contracts/schools';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { ComparisonTable } from './comparison-table';
import { FeeCards } from './fee-cards';
import { PickedTable } from './picked-table';

// Issue 22: the first-year total answers "what will it cost us" honestly on the
// picked and the area comparison, desktop and phone: a year that leaves out a
// key item gives a minimum ('paling sedikit'), never a plain sum; a total from
// a rule alone says so; sample fees are marked.

afterEach(cleanup);

const known: ComparisonSchool = {
  id: 1,
  npsn: '20200001',
  slug: 'sd-harapan',
  name: 'SD Harapan',
  educationLevel: 'sd',
  form: 'SD',
  status: 'private',
  description: null,
  curriculum: null,
  accreditation: null,
  group: null,
  district: null,
  city: { id: '32.73', name: 'Kota Bandung', slug: 'bandung' },
  province: { id: '32', name: 'Jawa Barat', slug: 'jawa-barat' },
  monthlyCost: 500_000,
  costs: {
    academicYear: '2025/2026',
    total: 9_000_000,
    firstYearTotal: 14_650_000,
    isSample: false,
    pendaftaran: { amount: 250_000, frequency: 'One-Time' },
    uangPangkal: { amount: 7_000_000, frequency: 'One-Time' },
    kbm: null,
    spp: { amount: 500_000, frequency: 'Monthly' },
    seragam: { amount: 700_000, frequency: 'Half-Yearly' },
    buku: { amount: 400_000, frequency: 'Yearly' },
    unknownItems: [],
  },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

/** A price list without SPP or books: both totals are minimums. */
const partial: ComparisonSchool = {
  ...known,
  id: 2,
  slug: 'sd-nurul',
  name: 'SD Nurul',
  costs: {
    ...known.costs!,
    total: 39_650_000,
    firstYearTotal: 39_650_000,
    spp: null,
    buku: null,
    unknownItems: ['spp', 'buku'],
  },
};

/** A public school known only from a rule, on sample fees. */
const ruleOnly: ComparisonSchool = {
  ...known,
  id: 3,
  slug: 'sd-negeri-1',
  name: 'SD Negeri 1',
  status: 'public',
  costs: {
    ...known.costs!,
    total: 0,
    firstYearTotal: 0,
    isSample: true,
    pendaftaran: null,
    uangPangkal: { amount: 0, frequency: 'One-Time' },
    spp: { amount: 0, frequency: 'Monthly' },
    seragam: null,
    buku: null,
    unknownItems: ['seragam', 'buku'],
    basis: 'rule',
  },
};

const schools = [known, partial, ruleOnly];

function inRouter(node: React.ReactNode) {
  render(
    <MemoryRouter>
      <TooltipProvider>{node}</TooltipProvider>
    </MemoryRouter>,
  );
}

const text = (element: HTMLElement) => element.textContent ?? '';

describe('first-year totals in the area comparison (desktop table)', () => {
  it('reads a minimum where an item is unknown and marks a rule-only total', () => {
    inRouter(<ComparisonTable schools={schools} />);
    const headers = screen.getAllByRole('columnheader').map(text);
    const firstYear = headers.indexOf('Biaya Tahun Pertama') - 1; // the name is a row header
    const total = headers.indexOf('Total Biaya Awal') - 1;
    const rows = screen.getAllByRole('row').slice(1);
    const cell = (row: number, column: number) =>
      text(within(rows[row]!).getAllByRole('cell')[column]!);
    expect(cell(0, firstYear)).toBe('Rp 14.650.000');
    expect(cell(1, firstYear)).toBe('paling sedikitRp 39.650.000');
    expect(cell(1, total)).toMatch(/^paling sedikitRp 39\.650\.000/);
    expect(cell(2, firstYear)).toBe('paling sedikitRp 0aturan');
  });
});

describe('first-year totals in the picked comparison (desktop)', () => {
  it('has the first-year row under the total, a minimum where an item is unknown', () => {
    inRouter(<PickedTable schools={schools} />);
    const row = screen.getByRole('rowheader', { name: /^Biaya Tahun Pertama/ }).closest('tr')!;
    expect(within(row).getAllByRole('cell').map(text)).toEqual([
      'Rp 14.650.000',
      'paling sedikit Rp 39.650.000',
      'paling sedikit Rp 0aturan',
    ]);
    const totals = screen.getByRole('rowheader', { name: 'Total Biaya Awal' }).closest('tr')!;
    expect(within(totals).getAllByRole('cell').map(text)).toEqual([
      'Rp 9.000.000',
      'paling sedikitRp 39.650.000',
      'paling sedikitRp 0Data contoh',
    ]);
    // the unknown SPP is said, never Rp 0
    const spp = screen.getByRole('rowheader', { name: 'SPP' }).closest('tr')!;
    expect(text(within(spp).getAllByRole('cell')[1]!)).toBe('SPP tidak dicantumkan');
  });
});

describe('first-year totals on phone cards (picked and area)', () => {
  it('every card heads with the total and the first-year total, minimums said', () => {
    inRouter(<FeeCards schools={schools} />);
    const cards = within(screen.getByRole('list', { name: 'Perbandingan biaya per sekolah' }))
      .getAllByRole('article')
      .map(text);
    expect(cards[0]).toContain('Biaya Tahun PertamaRp 14.650.000');
    expect(cards[1]).toContain('Total Biaya Awalpaling sedikitRp 39.650.000');
    expect(cards[1]).toContain('Biaya Tahun Pertamapaling sedikit Rp 39.650.000');
    expect(cards[1]).toContain('SPPSPP tidak dicantumkan');
    expect(cards[2]).toContain('Biaya Tahun Pertamapaling sedikit Rp 0aturan');
    expect(cards[2]).toContain('Data contoh');
    // the minimum names what it leaves out
    const minimum = screen.getAllByTitle('Belum termasuk SPP dan buku');
    expect(minimum.length).toBeGreaterThanOrEqual(2);
  });
});

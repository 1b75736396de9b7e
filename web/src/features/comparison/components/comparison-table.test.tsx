import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SchoolSummary } from '@core/contracts/schools';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { ComparisonTable } from './comparison-table';
import { UnlockPrompt } from './unlock-prompt';

afterEach(cleanup);

const school: SchoolSummary = {
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
    uangPangkal: null,
    kbm: { amount: 600_000, frequency: 'Semester' },
    spp: { amount: 500_000, frequency: 'Monthly' },
    seragam: { amount: 700_000, frequency: 'Half-Yearly' },
    buku: { amount: 400_000, frequency: 'Yearly' },
  },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function renderTable(schools: SchoolSummary[]) {
  render(
    <MemoryRouter>
      <TooltipProvider>
        <ComparisonTable schools={schools} />
      </TooltipProvider>
    </MemoryRouter>,
  );
}

describe('ComparisonTable', () => {
  it('has every column of SPEC, with help for KBM and uniform', () => {
    renderTable([school]);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Nama Sekolah',
      'Kota',
      'Jenjang',
      'Tahun Ajaran',
      'Pendaftaran',
      'Uang Pangkal',
      'KBM',
      'SPP',
      'Seragam',
      'Buku',
      'Total Biaya Awal',
      'Biaya Tahun Pertama',
      'Siswa',
    ]);
    expect(screen.getByRole('button', { name: /^Penjelasan KBM/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Penjelasan Seragam/ })).toBeTruthy();
  });

  it('links the school, captions each frequency and shows - for a missing fee', () => {
    renderTable([school]);
    const row = screen.getAllByRole('row')[1]!;
    const link = within(row).getByRole('link', { name: 'SD Harapan' });
    expect(link.getAttribute('href')).toBe('/school/sd-harapan');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Kota Bandung',
      'SD',
      '2025/2026',
      'Rp 250.0001 kali',
      '-',
      'Rp 600.000per semester',
      'Rp 500.000per bulan',
      'Rp 700.000per 6 bulan',
      'Rp 400.000per tahun',
      'Rp 9.000.000',
      'Rp 14.650.000',
      'Belum ada data',
    ]);
  });

  it('adds the distance from a known position, and students with pupils per teacher', () => {
    render(
      <MemoryRouter>
        <TooltipProvider>
          <ComparisonTable
            schools={[
              {
                ...school,
                geo: { lat: -6.9, lng: 107.6 },
                facts: {
                  students: 420,
                  studentsPerTeacher: 17.5,
                  asOf: 'Semester genap 2024/2025',
                },
              },
            ]}
            origin={{ lat: -6.9, lng: 107.61 }}
          />
        </TooltipProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('columnheader', { name: 'Jarak' })).toBeTruthy();
    const cells = within(screen.getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.at(-2)).toBe('1,1 km');
    expect(cells.at(-1)).toBe('420 siswa · 17,5 siswa per guruSemester genap 2024/2025');
  });

  it('shows - for a first-year total the index does not have yet', () => {
    renderTable([{ ...school, costs: { ...school.costs!, firstYearTotal: undefined } }]);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.at(-2)!.textContent).toBe('-');
  });

  it('shows - everywhere for a school without fees', () => {
    renderTable([{ ...school, costs: null }]);
    const cells = within(screen.getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .slice(2, -1)
      .map((cell) => cell.textContent);
    expect(cells).toEqual(Array(9).fill('-'));
  });
});

describe('UnlockPrompt', () => {
  it('offers all N schools with the benefits and Google sign-in back to /comparison', () => {
    render(<UnlockPrompt total={42} />);
    expect(screen.getByRole('heading', { name: 'Lihat Semua 42 Sekolah' })).toBeTruthy();
    for (const benefit of ['Hanya 2 menit', 'Akses ke semua halaman', 'Simpan sekolah favorit']) {
      expect(screen.getByText(benefit)).toBeTruthy();
    }
    const link = screen.getByRole('link', { name: 'Masuk dengan Google' });
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/api/oauth/login');
    expect(url.searchParams.get('redirect')).toBe('/comparison');
  });
});

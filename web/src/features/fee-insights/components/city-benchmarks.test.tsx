import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { AreaBenchmarks } from '@core/contracts/insights';
import { fakeNetwork, jsonResponse, renderPage } from '@web/lib/test-network';
import { CityBenchmarks } from './city-benchmarks';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const URL = 'GET /api/benchmarks?province=jawa-barat&city=bandung';
const r01 = { id: 'R01', title: 'Permendikbud 44/2012 Pasal 9(1)' };
const production: AreaBenchmarks = {
  area: { kind: 'city', code: '32.73', name: 'Kota Bandung' },
  shareImagePath: null,
  year: '2025/2026',
  groups: [],
  ruleGroups: [
    {
      educationLevel: 'sd',
      form: 'SD',
      status: 'public',
      schools: 1234,
      lines: [
        { item: 'spp', label: 'SPP', rule: r01 },
        { item: 'uang_pangkal', label: 'Uang Pangkal', rule: r01 },
        { item: 'daftar_ulang', label: 'Daftar Ulang', rule: r01 },
      ],
    },
    {
      educationLevel: 'sma',
      form: 'SMA',
      status: 'public',
      schools: 20,
      lines: [
        {
          item: 'uang_pangkal',
          label: 'Uang Pangkal',
          rule: { id: 'R03', title: 'Permendikdasmen 3/2025 Pasal 33(3)(f)' },
        },
      ],
    },
  ],
};

describe('CityBenchmarks', () => {
  it("keeps a fee table without schools' own fees: the rules' Rp 0 per form, labelled, unknowns said", async () => {
    fakeNetwork({ [URL]: () => jsonResponse(production) });
    renderPage(<CityBenchmarks province="jawa-barat" city="bandung" />, ['/jawa-barat/bandung']);
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]);
    expect(rows).toEqual([
      [
        'SD NegeriAturan: Permendikbud 44/2012 Pasal 9(1)',
        'Rp 0· aturan',
        'Rp 0· aturan',
        'Rp 0· aturan',
        '1.234',
      ],
      [
        'SMA NegeriAturan: Permendikdasmen 3/2025 Pasal 33(3)(f)',
        'belum diketahui',
        'Rp 0· aturan',
        'belum diketahui',
        '20',
      ],
    ]);
    expect(
      screen.getByText(
        'Belum cukup sekolah dengan data biaya sendiri untuk menghitung kisaran biaya.',
      ),
    ).toBeTruthy();
  });

  it('shows nothing when neither medians nor rules are known', async () => {
    fakeNetwork({ [URL]: () => jsonResponse({ ...production, ruleGroups: [] }) });
    const { container, queryClient } = renderPage(
      <CityBenchmarks province="jawa-barat" city="bandung" />,
      ['/jawa-barat/bandung'],
    );
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['benchmarks', 'jawa-barat', 'bandung', null])?.status).toBe(
        'success',
      ),
    );
    expect(container.querySelector('[data-testid="city-benchmarks"]')).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminLevyReport, AdminLevyReports } from '@core/contracts/levy-reports';
import { dismissToast } from '@web/components/ui/use-toast';
import { fakeNetwork, jsonResponse, renderPage } from '@web/lib/test-network';
import LevyReportsPanel from './levy-reports-panel';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const school = {
  id: 12,
  name: 'SD Negeri Cendekia 1',
  slug: 'sd-negeri-cendekia-1',
  city: 'Kota Depok',
};
const report: AdminLevyReport = {
  id: 4,
  school,
  rule: { id: 'R01', title: 'Permendikbud 44/2012 Pasal 9(1)' },
  item: 'spp',
  itemLabel: 'SPP',
  amount: 150_000,
  reporterName: null,
  contact: '081299988877',
  description: 'Sekolah meminta SPP Rp 150.000 per bulan.',
  status: 'open',
  createdAt: '2026-11-20T02:00:00Z',
  resolvedAt: null,
  resolvedBy: null,
};
const open: AdminLevyReports = {
  schools: [{ school, open: 3, total: 4, lastReportedAt: '2026-11-20T02:00:00Z' }],
  reports: [report],
};

describe('Pungutan yang dilarang aturan', () => {
  it('counts reports per school, shows each with its rule and amount, and resolves it', async () => {
    let resolved = false;
    const calls = fakeNetwork({
      'GET /api/admin/levy-reports?status=open': () =>
        jsonResponse(resolved ? { schools: [], reports: [] } : open),
      'POST /api/admin/levy-reports/4/resolve': () => {
        resolved = true;
        return jsonResponse({ ...report, status: 'resolved' });
      },
    });
    renderPage(<LevyReportsPanel manageLink={(id) => `/admin?tab=manage&schoolId=${id}`} />, [
      '/admin',
    ]);
    const counts = await screen.findByRole('table', { name: 'Laporan pungutan per sekolah' });
    const cells = within(counts)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([['SD Negeri Cendekia 1Kota Depok', '3', '4', '20 November 2026']]);
    const list = screen.getByRole('list', { name: 'Pungutan yang dilaporkan' });
    expect(
      within(list).getByText(/Rp 150\.000 · dilarang oleh Aturan: Permendikbud 44\/2012/),
    ).toBeTruthy();
    expect(within(list).getByText('Tanpa nama')).toBeTruthy();
    await userEvent.click(
      within(list).getByRole('button', {
        name: 'Tandai selesai: laporan pungutan SD Negeri Cendekia 1',
      }),
    );
    await screen.findByText('Tidak ada laporan pungutan terbuka.');
    await waitFor(() =>
      expect(calls.map((c) => c.key)).toContain('POST /api/admin/levy-reports/4/resolve'),
    );
  });
});

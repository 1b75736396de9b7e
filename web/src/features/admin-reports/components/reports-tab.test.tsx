import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReport } from '@core/contracts/admin-reports';
import { dismissToast } from '@web/components/ui/use-toast';
import { fakeNetwork, jsonResponse, renderPage } from '@web/lib/test-network';
import ReportsTab from './reports-tab';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const report: AdminReport = {
  id: 4,
  school: { id: 12, name: 'SMP Cendekia', slug: 'smp-cendekia', city: 'Kota Depok' },
  reporterName: 'Pak Budi',
  contact: '081299988877',
  description: 'SPP tahun ini sudah naik menjadi Rp 650.000.',
  status: 'open',
  createdAt: '2026-11-20T02:00:00Z',
  resolvedAt: null,
  resolvedBy: null,
};

describe('Laporan', () => {
  it('shows each open report with its school, text and contact, and resolves it', async () => {
    let resolved = false;
    const calls = fakeNetwork({
      'GET /api/admin/reports?status=open': () => jsonResponse(resolved ? [] : [report]),
      'GET /api/admin/reports?status=resolved': () =>
        jsonResponse([
          {
            ...report,
            status: 'resolved',
            resolvedAt: '2026-11-21T02:00:00Z',
            resolvedBy: { id: 1, name: 'admin-situs' },
          },
        ]),
      'POST /api/admin/reports/4/resolve': () => {
        resolved = true;
        return jsonResponse({ ...report, status: 'resolved' });
      },
    });
    renderPage(<ReportsTab manageLink={(id) => `/admin?tab=manage&schoolId=${id}`} />, ['/admin']);
    const list = await screen.findByRole('list', { name: 'Daftar laporan' });
    expect(within(list).getByText('SPP tahun ini sudah naik menjadi Rp 650.000.')).toBeTruthy();
    expect(within(list).getByText('Pak Budi')).toBeTruthy();
    expect(within(list).getByText('081299988877')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'SMP Cendekia' }).getAttribute('href')).toBe(
      '/school/smp-cendekia',
    );
    expect(
      within(list).getByRole('link', { name: 'Kelola biaya SMP Cendekia' }).getAttribute('href'),
    ).toBe('/admin?tab=manage&schoolId=12');

    const user = userEvent.setup();
    await user.click(
      within(list).getByRole('button', { name: 'Tandai selesai: laporan SMP Cendekia' }),
    );
    expect(await screen.findByText(/Laporan ditandai selesai/)).toBeTruthy();
    expect(await screen.findByText('Tidak ada laporan terbuka.')).toBeTruthy();
    expect(calls.map((c) => c.key)).toContain('POST /api/admin/reports/4/resolve');

    await user.selectOptions(screen.getByLabelText('Status'), 'Selesai');
    await waitFor(() => expect(screen.getByText(/oleh admin-situs/)).toBeTruthy());
  });
});

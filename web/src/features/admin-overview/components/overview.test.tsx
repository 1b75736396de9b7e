import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@web/components/ui/use-toast';
import { fakeNetwork, jsonResponse, renderPage, textResponse } from '@web/lib/test-network';
import { downloadName, downloadSchoolsCsv, type ExportSeams } from '../api/export-csv';
import Overview from './overview';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

function seams(): ExportSeams & { saved: [string, string][]; opened: string[] } {
  const saved: [string, string][] = [];
  const opened: string[] = [];
  return {
    saved,
    opened,
    saveBlob: (blob, name) => void blob.text().then((body) => saved.push([name, body])),
    openDownload: (url) => void opened.push(url),
    sleep: async () => undefined,
  };
}

const csv = () =>
  new Response('\uFEFFID,NPSN\r\n1,20212345\r\n', {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition':
        'attachment; filename="data-sekolah-2026-11-22.csv"; filename*=UTF-8\'\'data-sekolah-2026-11-22.csv',
    },
  });

const status = (state: string, extra: object = {}) => ({
  id: '3f2a0d8e-1234-4abc-8def-0123456789ab',
  state,
  rowCount: null,
  error: null,
  createdAt: '2026-11-22T01:00:00Z',
  finishedAt: null,
  downloadUrl: null,
  fileName: 'data-sekolah-2026-11-22.csv',
  ...extra,
});

describe('downloadSchoolsCsv', () => {
  it('saves the answered file under its dated name', async () => {
    fakeNetwork({ 'GET /api/schools/export-csv': csv });
    const s = seams();
    await downloadSchoolsCsv(s);
    await vi.waitFor(() => expect(s.saved).toHaveLength(1));
    expect(s.saved[0]![0]).toBe('data-sekolah-2026-11-22.csv');
  });

  it('after a 202, asks for the status until done, then downloads', async () => {
    let asked = 0;
    fakeNetwork({
      'GET /api/schools/export-csv': () => jsonResponse(status('pending'), 202),
      'GET /api/exports/3f2a0d8e-1234-4abc-8def-0123456789ab': () =>
        jsonResponse(
          ++asked < 3 ? status('running') : status('done', { downloadUrl: '/api/objects/x' }),
        ),
    });
    const s = seams();
    await downloadSchoolsCsv(s);
    expect(asked).toBe(3);
    expect(s.opened).toEqual(['/api/objects/x']);
  });

  it('throws when the export failed', async () => {
    fakeNetwork({
      'GET /api/schools/export-csv': () => jsonResponse(status('pending'), 202),
      'GET /api/exports/3f2a0d8e-1234-4abc-8def-0123456789ab': () =>
        jsonResponse(status('failed', { error: 'Gagal' })),
    });
    await expect(downloadSchoolsCsv(seams())).rejects.toThrow('Gagal');
  });

  it('reads the name from Content-Disposition, or makes today’s', () => {
    expect(downloadName("attachment; filename*=UTF-8''data%20sekolah.csv")).toBe(
      'data sekolah.csv',
    );
    expect(downloadName(null)).toMatch(/^data-sekolah-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

describe('Overview', () => {
  function render(exportAnswer: () => Response, onOpen = vi.fn()) {
    fakeNetwork({
      'GET /api/admin/overview': () =>
        jsonResponse({
          totalSchools: 221783,
          schoolAdmins: 4,
          schoolGroups: 1204,
          pendingContributions: 7,
          openReports: 3,
          pendingRequests: 2,
          schoolsWithRealFees: 12,
          recentActivity: [
            {
              id: 1,
              at: new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
              action: 'submission.approved',
              actor: { id: 1, name: 'admin-situs' },
              summary: 'Menyetujui kontribusi SDIT Nurul Fikri (3 biaya, 2025/2026)',
              school: { id: 9, name: 'SDIT Nurul Fikri', slug: 'sdit-nurul-fikri' },
            },
          ],
        }),
      'GET /api/schools/export-csv': exportAnswer,
    });
    const s = seams();
    renderPage(<Overview seams={s} onOpen={onOpen} />, ['/admin']);
    return s;
  }

  it('shows real counts under the SPEC labels, and the audit log', async () => {
    render(csv);
    expect(await screen.findByText('221.783')).toBeTruthy();
    for (const [label, value] of [
      ['Admin Sekolah', '4'],
      ['Grup Sekolah', '1.204'],
      ['Pembaruan Tertunda', '7'],
      ['Laporan Terbuka', '3'],
    ] as const)
      expect(screen.getByText(label).nextElementSibling?.textContent).toBe(value);
    expect(screen.queryByText('342')).toBeNull();
    expect(screen.getByText('Aktivitas Terbaru')).toBeTruthy();
    expect(
      screen.getByText(/Menyetujui kontribusi SDIT Nurul Fikri \(3 biaya, 2025\/2026\)/),
    ).toBeTruthy();
    expect(screen.getByText('oleh admin-situs')).toBeTruthy();
    expect(screen.getByText('2 jam yang lalu')).toBeTruthy();
  });

  it('opens the reports and school admin tabs from its quick actions', async () => {
    const onOpen = vi.fn();
    render(csv, onOpen);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lihat Laporan' }));
    await user.click(screen.getByRole('button', { name: 'Kelola Admin Sekolah' }));
    expect(onOpen.mock.calls).toEqual([['reports'], ['school-admins']]);
  });

  it('downloads the CSV with a success toast', async () => {
    const s = render(csv);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unduh Data Sekolah (CSV)' }));
    expect(await screen.findByText('Data sekolah berhasil diunduh')).toBeTruthy();
    await vi.waitFor(() => expect(s.saved).toHaveLength(1));
  });

  it('says Error when the download fails', async () => {
    render(() => textResponse('boom', 500));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unduh Data Sekolah (CSV)' }));
    expect(await screen.findByText('Gagal mengunduh data sekolah')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
});

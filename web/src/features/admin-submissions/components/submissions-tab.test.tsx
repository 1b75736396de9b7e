import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse } from '@web/lib/test-network';
import {
  optedOut,
  posted,
  renderTab,
  routes,
  fakeSubmissionsApi,
} from './submissions-tab.test-support';

// The list, a contribution's details and a rejection; publishing: submissions-tab-approve.test.tsx.

// pdf.js needs a real browser (canvas, DOMMatrix, a worker): the e2e tests draw PDFs
vi.mock('./file-viewer/pdf-view', () => ({
  default: ({ name }: { name: string }) => <p>PDF {name}</p>,
}));

fakeSubmissionsApi();

describe('SubmissionsTab (Kontribusi User)', () => {
  it('lists pending contributions by default, every one on request', async () => {
    const user = renderTab();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tanggal', 'Nama Sekolah', 'Kota', 'Jenjang', 'File', 'No. HP', 'Status', 'Aksi']);
    const row = within(table).getByText('SD Tunas Harapan').closest('tr')!;
    expect(row.textContent).toContain('2 Maret 2026');
    expect(row.textContent).toContain('SD/Sederajat, SMP/Sederajat');
    expect(row.textContent).toContain('2 file');
    expect(row.textContent).toContain('Menunggu verifikasi');

    await user.selectOptions(screen.getByLabelText('Status'), 'Semua status');
    // a status we do not know is shown as it is, and offers no decision
    expect(await screen.findByText('reviewing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Setujui TK Melati' })).toBeNull();
  });

  it('shows what was sent beside the files, and downloads with toasts', async () => {
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Detail SD Tunas Harapan' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ibu Sari')).toBeTruthy();
    expect(within(dialog).getByText('Orang tua murid kelas 3')).toBeTruthy();
    expect(within(dialog).getByText(/Lolos pemeriksaan/)).toBeTruthy();
    expect(within(dialog).getByText(/Ditolak: Jenis file tidak didukung/)).toBeTruthy();
    expect(await within(dialog).findByText('PDF rincian.pdf')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Download program.pdf' }));
    expect(await screen.findByText('Download Gagal')).toBeTruthy();
    expect(screen.getByText('File ditolak saat pemeriksaan')).toBeTruthy();
  });

  it('notes a contributor who opted out', async () => {
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Detail TK Melati' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Kontributor memilih untuk tidak ditampilkan namanya.'),
    ).toBeTruthy();
  });

  it('rejects only with a reason, which the dialog then shows', async () => {
    routes['POST /api/school-submissions/8/reject'] = (init) =>
      jsonResponse({
        ...optedOut,
        status: 'rejected',
        reviewer: { id: 1, name: 'admin-situs' },
        reviewedAt: '2026-12-03T02:00:00Z',
        rejectionReason: (JSON.parse(String(init?.body)) as { reason: string }).reason,
      });
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Tolak TK Melati' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Kontribusi' }));
    expect(await within(dialog).findByText('Alasan penolakan wajib diisi')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Alasan penolakan'), 'Foto brosur tidak terbaca');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Kontribusi' }));
    expect(await screen.findByText('Kontribusi ditolak')).toBeTruthy();
    expect(posted('POST /api/school-submissions/8/reject')).toEqual([
      { reason: 'Foto brosur tidak terbaca' },
    ]);
    expect(await within(dialog).findByText('Foto brosur tidak terbaca')).toBeTruthy();
  });
});

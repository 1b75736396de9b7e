import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SchoolSubmission } from '@core/contracts/submissions';
import { Toaster } from '@web/components/ui/toaster';
import { dismissToast } from '@web/components/ui/use-toast';
import { createQueryClient } from '@web/lib/query-client';
import { SubmissionsTab } from './submissions-tab';

// pdf.js needs a real browser (canvas, DOMMatrix, a worker): the e2e tests draw PDFs
vi.mock('./file-viewer/pdf-view', () => ({
  default: ({ name }: { name: string }) => <p>PDF {name}</p>,
}));

const named: SchoolSubmission = {
  id: 7,
  schoolName: 'SD Tunas Harapan',
  cityName: 'Kota Bandung',
  educationLevels: ['SD/Sederajat', 'SMP/Sederajat'],
  phoneNumber: '081234567890',
  showAsContributor: true,
  contributorName: 'Ibu Sari',
  contributorProfile: 'Orang tua murid kelas 3',
  uploadedFiles: ['rincian.pdf', 'program.pdf'],
  fileMappings: '{}',
  status: 'pending',
  createdAt: '2026-03-02T03:00:00Z',
  files: [
    {
      index: 0,
      name: 'rincian.pdf',
      uploadId: 'a',
      state: 'done',
      error: null,
      sizeBytes: 2048,
      contentType: 'application/pdf',
    },
    {
      index: 1,
      name: 'program.pdf',
      uploadId: 'b',
      state: 'failed',
      error: 'Jenis file tidak didukung (isi file terbaca sebagai exe)',
      sizeBytes: 256,
      contentType: null,
    },
  ],
  account: { name: 'Sari', email: 'sari@contoh.test' },
};
const anonymousContributor: SchoolSubmission = {
  ...named,
  id: 8,
  schoolName: 'TK Melati',
  showAsContributor: false,
  contributorName: null,
  contributorProfile: null,
  status: 'reviewing',
};

let downloads: Record<number, () => Response>;

beforeEach(() => {
  downloads = {
    0: () => new Response('%PDF-1.4', { status: 200 }),
    1: () =>
      new Response(JSON.stringify({ error: 'File ditolak saat pemeriksaan', code: 'NOT_FOUND' }), {
        status: 404,
      }),
  };
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/api/school-submissions')
      return new Response(JSON.stringify([anonymousContributor, named]), { status: 200 });
    const match = /^\/api\/objects\/download\/\d+\/(\d+)$/.exec(url);
    if (match) return downloads[Number(match[1])]!();
    throw new Error(`unexpected ${url}`);
  });
  URL.createObjectURL = vi.fn(() => 'blob:unduhan');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

function renderTab() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SubmissionsTab />
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

describe('SubmissionsTab (Kontribusi User)', () => {
  it('lists date, school, city, levels, file count, phone, raw status and actions', async () => {
    renderTab();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Tanggal',
      'Nama Sekolah',
      'Kota',
      'Jenjang',
      'File',
      'No. HP',
      'Status',
      'Aksi',
    ]);
    const row = within(table).getByText('SD Tunas Harapan').closest('tr')!;
    expect(row.textContent).toContain('2 Maret 2026');
    expect(row.textContent).toContain('SD/Sederajat, SMP/Sederajat');
    expect(row.textContent).toContain('2 file');
    expect(row.textContent).toContain('081234567890');
    expect(within(table).getByText('reviewing')).toBeTruthy();
  });

  it('shows the detail with contributor and files, and downloads with toasts', async () => {
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Detail SD Tunas Harapan' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ibu Sari')).toBeTruthy();
    expect(within(dialog).getByText('Orang tua murid kelas 3')).toBeTruthy();
    expect(within(dialog).getByText(/Lolos pemeriksaan/)).toBeTruthy();
    expect(within(dialog).getByText(/Ditolak: Jenis file tidak didukung/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Download rincian.pdf' }));
    expect(await screen.findByText('Download Berhasil')).toBeTruthy();
    expect(URL.createObjectURL).toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Download program.pdf' }));
    expect(await screen.findByText('Download Gagal')).toBeTruthy();
    expect(screen.getByText('File ditolak saat pemeriksaan')).toBeTruthy();

    downloads[0] = () => new Response('', { status: 502 });
    await user.click(within(dialog).getByRole('button', { name: 'Download rincian.pdf' }));
    expect(await screen.findByText('Gagal mendownload file. Silakan coba lagi.')).toBeTruthy();
  });

  it('notes a contributor who opted out, and shows the first checked file', async () => {
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Detail TK Melati' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Kontributor memilih untuk tidak ditampilkan namanya.'),
    ).toBeTruthy();
    // the PDF that passed the check is read through the download route and drawn
    expect(await within(dialog).findByText('PDF rincian.pdf')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('button', { name: 'Lihat rincian.pdf' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // a refused file says why instead
    await user.click(within(dialog).getByRole('button', { name: 'Lihat program.pdf' }));
    expect(await within(dialog).findByText(/Ditolak saat pemeriksaan/)).toBeTruthy();
  });
});

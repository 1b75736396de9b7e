import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSchool } from '@core/contracts/admin-costs';
import type { SchoolSubmission } from '@core/contracts/submissions';
import { dismissToast } from '@web/components/ui/use-toast';
import { fakeNetwork, jsonResponse, renderPage, type NetworkHandler } from '@web/lib/test-network';
import { CONFIRM_RULES, forgetReviewDrafts } from './review/review-form';
import { SubmissionsTab } from './submissions-tab';

// pdf.js needs a real browser (canvas, DOMMatrix, a worker): the e2e tests draw PDFs
vi.mock('./file-viewer/pdf-view', () => ({
  default: ({ name }: { name: string }) => <p>PDF {name}</p>,
}));

const pending: SchoolSubmission = {
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
  reviewer: null,
  reviewedAt: null,
  rejectionReason: null,
  publishedSchool: null,
  publishedAcademicYear: null,
  publishedItemCount: 0,
  sourceSchool: null,
  academicYear: null,
  lines: [],
  readings: [],
  resubmissionCount: 0,
  resubmittedAt: null,
  previousRejectionReason: null,
};
const optedOut: SchoolSubmission = {
  ...pending,
  id: 8,
  schoolName: 'TK Melati',
  showAsContributor: false,
  contributorName: null,
  contributorProfile: null,
};
const school: AdminSchool = {
  id: 5,
  npsn: '20212345',
  slug: 'sd-tunas-harapan',
  name: 'SD Tunas Harapan',
  educationLevel: 'sd',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
};

let routes: Record<string, NetworkHandler>;
let calls: ReturnType<typeof fakeNetwork>;

beforeEach(() => {
  routes = {
    'GET /api/school-submissions?status=pending': () => jsonResponse([optedOut, pending]),
    'GET /api/school-submissions': () =>
      jsonResponse([{ ...optedOut, status: 'reviewing' }, pending]),
    'GET /api/objects/download/7/0': () => new Response('%PDF-1.4', { status: 200 }),
    'GET /api/objects/download/8/0': () => new Response('%PDF-1.4', { status: 200 }),
    'GET /api/objects/download/7/1': () =>
      jsonResponse({ error: 'File ditolak saat pemeriksaan', code: 'NOT_FOUND' }, 404),
    'GET /api/academic-years': () =>
      jsonResponse([
        { id: 3, year: '2026/2027' },
        { id: 2, year: '2025/2026' },
      ]),
    'GET /api/global-cost-categories': () =>
      jsonResponse([
        { id: 1, code: 'uang_pangkal', name: 'Uang Pangkal', description: null },
        { id: 4, code: 'spp', name: 'SPP', description: null },
      ]),
    'GET /api/admin/schools?search=SD+Tunas+Harapan&limit=50': () =>
      jsonResponse({ schools: [school] }),
    'GET /api/schools/5/cost-categories': () =>
      jsonResponse([{ id: 9, schoolId: 5, name: 'Antar Jemput', description: null }]),
    // a private school: no rule fixes its fees
    'GET /api/schools/5/fee-rules': () => jsonResponse({ schoolId: 5, rules: [] }),
  };
  calls = fakeNetwork(
    new Proxy(routes, { get: (target, key: string) => target[key] }) as typeof routes,
  );
  URL.createObjectURL = vi.fn(() => 'blob:unduhan');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  forgetReviewDrafts();
  dismissToast();
  vi.unstubAllGlobals();
});

function renderTab() {
  const user = userEvent.setup();
  renderPage(<SubmissionsTab manageLink={(id) => `/admin?tab=manage&schoolId=${id}`} />, [
    '/admin',
  ]);
  return user;
}

const posted = (key: string) => calls.filter((call) => call.key === key).map((call) => call.body);

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

  it('transcribes three lines for a school and publishes them', async () => {
    routes['POST /api/school-submissions/7/approve'] = () =>
      jsonResponse({
        submission: {
          ...pending,
          status: 'approved',
          reviewer: { id: 1, name: 'admin-situs' },
          reviewedAt: '2026-12-03T02:00:00Z',
          publishedSchool: { id: 5, name: school.name, slug: school.slug },
          publishedAcademicYear: { id: 2, year: '2025/2026' },
          publishedItemCount: 3,
        },
        costItems: [{}, {}, {}],
      });
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Setujui SD Tunas Harapan' }));
    const dialog = await screen.findByRole('dialog');
    // the search starts from the school name the parent typed
    await user.click(await within(dialog).findByRole('radio', { name: /SD Tunas Harapan/ }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Tahun Ajaran') as HTMLSelectElement).value).toBe('2'),
    );

    const line = (n: number) => within(dialog).getByRole('group', { name: `Baris biaya ${n}` });
    await user.selectOptions(within(line(1)).getByLabelText('Kategori'), 'Uang Pangkal');
    await user.type(within(line(1)).getByLabelText('Jumlah (Rp)'), '7.500.000');
    expect(within(line(1)).getByText('Terbaca: Rp 7.500.000')).toBeTruthy();
    await user.type(within(line(1)).getByLabelText('Catatan (opsional)'), 'gelombang 1');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah baris biaya' }));
    await user.selectOptions(within(line(2)).getByLabelText('Kategori'), 'SPP');
    await user.type(within(line(2)).getByLabelText('Jumlah (Rp)'), '1.250.000');
    await user.selectOptions(within(line(2)).getByLabelText('Frekuensi'), 'Bulanan');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah baris biaya' }));
    await user.selectOptions(
      within(line(3)).getByLabelText('Kategori'),
      '+ Kategori khusus sekolah baru',
    );
    await user.type(within(line(3)).getByLabelText('Nama kategori baru'), 'Kegiatan Alam');
    await user.type(within(line(3)).getByLabelText('Jumlah (Rp)'), 'Rp 300.000');
    await user.selectOptions(within(line(3)).getByLabelText('Frekuensi'), 'Semester');
    expect(within(dialog).getByText('Rp 9.050.000')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Setujui & Terbitkan' }));
    expect(await screen.findByText('Kontribusi disetujui')).toBeTruthy();
    expect(posted('POST /api/school-submissions/7/approve')).toEqual([
      {
        schoolId: 5,
        academicYearId: 2,
        items: [
          { globalCategoryId: 1, amount: 7_500_000, frequency: 'One-Time', notes: 'gelombang 1' },
          { globalCategoryId: 4, amount: 1_250_000, frequency: 'Monthly', notes: null },
          {
            schoolCategoryName: 'Kegiatan Alam',
            amount: 300_000,
            frequency: 'Semester',
            notes: null,
          },
        ],
      },
    ]);
    // the dialog says where the fees went
    expect(await within(dialog).findByText(/Disetujui oleh admin-situs/)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Lihat halaman sekolah/ })
        .getAttribute('href'),
    ).toBe('/school/sd-tunas-harapan');
    expect(
      within(dialog).getByRole('link', { name: 'Kelola biaya sekolah' }).getAttribute('href'),
    ).toBe('/admin?tab=manage&schoolId=5');
  });

  it('refuses bad input with Indonesian messages and sends nothing; the draft survives closing', async () => {
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Detail SD Tunas Harapan' }));
    let dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Jumlah (Rp)');
    await user.type(amount, '1,5 juta');
    await user.click(within(dialog).getByRole('button', { name: 'Setujui & Terbitkan' }));
    expect(await within(dialog).findByText('Pilih sekolah terlebih dahulu')).toBeTruthy();
    expect(within(dialog).getByText(/Tulis jumlah biaya dengan angka saja/)).toBeTruthy();
    expect(
      within(dialog).getByText('Pilih kategori global atau tulis kategori khusus sekolah'),
    ).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Detail SD Tunas Harapan' }));
    dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Jumlah (Rp)') as HTMLInputElement).value).toBe(
      '1,5 juta',
    );
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

  it('warns before publishing a fee a no-fee rule fixes at Rp 0 for the school', async () => {
    routes['GET /api/schools/5/fee-rules'] = () =>
      jsonResponse({
        schoolId: 5,
        rules: [
          {
            rule: {
              id: 'R01',
              title: 'Permendikbud 44/2012 Pasal 9(1)',
              instrument: 'Permendikbud 44/2012',
              kind: 'no_fee',
              scope: 'national',
              provinceName: null,
              evidence: 'regulation_text',
              evidenceLabel: 'Teks peraturan',
              effectiveFrom: '2012-06-28',
              effectiveLabel: 'Berlaku sejak 28 Juni 2012',
              sources: [],
            },
            fixes: ['spp', 'uang_pangkal', 'daftar_ulang'],
            explanation: null,
          },
        ],
      });
    routes['POST /api/school-submissions/7/approve'] = () =>
      jsonResponse({
        submission: { ...pending, status: 'approved', publishedItemCount: 1 },
        costItems: [{}],
      });
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Setujui SD Tunas Harapan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /SD Tunas Harapan/ }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Tahun Ajaran') as HTMLSelectElement).value).toBe('2'),
    );
    await user.selectOptions(within(dialog).getByLabelText('Kategori'), 'SPP');
    await user.type(within(dialog).getByLabelText('Jumlah (Rp)'), '150.000');
    expect(
      await within(dialog).findByText(
        /Baris biaya 1 \(SPP, Rp 150\.000\) bertentangan dengan Permendikbud 44\/2012 Pasal 9\(1\)/,
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Setujui & Terbitkan' }));
    expect(await within(dialog).findByText(CONFIRM_RULES)).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    await user.click(within(dialog).getByLabelText(/Saya sudah memeriksa dokumennya/));
    await user.click(within(dialog).getByRole('button', { name: 'Setujui & Terbitkan' }));
    await waitFor(() => expect(posted('POST /api/school-submissions/7/approve')).toHaveLength(1));
  });
});

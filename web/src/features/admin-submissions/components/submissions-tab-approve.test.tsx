import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '@web/lib/test-network';
import { CONFIRM_RULES } from './review/review-form';
import {
  calls,
  pending,
  posted,
  renderTab,
  routes,
  school,
  fakeSubmissionsApi,
} from './submissions-tab.test-support';

// Publishing a contribution's fees: transcribed lines, refused input, a no-fee rule's warning.

// pdf.js needs a real browser (canvas, DOMMatrix, a worker): the e2e tests draw PDFs
vi.mock('./file-viewer/pdf-view', () => ({
  default: ({ name }: { name: string }) => <p>PDF {name}</p>,
}));

fakeSubmissionsApi();

describe('SubmissionsTab (Kontribusi User)', () => {
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

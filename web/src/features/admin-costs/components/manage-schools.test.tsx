import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSchool } from '@core/contracts/admin-costs';
import type { CostItem } from '@core/contracts/schools';
import { dismissToast } from '@web/components/ui/use-toast';
import {
  fakeNetwork,
  jsonResponse,
  renderPage,
  textResponse,
  type NetworkHandler,
} from '@web/lib/test-network';
import ManageSchools from './manage-schools';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const school: AdminSchool = {
  id: 5,
  npsn: '20212345',
  slug: 'sd-kelolaan',
  name: 'SD Kelolaan',
  educationLevel: 'sd',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
};
const adminSource = {
  kind: 'admin' as const,
  label: 'Admin sekolah',
  verifiedAt: null,
  document: null,
  contributor: null,
};
const item = (over: Partial<CostItem>): CostItem => ({
  id: 1,
  schoolId: 5,
  academicYearId: 2,
  amount: 500_000,
  frequency: 'Monthly',
  notes: null,
  globalCategory: { id: 4, code: 'spp', name: 'SPP', description: null },
  schoolCategory: null,
  source: adminSource,
  updatedAt: '2026-11-20T00:00:00Z',
  ...over,
});
const detail = (costYears: { id: number; year: string }[]) =>
  jsonResponse({
    id: 5,
    npsn: '20212345',
    slug: 'sd-kelolaan',
    name: 'SD Kelolaan',
    educationLevel: 'sd',
    city: { id: '32.73', name: 'Kota Bandung', slug: 'bandung' },
    province: { id: '32', name: 'Jawa Barat', slug: 'jawa-barat' },
    costYears: costYears.map((year) => ({ ...year, isOld: false })),
  });

function setup(
  extra: Record<string, NetworkHandler> = {},
  put: (body: unknown) => Response = () => jsonResponse({}),
) {
  let items = [
    item({}),
    item({
      id: 2,
      amount: 750_000,
      frequency: 'Yearly',
      globalCategory: null,
      schoolCategory: { id: 3, name: 'Antar Jemput', description: null },
    }),
  ];
  const calls = fakeNetwork({
    'GET /api/admin/schools?limit=50': () => jsonResponse({ schools: [school] }),
    'GET /api/academic-years': () =>
      jsonResponse([
        { id: 3, year: '2026/2027' },
        { id: 2, year: '2025/2026' },
      ]),
    'GET /api/schools/slug/5': () => detail([{ id: 2, year: '2025/2026' }]),
    'GET /api/schools/5/cost-items?academicYearId=2': () => jsonResponse(items),
    'GET /api/schools/5/cost-items?academicYearId=3': () => jsonResponse([]),
    'GET /api/global-cost-categories': () =>
      jsonResponse([{ id: 4, code: 'spp', name: 'SPP', description: null }]),
    'GET /api/schools/5/cost-categories': () =>
      jsonResponse([{ id: 3, schoolId: 5, name: 'Antar Jemput', description: null }]),
    'PUT /api/cost-items/1': (init) => {
      const body = JSON.parse(String(init?.body)) as Partial<CostItem>;
      const answer = put(body);
      if (answer.ok) items = items.map((i) => (i.id === 1 ? { ...i, ...body } : i));
      return answer;
    },
    'DELETE /api/cost-items/2': () => {
      items = items.filter((i) => i.id !== 2);
      return new Response(null, { status: 204 });
    },
    ...extra,
  });
  return calls;
}

const bodies = (calls: ReturnType<typeof fakeNetwork>, key: string) =>
  calls.filter((c) => c.key === key).map((c) => c.body);

describe('Kelola Sekolah', () => {
  it('picks the only school and the fee year, and shows its cost table', async () => {
    setup();
    renderPage(<ManageSchools />, ['/admin']);
    expect(screen.getByText('Sekolah yang Dikelola')).toBeTruthy();
    const amount = (await screen.findByLabelText('Jumlah SPP')) as HTMLInputElement;
    expect(amount.value).toBe('500.000');
    expect((screen.getByLabelText('Tahun Ajaran') as HTMLSelectElement).value).toBe('2');
    expect(screen.getAllByText('Global Category').length).toBeGreaterThan(0);
    expect(screen.getAllByText('School Custom').length).toBeGreaterThan(0);
    const frequency = screen.getByLabelText('Frekuensi SPP') as HTMLSelectElement;
    expect([...frequency.options].map((o) => o.text)).toEqual([
      'Sekali',
      'Bulanan',
      'Tahunan',
      'Semester',
      'Per 6 Bulan',
    ]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Jenis Biaya', 'Frekuensi', 'Jumlah', 'Aksi']);
    // a school admin adds neither schools, years nor global categories
    expect(screen.queryByRole('button', { name: 'Tambah Sekolah' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tambah Tahun Ajaran' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Tambah kategori global' })).toBeNull();
  });

  it('saves an amount typed the Indonesian way, a frequency and notes', async () => {
    const calls = setup();
    renderPage(<ManageSchools />, ['/admin']);
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Jumlah SPP');
    await user.clear(amount);
    await user.type(amount, '650.000{Enter}');
    expect(await screen.findByText('Item biaya berhasil diperbarui')).toBeTruthy();
    expect(screen.getByText('Berhasil')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Frekuensi SPP'), 'Semester');
    await user.type(screen.getByLabelText('Catatan SPP'), 'kelas 1{Enter}');
    await waitFor(() =>
      expect(bodies(calls, 'PUT /api/cost-items/1')).toEqual([
        { amount: 650_000 },
        { frequency: 'Semester' },
        { notes: 'kelas 1' },
      ]),
    );
  });

  it('refuses -5 and 1,5 juta without calling the server', async () => {
    const calls = setup();
    renderPage(<ManageSchools />, ['/admin']);
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Jumlah SPP');
    await user.clear(amount);
    await user.type(amount, '-5{Enter}');
    expect(await screen.findByText('Jumlah biaya tidak boleh negatif')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '1,5 juta{Enter}');
    expect(await screen.findByText(/Tulis jumlah biaya dengan angka saja/)).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
  });

  it('undoes a change the server refused, without a toast', async () => {
    setup({}, () => textResponse('boom', 500));
    renderPage(<ManageSchools />, ['/admin']);
    const user = userEvent.setup();
    const amount = (await screen.findByLabelText('Jumlah SPP')) as HTMLInputElement;
    await user.clear(amount);
    await user.type(amount, '1{Enter}');
    expect(await screen.findByText('Gagal menyimpan perubahan')).toBeTruthy();
    expect(amount.value).toBe('500.000');
    expect(screen.queryByText('Berhasil')).toBeNull();
  });

  it('deletes an item after confirmation', async () => {
    setup();
    renderPage(<ManageSchools />, ['/admin']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hapus Antar Jemput' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Item biaya berhasil dihapus')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Jumlah Antar Jemput')).toBeNull());
  });

  it('adds an item from zero, with the server schema’s messages first', async () => {
    const calls = setup({
      'POST /api/schools/5/cost-items': () => jsonResponse(item({ id: 9 }), 201),
    });
    renderPage(<ManageSchools />, ['/admin']);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Tambah item biaya' });
    await user.click(within(form).getByRole('button', { name: 'Tambah Item' }));
    expect(await within(form).findByText('Pilih satu kategori biaya')).toBeTruthy();
    expect(within(form).getByText('Jumlah biaya wajib diisi')).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText('Kategori'), 'Antar Jemput');
    await user.type(within(form).getByLabelText('Jumlah (Rp)'), 'Rp 1.250.000');
    await user.selectOptions(within(form).getByLabelText('Frekuensi'), 'Tahunan');
    await user.click(within(form).getByRole('button', { name: 'Tambah Item' }));
    expect(await screen.findByText('Item biaya berhasil ditambahkan')).toBeTruthy();
    expect(bodies(calls, 'POST /api/schools/5/cost-items')).toEqual([
      {
        academicYearId: 2,
        schoolCategoryId: 3,
        amount: 1_250_000,
        frequency: 'Yearly',
        notes: null,
      },
    ]);
  });

  it('starts an empty year by copying the previous one', async () => {
    const calls = setup({
      'POST /api/schools/5/cost-items/copy': () =>
        jsonResponse({ copied: 2, items: [item({ id: 11, academicYearId: 3 })] }, 201),
    });
    renderPage(<ManageSchools />, ['/admin']);
    const user = userEvent.setup();
    await screen.findByLabelText('Jumlah SPP');
    await user.selectOptions(screen.getByLabelText('Tahun Ajaran'), '2026/2027');
    expect(await screen.findByText('Mulai tahun ajaran 2026/2027')).toBeTruthy();
    expect((screen.getByLabelText('Salin dari tahun ajaran') as HTMLSelectElement).value).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Salin Biaya' }));
    expect(
      await screen.findByText('2 item biaya disalin dari 2025/2026 ke 2026/2027'),
    ).toBeTruthy();
    expect(bodies(calls, 'POST /api/schools/5/cost-items/copy')).toEqual([
      { fromAcademicYearId: 2, toAcademicYearId: 3 },
    ]);
  });

  it('site admins add an academic year and a global category', async () => {
    const calls = setup({
      'POST /api/academic-years': (init) => {
        const { year } = JSON.parse(String(init?.body)) as { year: string };
        return year === '2026/2027'
          ? jsonResponse({ error: 'Tahun ajaran 2026/2027 sudah ada', code: 'CONFLICT' }, 409)
          : jsonResponse({ id: 7, year }, 201);
      },
      'POST /api/global-cost-categories': () =>
        jsonResponse({ id: 8, code: 'katering', name: 'Katering', description: null }, 201),
    });
    renderPage(<ManageSchools isSiteAdmin />, ['/admin']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tambah Tahun Ajaran' }));
    const dialog = await screen.findByRole('dialog');
    const year = within(dialog).getByLabelText('Tahun Ajaran') as HTMLInputElement;
    expect(year.value).toBe('2027/2028');
    await user.clear(year);
    await user.type(year, '2026/2028');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(dialog).findByText('Tahun kedua harus satu tahun setelah tahun pertama'),
    ).toBeTruthy();
    await user.clear(year);
    await user.type(year, '2026/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Tahun ajaran 2026/2027 sudah ada')).toBeTruthy();
    await user.keyboard('{Escape}');

    const global = screen.getByRole('form', { name: 'Tambah kategori global' });
    await user.type(within(global).getByLabelText('Nama Kategori'), 'Katering');
    await user.click(within(global).getByRole('button', { name: 'Tambah Kategori Global' }));
    expect(await screen.findByText(/Kategori biaya berhasil ditambahkan/)).toBeTruthy();
    expect(bodies(calls, 'POST /api/global-cost-categories')).toEqual([
      { name: 'Katering', description: null },
    ]);
  });
});

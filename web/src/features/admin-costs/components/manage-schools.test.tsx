import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CostItem } from '@core/contracts/schools';
import { dismissToast } from '@web/components/ui/use-toast';
import { fakeNetwork, jsonResponse, renderPage, textResponse } from '@web/lib/test-network';
import ManageSchools from './manage-schools';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const school = {
  id: 5,
  slug: 'sd-kelolaan',
  name: 'SD Kelolaan',
  educationLevel: 'sd',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
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
  source: 'admin',
  updatedAt: '2026-11-20T00:00:00Z',
  ...over,
});

function setup(put: (body: unknown) => Response = () => jsonResponse({})) {
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
    'GET /api/schools/5/cost-items?academicYearId=2': () => jsonResponse(items),
    'GET /api/global-cost-categories': () => jsonResponse([]),
    'GET /api/schools/5/cost-categories': () => jsonResponse([]),
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
  });
  renderPage(<ManageSchools />, ['/admin']);
  return calls;
}

describe('Kelola Sekolah', () => {
  it('picks the only school and the fee year, and shows its cost table', async () => {
    setup();
    expect(screen.getByText('Sekolah yang Dikelola')).toBeTruthy();
    const amount = (await screen.findByLabelText('Jumlah SPP')) as HTMLInputElement;
    expect(amount.value).toBe('500000');
    expect((screen.getByLabelText('Tahun Ajaran') as HTMLSelectElement).value).toBe('2');
    expect(screen.getByText('Global Category')).toBeTruthy();
    expect(screen.getByText('School Custom')).toBeTruthy();
    const frequency = screen.getByLabelText('Frekuensi SPP') as HTMLSelectElement;
    expect([...frequency.options].map((o) => o.text)).toEqual(['Bulanan', 'Tahunan', 'Sekali']);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Jenis Biaya',
      'Frekuensi',
      'Jumlah',
      'Aksi',
    ]);
  });

  it('saves a new amount on Enter and a new frequency on change', async () => {
    const calls = setup();
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Jumlah SPP');
    await user.clear(amount);
    await user.type(amount, '650.000{Enter}');
    expect(await screen.findByText('Item biaya berhasil diperbarui')).toBeTruthy();
    expect(screen.getByText('Berhasil')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Frekuensi SPP'), 'Tahunan');
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/cost-items/1').map((c) => c.body)).toEqual([
        { amount: 650_000 },
        { frequency: 'Yearly' },
      ]),
    );
  });

  it('refuses an amount that is not whole rupiah, without calling the server', async () => {
    const calls = setup();
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Jumlah SPP');
    await user.clear(amount);
    await user.type(amount, '-5{Enter}');
    expect(await screen.findByText('Jumlah biaya tidak boleh negatif')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
  });

  it('undoes a change the server refused, without a toast', async () => {
    setup(() => textResponse('boom', 500));
    const user = userEvent.setup();
    const amount = (await screen.findByLabelText('Jumlah SPP')) as HTMLInputElement;
    await user.clear(amount);
    await user.type(amount, '1{Enter}');
    expect(await screen.findByText('Gagal menyimpan perubahan')).toBeTruthy();
    expect(amount.value).toBe('500000');
    expect(screen.queryByText('Berhasil')).toBeNull();
  });

  it('deletes an item after confirmation', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hapus Antar Jemput' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Item biaya berhasil dihapus')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Jumlah Antar Jemput')).toBeNull());
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistryRecord } from '@core/contracts/registry';
import { fakeNetwork, jsonResponse, renderPage } from '@web/lib/test-network';
import RegistryTab from './registry-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SCHOOL = {
  id: 7,
  npsn: '20200001',
  slug: 'sd-uji-ganda',
  name: 'SD Uji Ganda',
  educationLevel: 'sd',
  city: 'Kota Depok',
  province: 'Jawa Barat',
};
const SURVIVOR = { ...SCHOOL, id: 8, npsn: '20200002', slug: 'sd-uji', name: 'SD Uji' };
const RECORD: RegistryRecord = {
  id: 7,
  npsn: '20200001',
  slug: 'sd-uji-ganda',
  name: 'SD Uji Ganda',
  educationLevel: 'sd',
  status: 'private',
  streetAddress: null,
  postalCode: null,
  provinceId: '32',
  cityId: '32.76',
  districtId: '32.76.01',
  lat: null,
  lng: null,
  overrides: [],
  retired: null,
  mergedInto: null,
};

function network(extra: Parameters<typeof fakeNetwork>[0] = {}) {
  return fakeNetwork({
    'GET /api/admin/schools?limit=50': () => jsonResponse({ schools: [SCHOOL] }),
    'GET /api/admin/schools/7/registry': () => jsonResponse(RECORD),
    'GET /api/provinces': () =>
      jsonResponse([{ id: '32', name: 'Jawa Barat', slug: 'jawa-barat' }]),
    'GET /api/provinces/32/cities': () =>
      jsonResponse([{ id: '32.76', name: 'Kota Depok', slug: 'depok', provinceId: '32' }]),
    'GET /api/cities/32.76/districts': () =>
      jsonResponse([{ id: '32.76.01', name: 'Pancoran Mas', slug: 'pancoran-mas' }]),
    ...extra,
  });
}

describe('Registri tab', () => {
  it("refuses a bad postal code with the contract's message, then saves the record", async () => {
    const calls = network({
      'PUT /api/admin/schools/7/registry': () =>
        jsonResponse({ ...RECORD, name: 'SD Uji Ganda Baru', overrides: ['name'] }),
    });
    renderPage(<RegistryTab />, ['/admin?tab=registry']);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Form data registri' });
    await user.type(within(form).getByLabelText('Kode pos'), '16a');
    await user.click(within(form).getByRole('button', { name: 'Simpan Data Registri' }));
    expect(await within(form).findByText('Kode pos harus 5 digit angka')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
    await user.clear(within(form).getByLabelText('Kode pos'));
    await user.type(within(form).getByLabelText('Kode pos'), '16431');
    await user.clear(within(form).getByLabelText('Nama Sekolah'));
    await user.type(within(form).getByLabelText('Nama Sekolah'), 'SD Uji Ganda Baru');
    await user.click(within(form).getByRole('button', { name: 'Simpan Data Registri' }));
    await screen.findByText('Data registri disimpan: SD Uji Ganda Baru');
    expect(calls.find((call) => call.key === 'PUT /api/admin/schools/7/registry')?.body).toEqual({
      name: 'SD Uji Ganda Baru',
      educationLevel: 'sd',
      status: 'private',
      streetAddress: '',
      postalCode: '16431',
      cityId: '32.76',
      districtId: '32.76.01',
      lat: '',
      lng: '',
    });
  });

  it('merges into the school that stays after a second click, and retires with a reason', async () => {
    const calls = network({
      'GET /api/admin/schools?search=SD+Uji&limit=50': () =>
        jsonResponse({ schools: [SCHOOL, SURVIVOR] }),
      'POST /api/admin/schools/7/merge': () =>
        jsonResponse({
          survivor: { id: 8, name: 'SD Uji', slug: 'sd-uji' },
          merged: { id: 7, name: 'SD Uji Ganda', slug: 'sd-uji-ganda' },
          moved: { cost_items: 6, favorites: 2 },
          dropped: {},
        }),
      'POST /api/admin/schools/7/retire': () =>
        jsonResponse({
          ...RECORD,
          retired: { at: '2027-03-01T02:00:00Z', reason: 'Sekolah tutup sejak 2026' },
        }),
    });
    renderPage(<RegistryTab />, ['/admin?tab=registry']);
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Form data registri' });
    await user.type(screen.getByLabelText('Sekolah yang dipertahankan'), 'SD Uji');
    await user.click(await screen.findByRole('radio', { name: /NPSN 20200002/ }));
    await user.click(screen.getByRole('button', { name: 'Gabungkan' }));
    expect(calls.some((call) => call.key.includes('merge'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Ya, gabungkan ke SD Uji' }));
    expect(await screen.findByText(/6 item biaya, 2 favorit/)).toBeTruthy();
    expect(calls.find((call) => call.key.includes('merge'))?.body).toEqual({ targetId: 8 });

    await user.type(screen.getByLabelText('Alasan penutupan'), 'Sekolah tutup sejak 2026');
    await user.click(screen.getByRole('button', { name: 'Tandai Tutup' }));
    expect(await screen.findByText(/Ditandai tutup .*Sekolah tutup sejak 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aktifkan kembali' })).toBeTruthy();
  });
});

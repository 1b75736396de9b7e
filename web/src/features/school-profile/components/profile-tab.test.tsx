import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SchoolProfile } from '@core/contracts/school-profile';
import { fakeNetwork, jsonResponse, renderPage } from '@web/lib/test-network';
import ProfileTab from './profile-tab';

vi.mock('@web/lib/upload-file', () => ({
  uploadFile: () => Promise.resolve('0b6f3f5e-9f53-4c1e-8e3f-2b1d6b1f0a11'),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SCHOOL = {
  id: 7,
  npsn: '20200001',
  slug: 'sd-uji',
  name: 'SD Uji Profil',
  educationLevel: 'sd',
  city: 'Kota Depok',
  province: 'Jawa Barat',
};
const PROFILE: SchoolProfile = {
  schoolId: 7,
  phone: null,
  email: null,
  website: null,
  description: null,
  facilities: [],
  changes: {},
  photos: [],
};

/** A school admin's one school, chosen for them. */
function network(extra: Parameters<typeof fakeNetwork>[0] = {}) {
  return fakeNetwork({
    'GET /api/admin/schools?limit=50': () => jsonResponse({ schools: [SCHOOL] }),
    'GET /api/schools/7/profile': () => jsonResponse(PROFILE),
    ...extra,
  });
}

describe('Profil Sekolah tab', () => {
  it("refuses a website that is not a URL and an e-mail without @ with the contract's messages", async () => {
    const calls = network();
    renderPage(<ProfileTab />, ['/admin?tab=profile']);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Form profil sekolah' });
    await user.type(within(form).getByLabelText('Website'), 'bukan alamat');
    await user.type(within(form).getByLabelText('Email'), 'tu.sekolah.sch.id');
    await user.click(within(form).getByRole('button', { name: 'Simpan Profil' }));
    expect(
      await within(form).findByText(
        'Alamat website harus berupa URL, misalnya https://sekolah.sch.id',
      ),
    ).toBeTruthy();
    expect(within(form).getByText('Email tidak valid')).toBeTruthy();
    expect(calls.some((call) => call.key === 'PUT /api/schools/7/profile')).toBe(false);
  });

  it('saves contacts, description and facilities as typed', async () => {
    const calls = network({
      'PUT /api/schools/7/profile': () =>
        jsonResponse({
          ...PROFILE,
          phone: '(021) 555-0101',
          website: 'https://sdujiprofil.sch.id/',
          facilities: ['perpustakaan'],
          changes: { phone: { changedAt: '2027-03-01T02:00:00Z', changedBy: 'school_admin' } },
        }),
    });
    renderPage(<ProfileTab />, ['/admin?tab=profile']);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Form profil sekolah' });
    await user.type(within(form).getByLabelText('Telepon'), '(021) 555-0101');
    await user.type(within(form).getByLabelText('Website'), 'sdujiprofil.sch.id');
    await user.click(within(form).getByLabelText('Perpustakaan'));
    await user.click(within(form).getByRole('button', { name: 'Simpan Profil' }));
    expect(await screen.findByText('Diperbarui oleh pihak sekolah, 1 Mar 2027')).toBeTruthy();
    expect(calls.find((call) => call.key === 'PUT /api/schools/7/profile')?.body).toEqual({
      phone: '(021) 555-0101',
      email: '',
      website: 'sdujiprofil.sch.id',
      description: '',
      facilities: ['perpustakaan'],
    });
  });

  it("shows the server's reason when a photo is not an image, and a photo waiting for its check", async () => {
    let photos: SchoolProfile['photos'] = [];
    network({
      'GET /api/schools/7/profile': () => jsonResponse({ ...PROFILE, photos }),
      'POST /api/schools/7/photos': (init) => {
        const { fileName } = JSON.parse(String(init!.body)) as { fileName: string };
        if (fileName.endsWith('.pdf'))
          return jsonResponse(
            { error: 'File bukan gambar. Unggah foto JPG, PNG, atau WebP.' },
            400,
          );
        photos = [
          {
            id: 1,
            state: 'pending',
            objectPath: null,
            fileName,
            description: null,
            error: null,
            createdAt: '2027-03-01T02:00:00Z',
          },
        ];
        return jsonResponse(photos[0], 201);
      },
    });
    renderPage(<ProfileTab />, ['/admin?tab=profile']);
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Tambah foto');
    await user.upload(input, new File(['%PDF'], 'brosur.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('brosur.pdf: File bukan gambar. Unggah foto JPG, PNG, atau WebP.'),
    ).toBeTruthy();
    await user.upload(input, new File(['png'], 'kelas.png', { type: 'image/png' }));
    const list = await screen.findByRole('list', { name: 'Foto sekolah' });
    expect(within(list).getByText('Sedang diproses...')).toBeTruthy();
  });
});

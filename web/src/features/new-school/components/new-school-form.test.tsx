import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewSchoolInput } from '@core/contracts/new-school';
import { fakeNetwork, jsonResponse, renderPage } from '@web/lib/test-network';
import { ApiError } from '@web/lib/api-client';
import { NewSchoolForm } from './new-school-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function regions() {
  fakeNetwork({
    'GET /api/provinces': () =>
      jsonResponse([
        { id: '32', name: 'Jawa Barat', officialName: 'Jawa Barat', slug: 'jawa-barat' },
      ]),
    'GET /api/provinces/32/cities': () =>
      jsonResponse([
        {
          id: '32.76',
          name: 'Kota Depok',
          kind: 'kota',
          slug: 'depok',
          provinceId: '32',
          schoolCount: 1,
        },
      ]),
    'GET /api/cities/32.76/districts': () =>
      jsonResponse([
        {
          id: '32.76.01',
          name: 'Pancoran Mas',
          slug: 'pancoran-mas',
          schoolCount: 12,
          center: null,
        },
      ]),
  });
}

describe('NewSchoolForm', () => {
  it('says what is missing, keeps what was typed, and sends the school without the province', async () => {
    regions();
    const onSubmit = vi.fn(async (_school: NewSchoolInput) => undefined);
    renderPage(
      <NewSchoolForm
        start={{ name: 'SD Harapan', educationLevel: 'sd' }}
        submitLabel="Simpan"
        onSubmit={onSubmit}
      />,
      ['/admin'],
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('NPSN (opsional)'), '123');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    for (const message of [
      'Status sekolah wajib dipilih',
      'Kota/kabupaten wajib dipilih',
      'Kecamatan wajib dipilih',
      'NPSN harus 8 digit angka',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByLabelText('Nama Sekolah') as HTMLInputElement).value).toBe('SD Harapan');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Status'), 'Swasta');
    await user.selectOptions(await screen.findByLabelText('Provinsi'), 'Jawa Barat');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kota Depok' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Kota/Kabupaten'), 'Kota Depok');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Pancoran Mas' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Kecamatan'), 'Pancoran Mas');
    await user.clear(screen.getByLabelText('NPSN (opsional)'));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'SD Harapan',
      educationLevel: 'sd',
      status: 'private',
      cityId: '32.76',
      districtId: '32.76.01',
      streetAddress: null,
      npsn: null,
    });
  });

  it("shows the server's refusal and keeps the form", async () => {
    regions();
    renderPage(
      <NewSchoolForm
        start={{ name: 'SD Harapan', educationLevel: 'sd' }}
        submitLabel="Simpan"
        onSubmit={async () => {
          throw new ApiError(409, '{"error":"NPSN 20212345 sudah dipakai SD Lain"}', 'Conflict');
        }}
      />,
      ['/admin'],
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Negeri');
    await user.selectOptions(await screen.findByLabelText('Provinsi'), 'Jawa Barat');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kota Depok' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Kota/Kabupaten'), 'Kota Depok');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Pancoran Mas' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Kecamatan'), 'Pancoran Mas');
    await user.type(screen.getByLabelText('NPSN (opsional)'), '20212345');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('NPSN 20212345 sudah dipakai SD Lain')).toBeTruthy();
    expect((screen.getByLabelText('NPSN (opsional)') as HTMLInputElement).value).toBe('20212345');
  });
});

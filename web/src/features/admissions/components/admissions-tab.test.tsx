import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admissionYears, jakartaDayNumber } from '@core/admissions';
import { fakeNetwork, jsonResponse, renderPage } from '@web/lib/test-network';
import AdmissionsTab from './admissions-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SCHOOL = {
  id: 7,
  npsn: '20200001',
  slug: 'sd-uji',
  name: 'SD Uji SPMB',
  educationLevel: 'sd',
  city: 'Kota Depok',
  province: 'Jawa Barat',
};

describe('SPMB/PPDB tab', () => {
  it('refuses a backward date range, then publishes the year as typed', async () => {
    const year = admissionYears(jakartaDayNumber())[0]!;
    const calls = fakeNetwork({
      'GET /api/admin/schools?limit=50': () => jsonResponse({ schools: [SCHOOL] }),
      'GET /api/schools/7/admissions': () => jsonResponse([]),
      'PUT /api/schools/7/admissions': () =>
        jsonResponse({ academicYear: year, updatedAt: '2027-03-01T02:00:00Z' }),
    });
    renderPage(<AdmissionsTab />, ['/admin?tab=admissions']);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: `Form SPMB/PPDB ${year}` });
    await user.type(within(form).getByLabelText('Tanggal mulai'), '2027-06-10');
    await user.type(within(form).getByLabelText('Tanggal selesai'), '2027-06-01');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(form).findByText('Tanggal selesai tidak boleh sebelum tanggal mulai'),
    ).toBeTruthy();
    expect(within(form).getByText('Sumber dokumen wajib diisi')).toBeTruthy();
    expect(calls.some((call) => call.key === 'PUT /api/schools/7/admissions')).toBe(false);

    await user.clear(within(form).getByLabelText('Tanggal selesai'));
    await user.type(within(form).getByLabelText('Tanggal selesai'), '2027-06-15');
    await user.click(within(form).getByRole('button', { name: 'Tambah jalur' }));
    await user.type(within(form).getByLabelText('Jalur 1'), 'Domisili');
    await user.type(within(form).getByLabelText('Kuota (kursi)'), '120');
    await user.type(within(form).getByLabelText('Sumber dokumen'), 'Surat edaran SPMB');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    await screen.findByText(`Info penerimaan murid baru disimpan: ${year}`);
    expect(calls.find((call) => call.key === 'PUT /api/schools/7/admissions')?.body).toEqual({
      academicYear: year,
      systemName: 'SPMB',
      schedule: [{ kind: 'registration', label: '', startsOn: '2027-06-10', endsOn: '2027-06-15' }],
      quotas: [{ track: 'Domisili', seats: '120', note: '' }],
      requirements: '',
      fees: [],
      sourceTitle: 'Surat edaran SPMB',
      sourceUrl: '',
    });
  });
});

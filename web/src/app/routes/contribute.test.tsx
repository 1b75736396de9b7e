import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnSubmission } from '@core/contracts/resubmissions';
import { fakeNetwork, jsonResponse, renderPage, textResponse } from '@web/lib/test-network';
import ContributePage from './contribute';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const parent = () =>
  jsonResponse({ id: 3, role: 'parent', firstName: 'Sari', lastName: null, email: null });

describe('/contribute links', () => {
  it('?schoolId= fills in the school name, level and city', async () => {
    const calls = fakeNetwork({
      'GET /api/auth/user': parent,
      'GET /api/contribute/prefill?schoolId=42': () =>
        jsonResponse({
          schoolName: 'SDIT Nurul Fikri',
          cityName: 'Kota Depok',
          educationLevels: ['SD/Sederajat'],
          educationLevel: 'sd',
          schoolId: 42,
          requestId: null,
        }),
    });
    renderPage(<ContributePage />, ['/contribute?schoolId=42']);
    const name = (await screen.findByLabelText('Nama Sekolah')) as HTMLInputElement;
    expect(name.value).toBe('SDIT Nurul Fikri');
    expect((screen.getByLabelText('Kota/Kabupaten') as HTMLInputElement).value).toBe('Kota Depok');
    expect(
      (screen.getByRole('checkbox', { name: 'SD/Sederajat' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'SMP/Sederajat' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(calls.map((call) => call.key)).toContain('GET /api/contribute/prefill?schoolId=42');
  });

  it('an unknown request leaves the form empty; a malformed id asks nothing', async () => {
    fakeNetwork({
      'GET /api/auth/user': parent,
      'GET /api/contribute/prefill?requestId=9': () =>
        jsonResponse({ error: 'Request tidak ditemukan', code: 'NOT_FOUND' }, 404),
    });
    renderPage(<ContributePage />, ['/contribute?requestId=9']);
    expect(((await screen.findByLabelText('Nama Sekolah')) as HTMLInputElement).value).toBe('');
    cleanup();

    const calls = fakeNetwork({ 'GET /api/auth/user': parent });
    renderPage(<ContributePage />, ['/contribute?schoolId=abc']);
    await screen.findByLabelText('Nama Sekolah');
    // the form's own lookups (the academic years) may run; nothing asks for a prefill
    const keys = calls.map((call) => call.key);
    expect(keys).toContain('GET /api/auth/user');
    expect(keys.filter((key) => key.includes('/api/contribute/prefill'))).toEqual([]);
  });

  it('anonymous visitors sign in and come back to the same link', async () => {
    const calls = fakeNetwork({
      'GET /api/auth/user': () => textResponse('Unauthorized', 401),
    });
    renderPage(<ContributePage />, ['/contribute?schoolId=42']);
    const link = await screen.findByRole('link', { name: 'Masuk dengan Google' });
    expect(link.getAttribute('href')).toBe(
      `/api/oauth/login?redirect=${encodeURIComponent('/contribute?schoolId=42')}`,
    );
    expect(calls.map((call) => call.key)).toEqual(['GET /api/auth/user']);
  });
});

const rejected: OwnSubmission = {
  id: 5,
  status: 'rejected',
  schoolName: 'SDIT Nurul Fikri',
  cityName: 'Kota Depok',
  educationLevels: ['SD/Sederajat'],
  phoneNumber: '081234567890',
  showAsContributor: true,
  contributorName: 'Ibu Sari',
  contributorProfile: null,
  schoolId: 42,
  academicYearId: 2,
  lines: [
    {
      label: 'SPP',
      amount: 1_200_000,
      frequency: 'Monthly',
      notes: null,
      category: 'spp',
      origin: 'read',
      uploadId: 'b7a4c2de-0000-4000-8000-000000000001',
      page: 1,
      box: { x: 0.1, y: 0.2, w: 0.5, h: 0.04 },
    },
  ],
  files: [{ uploadId: 'b7a4c2de-0000-4000-8000-000000000001', name: 'brosur.jpg' }],
  rejectionReason: 'Nominal SPP tidak sesuai brosur',
  rounds: [
    {
      round: 1,
      sentAt: '2026-11-01T03:00:00Z',
      rejectedAt: '2026-11-02T03:00:00Z',
      reason: 'Foto buram',
      resentAt: '2026-11-03T03:00:00Z',
    },
  ],
};

const years = () =>
  jsonResponse([
    { id: 1, year: '2025/2026', isCurrent: false },
    { id: 2, year: '2026/2027', isCurrent: true },
  ]);

describe('/contribute?resend= (a rejected contribution corrected)', () => {
  it('starts from what was sent, keeps its file and resends the correction', async () => {
    const calls = fakeNetwork({
      'GET /api/auth/user': parent,
      'GET /api/academic-years': years,
      'GET /api/me/submissions/5': () => jsonResponse(rejected),
      'POST /api/me/submissions/5/resend': () =>
        jsonResponse({ ...rejected, status: 'pending', rejectionReason: null }),
    });
    const user = userEvent.setup();
    renderPage(<ContributePage />, ['/contribute?resend=5']);
    const notice = await screen.findByRole('region', { name: 'Perbaiki kontribusi' });
    within(notice).getByText('Nominal SPP tidak sesuai brosur');
    within(notice).getByText(/Foto buram/);
    expect((screen.getByLabelText('Nama Sekolah') as HTMLInputElement).value).toBe(
      'SDIT Nurul Fikri',
    );
    expect((screen.getByLabelText('Nomor HP/WhatsApp') as HTMLInputElement).value).toBe(
      '081234567890',
    );
    const kept = screen.getByRole('list', { name: 'File yang sudah dikirim' });
    within(kept).getByText('brosur.jpg');

    const amount = screen.getByLabelText('Jumlah (Rp)') as HTMLInputElement;
    expect(amount.value).toBe('1.200.000');
    await user.clear(amount);
    await user.type(amount, '1.250.000');
    await user.click(screen.getByRole('button', { name: 'Kirim Ulang' }));
    await screen.findByRole('heading', { name: 'Data Berhasil Dikirim!' });
    const sent = calls.find((call) => call.key === 'POST /api/me/submissions/5/resend');
    expect(sent?.body).toMatchObject({
      schoolName: 'SDIT Nurul Fikri',
      schoolId: 42,
      academicYearId: 2,
      uploadedFiles: [],
      lines: [
        {
          label: 'SPP',
          amount: '1.250.000',
          origin: 'corrected',
          uploadId: 'b7a4c2de-0000-4000-8000-000000000001',
          page: 1,
        },
      ],
    });
  });

  it("says so when the contribution is under review again or not the parent's", async () => {
    fakeNetwork({
      'GET /api/auth/user': parent,
      'GET /api/me/submissions/5': () => jsonResponse({ ...rejected, status: 'pending' }),
      'GET /api/me/submissions/6': () =>
        jsonResponse({ error: 'Data kiriman tidak ditemukan', code: 'NOT_FOUND' }, 404),
    });
    renderPage(<ContributePage />, ['/contribute?resend=5']);
    await screen.findByText('Kontribusi ini sudah dikirim ulang dan sedang diperiksa tim kami.');
    expect(screen.queryByLabelText('Nama Sekolah')).toBeNull();
    cleanup();
    renderPage(<ContributePage />, ['/contribute?resend=6']);
    await screen.findByText('Kontribusi yang ingin Anda perbaiki tidak ditemukan.');
  });
});

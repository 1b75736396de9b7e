import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, jsonResponse, renderPage, textResponse } from '@web/lib/test-network';
import { ClaimCard } from './claim-card';

// the upload slot and its PUT are lib/upload-file's (tested with the contribute form's uploads)
vi.mock('@web/lib/upload-file', () => ({
  uploadFile: () => Promise.resolve('0b6f3f5e-9f53-4c1e-8e3f-2b1d6b1f0a11'),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SCHOOL = { id: 7, name: 'SD Uji Klaim', slug: 'sd-uji-klaim' };
const UUID = '0b6f3f5e-9f53-4c1e-8e3f-2b1d6b1f0a11';
const parent = () =>
  jsonResponse({
    id: 3,
    role: 'parent',
    firstName: 'Sari',
    lastName: 'Dewi',
    email: 'sari@contoh.id',
  });

const claimOf = (body: Record<string, unknown>) => ({
  id: 11,
  status: 'pending',
  school: { ...SCHOOL, city: 'Kota Depok', npsn: '20200001' },
  claimant: { userId: 3, ...body, account: 'Sari Dewi' },
  note: null,
  files: [],
  rejectionReason: null,
  reviewedAt: null,
  createdAt: '2027-03-01T02:00:00Z',
});

describe('Klaim sekolah ini', () => {
  it('asks an anonymous visitor to sign in and come back with the dialog open', async () => {
    fakeNetwork({ 'GET /api/auth/user': () => textResponse('', 401) });
    renderPage(<ClaimCard school={SCHOOL} managed={false} />, ['/school/sd-uji-klaim']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Klaim sekolah ini' }));
    const link = await screen.findByRole('link', { name: 'Masuk dengan Google' });
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain(
      'redirect=/school/sd-uji-klaim#klaim',
    );
  });

  it("refuses bad input with the contract's messages, then sends the claim with its proof", async () => {
    const calls = fakeNetwork({
      'GET /api/auth/user': parent,
      'GET /api/me/claims': () => jsonResponse([]),
      'POST /api/schools/7/claims': (init) =>
        jsonResponse(claimOf(JSON.parse(String(init!.body)) as Record<string, unknown>), 201),
    });
    // the link back from the sign-in opens the dialog by itself
    renderPage(<ClaimCard school={SCHOOL} managed={false} />, ['/school/sd-uji-klaim#klaim']);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Form klaim sekolah' });
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('sari@contoh.id');
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'sari.contoh.id');
    await user.click(within(form).getByRole('button', { name: 'Kirim Klaim' }));
    expect(await within(form).findByText('Email tidak valid')).toBeTruthy();
    expect(within(form).getByText('Jabatan di sekolah wajib diisi')).toBeTruthy();
    expect(
      within(form).getByText('Unggah minimal satu bukti (surat berstempel sekolah atau SK)'),
    ).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/schools/7/claims')).toBe(false);

    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'sari@contoh.id');
    await user.type(within(form).getByLabelText('Jabatan di sekolah'), 'Operator Sekolah');
    await user.type(within(form).getByLabelText('Nomor telepon/WhatsApp'), '0812 3456 7890');
    const proof = new File(['%PDF-1.4'], 'surat-tugas.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText('Bukti pengelola sekolah'), proof);
    await screen.findByText('(terunggah)', { exact: false });
    await user.click(within(form).getByRole('button', { name: 'Kirim Klaim' }));
    expect(await screen.findByText('Klaim terkirim')).toBeTruthy();
    const sent = calls.find((call) => call.key === 'POST /api/schools/7/claims');
    expect(sent?.body).toEqual({
      claimantName: 'Sari Dewi',
      position: 'Operator Sekolah',
      phone: '0812 3456 7890',
      email: 'sari@contoh.id',
      note: '',
      files: [{ uploadId: UUID, name: 'surat-tugas.pdf' }],
    });
  });

  it('shows a pending claim instead of a second form', async () => {
    fakeNetwork({
      'GET /api/auth/user': parent,
      'GET /api/me/claims': () =>
        jsonResponse([claimOf({ name: 'Sari', position: 'Guru', phone: '0812', email: 'x@y.id' })]),
    });
    renderPage(<ClaimCard school={SCHOOL} managed />, ['/school/sd-uji-klaim']);
    expect(screen.getByText(/sudah dikelola pihak sekolah/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Klaim sekolah ini' }));
    expect(await screen.findByText('Klaim Anda menunggu verifikasi')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, jsonResponse, renderPage } from '@web/lib/test-network';
import ClaimsTab from './claims-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLAIM = {
  id: 11,
  status: 'pending',
  school: {
    id: 7,
    name: 'SD Uji Klaim',
    slug: 'sd-uji-klaim',
    city: 'Kota Depok',
    npsn: '20200001',
  },
  claimant: {
    userId: 3,
    name: 'Sari Dewi',
    position: 'Operator Sekolah',
    phone: '+6281234567890',
    email: 'sari@contoh.id',
    account: 'Sari Dewi · sari@contoh.id',
  },
  note: 'Saya operator Dapodik.',
  files: [
    { index: 0, name: 'surat-tugas.pdf', state: 'done', error: null },
    { index: 1, name: 'sk.jpg', state: 'pending', error: null },
  ],
  rejectionReason: null,
  reviewedAt: null,
  createdAt: '2027-03-01T02:00:00Z',
};

describe('Klaim tab', () => {
  it('shows the claim with its proof and approves it', async () => {
    let decided = false;
    const calls = fakeNetwork({
      'GET /api/admin/claims?status=pending': () => jsonResponse(decided ? [] : [CLAIM]),
      'POST /api/admin/claims/11/approve': () => {
        decided = true;
        return jsonResponse({ ...CLAIM, status: 'approved', reviewedAt: '2027-03-02T02:00:00Z' });
      },
    });
    renderPage(<ClaimsTab />, ['/admin?tab=claims']);
    const item = await screen.findByRole('listitem', { name: 'Klaim SD Uji Klaim' });
    expect(within(item).getByText('Operator Sekolah')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'surat-tugas.pdf' }).getAttribute('href')).toBe(
      '/api/admin/claims/11/files/0',
    );
    expect(within(item).getByText('sk.jpg (sedang diperiksa)')).toBeTruthy();
    await userEvent
      .setup()
      .click(
        within(item).getByRole('button', { name: 'Setujui klaim Sari Dewi atas SD Uji Klaim' }),
      );
    expect(await screen.findByText('Tidak ada klaim dengan status ini.')).toBeTruthy();
    expect(calls.filter((call) => call.key === 'POST /api/admin/claims/11/approve')).toHaveLength(
      1,
    );
  });

  it('rejects with the reason typed', async () => {
    const calls = fakeNetwork({
      'GET /api/admin/claims?status=pending': () => jsonResponse([CLAIM]),
      'POST /api/admin/claims/11/reject': () =>
        jsonResponse({ ...CLAIM, status: 'rejected', rejectionReason: 'Stempel tidak terbaca' }),
    });
    renderPage(<ClaimsTab />, ['/admin?tab=claims']);
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', { name: 'Klaim SD Uji Klaim' });
    await user.click(within(item).getByRole('button', { name: 'Tolak' }));
    await user.type(within(item).getByLabelText('Alasan penolakan'), 'Stempel tidak terbaca');
    await user.click(within(item).getByRole('button', { name: 'Tolak Klaim' }));
    await screen.findByText('Klaim ditolak: SD Uji Klaim');
    expect(calls.find((call) => call.key === 'POST /api/admin/claims/11/reject')?.body).toEqual({
      reason: 'Stempel tidak terbaca',
    });
  });
});

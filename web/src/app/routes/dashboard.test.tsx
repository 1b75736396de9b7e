import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { MySubmission } from '@core/contracts/my-contributions';
import { fakeNetwork, jsonResponse, renderPage } from '@web/lib/test-network';
import DashboardPage from './dashboard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sent = (over: Partial<MySubmission>): MySubmission => ({
  id: 1,
  schoolName: 'SD Harapan',
  cityName: 'Kota Depok',
  educationLevels: ['SD/Sederajat'],
  status: 'pending',
  createdAt: '2026-11-20T03:00:00Z',
  reviewedAt: null,
  rejectionReason: null,
  school: null,
  academicYear: null,
  fileCount: 2,
  resubmissionCount: 0,
  ...over,
});

describe('/dashboard', () => {
  it("shows the parent's contributions with their outcome, and their requests", async () => {
    fakeNetwork({
      'GET /api/auth/user': () =>
        jsonResponse({ id: 3, role: 'parent', firstName: 'Sari', lastName: null, email: null }),
      'GET /api/favorites': () => jsonResponse([]),
      'GET /api/me/submissions': () =>
        jsonResponse([
          sent({ id: 3, resubmissionCount: 1 }),
          sent({
            id: 2,
            schoolName: 'SMP Lama',
            status: 'rejected',
            reviewedAt: '2026-11-22T03:00:00Z',
            rejectionReason: 'Foto brosur tidak terbaca',
          }),
          sent({
            id: 1,
            schoolName: 'SDIT Nurul Fikri',
            status: 'approved',
            reviewedAt: '2026-11-21T03:00:00Z',
            school: { id: 9, name: 'SDIT Nurul Fikri', slug: 'sdit-nurul-fikri' },
            academicYear: '2025/2026',
          }),
        ]),
      'GET /api/me/school-requests': () =>
        jsonResponse([
          {
            id: 5,
            requestedSchoolName: 'TK Bintang',
            educationLevel: 'TK',
            city: 'Bandung',
            status: 'requested',
            createdAt: '2026-11-19T03:00:00Z',
            completedAt: null,
            user: { firstName: 'Sari', lastName: 'Wulan' },
            school: null,
          },
        ]),
    });
    renderPage(<DashboardPage />, ['/dashboard']);
    const mine = await screen.findByRole('list', { name: 'Kontribusi Saya' });
    const cards = within(mine).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'SD Harapan',
      'SMP Lama',
      'SDIT Nurul Fikri',
    ]);
    expect(within(cards[0]!).getByText('Menunggu verifikasi')).toBeTruthy();
    expect(within(cards[0]!).getByText(/dikirim ulang setelah diperbaiki/)).toBeTruthy();
    expect(within(cards[1]!).getByText('Ditolak')).toBeTruthy();
    expect(within(cards[1]!).getByText('Foto brosur tidak terbaca')).toBeTruthy();
    // a rejected contribution can be corrected and resent; the others cannot
    expect(
      within(cards[1]!)
        .getByRole('link', { name: 'Perbaiki & Kirim Ulang SMP Lama' })
        .getAttribute('href'),
    ).toBe('/contribute?resend=2');
    expect(within(cards[0]!).queryByRole('link', { name: /Perbaiki/ })).toBeNull();
    expect(within(cards[2]!).queryByRole('link', { name: /Perbaiki/ })).toBeNull();
    expect(within(cards[2]!).getByText('Disetujui')).toBeTruthy();
    expect(
      within(cards[2]!)
        .getByRole('link', { name: /SDIT Nurul Fikri/ })
        .getAttribute('href'),
    ).toBe('/school/sdit-nurul-fikri');

    const requests = await screen.findByRole('list', { name: 'Request Saya' });
    expect(within(requests).getByText('TK Bintang')).toBeTruthy();
    expect(
      within(requests)
        .getByRole('link', { name: 'Kirim data biaya sekolah ini' })
        .getAttribute('href'),
    ).toBe('/contribute?requestId=5');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, jsonResponse, renderPage } from '@web/lib/test-network';
import { RequestBanners, SchoolRequestList } from './school-request-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

const REQUESTS = [
  {
    id: 3,
    requestedSchoolName: 'SD Cahaya',
    educationLevel: 'SD',
    city: 'Depok',
    status: 'requested',
    createdAt: hoursAgo(3),
    completedAt: null,
    user: { firstName: 'Budi', lastName: 'Santoso' },
    school: null,
  },
  {
    id: 2,
    requestedSchoolName: 'TK Ceria',
    educationLevel: 'TK',
    city: 'Bandung',
    status: 'requested',
    createdAt: hoursAgo(72),
    completedAt: null,
    user: null,
    school: null,
  },
  {
    id: 1,
    requestedSchoolName: 'SMP Pelita',
    educationLevel: 'SMP',
    city: 'Bandung',
    status: 'completed',
    createdAt: hoursAgo(200),
    completedAt: hoursAgo(120),
    user: null,
    school: { id: 9, name: 'SMP Pelita Harapan', slug: 'smp-pelita-harapan' },
  },
];

describe('/school-requests', () => {
  it('counts both tabs and shows requested cards with relative time and a contribute link', async () => {
    fakeNetwork({ 'GET /api/school-requests': () => jsonResponse(REQUESTS) });
    renderPage(<SchoolRequestList />, ['/school-requests']);
    expect(await screen.findByRole('tab', { name: 'Diminta (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Selesai (1)' })).toBeTruthy();
    expect(screen.getByText('SD Cahaya')).toBeTruthy();
    expect(screen.getByText('Diminta 3 jam yang lalu oleh Budi Santoso')).toBeTruthy();
    expect(screen.getByText('Diminta 3 hari yang lalu')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Kontribusi Data Sekolah Ini' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/contribute?requestId=3',
      '/contribute?requestId=2',
    ]);
  });

  it('links completed requests to the school page', async () => {
    fakeNetwork({ 'GET /api/school-requests': () => jsonResponse(REQUESTS) });
    renderPage(<SchoolRequestList />, ['/school-requests']);
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Selesai (1)' }));
    const card = await screen.findByRole('link', { name: 'Lihat SMP Pelita Harapan' });
    expect(card.getAttribute('href')).toBe('/school/smp-pelita-harapan');
    expect(screen.getByText('Ditambahkan 5 hari yang lalu')).toBeTruthy();
  });

  it('has banners to /contribute and /request-school', () => {
    renderPage(<RequestBanners />, ['/school-requests']);
    expect(screen.getByRole('link', { name: 'Kontribusi Data' }).getAttribute('href')).toBe(
      '/contribute',
    );
    expect(screen.getByRole('link', { name: 'Request Sekolah' }).getAttribute('href')).toBe(
      '/request-school',
    );
  });
});

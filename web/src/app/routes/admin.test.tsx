import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentPath,
  fakeNetwork,
  jsonResponse,
  renderPage,
  textResponse,
} from '@web/lib/test-network';
import AdminPage from './admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (role: string) => () =>
  jsonResponse({ id: 1, role, firstName: null, lastName: null, email: null, username: 'admin' });

const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('/admin', () => {
  it('site admins get every tab, Overview first, with pending registrations', async () => {
    fakeNetwork({
      'GET /api/auth/user': user('site_admin'),
      'GET /api/admin/overview': () =>
        jsonResponse({
          totalSchools: 5,
          schoolAdmins: 0,
          schoolGroups: 0,
          pendingContributions: 0,
          openReports: 1,
          pendingRequests: 0,
          schoolsWithRealFees: 0,
          recentActivity: [],
        }),
      'GET /api/admin/accounts?status=pending': () => jsonResponse([]),
      'GET /api/admin/reports?status=open': () => jsonResponse([]),
    });
    renderPage(<AdminPage />, ['/admin']);
    await screen.findByRole('heading', { name: 'Dashboard Admin' });
    expect(tabs()).toEqual([
      'Overview',
      'Kelola Sekolah',
      'Kontribusi User',
      'Request Sekolah',
      'Laporan',
      'Admin Sekolah',
      'Aturan Biaya',
      'Cakupan Data',
      'Klaim',
      'Profil Sekolah',
      'SPMB/PPDB',
      'Registri',
    ]);
    expect(selected()).toBe('Overview');
    expect(await screen.findByText('Aksi Cepat', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Pendaftaran Admin')).toBeTruthy();

    // a quick action opens its tab, and the URL says which
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lihat Laporan' }));
    expect(
      await screen.findByText('Tidak ada laporan terbuka.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(selected()).toBe('Laporan');
    expect(currentPath()).toBe('/admin?tab=reports');
  });

  it("school admins get Kelola Sekolah first, then their school's profile and admissions", async () => {
    fakeNetwork({
      'GET /api/auth/user': user('school_admin'),
      'GET /api/admin/schools?limit=50': () => jsonResponse({ schools: [] }),
      'GET /api/academic-years': () => jsonResponse([]),
      'GET /api/global-cost-categories': () => jsonResponse([]),
    });
    renderPage(<AdminPage />, ['/admin']);
    await screen.findByRole('heading', { name: 'Dashboard Admin' });
    expect(tabs()).toEqual(['Kelola Sekolah', 'Profil Sekolah', 'SPMB/PPDB']);
    expect(selected()).toBe('Kelola Sekolah');
    expect(await screen.findByText('Sekolah yang Dikelola', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('school admins asking for a site admin tab get Kelola Sekolah', async () => {
    fakeNetwork({
      'GET /api/auth/user': user('school_admin'),
      'GET /api/admin/schools?limit=50': () => jsonResponse({ schools: [] }),
      'GET /api/academic-years': () => jsonResponse([]),
      'GET /api/global-cost-categories': () => jsonResponse([]),
    });
    renderPage(<AdminPage />, ['/admin?tab=reports']);
    await screen.findByRole('heading', { name: 'Dashboard Admin' });
    expect(selected()).toBe('Kelola Sekolah');
  });

  it('renders nothing without a user (the page sends them to /auth)', async () => {
    fakeNetwork({ 'GET /api/auth/user': () => textResponse('Unauthorized', 401) });
    renderPage(<AdminPage />, ['/admin']);
    expect(await screen.findByText('PAGE')).toBeTruthy();
    expect(currentPath()).toBe('/auth');
    expect(screen.queryByRole('heading', { name: 'Dashboard Admin' })).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSchool } from '@core/contracts/admin-costs';
import type { SchoolAdmin } from '@core/contracts/school-admins';
import { dismissToast } from '@web/components/ui/use-toast';
import { fakeNetwork, jsonResponse, renderPage } from '@web/lib/test-network';
import SchoolAdminsTab from './school-admins-tab';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const school: AdminSchool = {
  id: 31,
  npsn: '20254321',
  slug: 'smp-baru',
  name: 'SMP Baru',
  educationLevel: 'smp',
  city: 'Kota Depok',
  province: 'Jawa Barat',
};

describe('Admin Sekolah', () => {
  it('finds a school by NPSN, assigns it, and removes it again', async () => {
    let admin: SchoolAdmin = {
      id: 6,
      username: 'admin-smp',
      name: null,
      email: 'admin@smp.test',
      status: 'active',
      schools: [],
    };
    const calls = fakeNetwork({
      'GET /api/admin/school-admins': () => jsonResponse([admin]),
      'GET /api/admin/schools?search=20254321&limit=50': () => jsonResponse({ schools: [school] }),
      'POST /api/admin/school-admins/6/schools': () => {
        admin = { ...admin, schools: [school] };
        return jsonResponse(admin);
      },
      'DELETE /api/admin/school-admins/6/schools/31': () => {
        admin = { ...admin, schools: [] };
        return jsonResponse(admin);
      },
    });
    renderPage(<SchoolAdminsTab />, ['/admin']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tambah sekolah untuk admin-smp' }));
    await user.click(screen.getByRole('button', { name: 'Tetapkan Sekolah' }));
    expect(await screen.findByText('Pilih sekolah terlebih dahulu')).toBeTruthy();
    await user.type(screen.getByLabelText('Cari sekolah untuk admin-smp'), '20254321');
    await user.click(await screen.findByRole('radio', { name: /SMP Baru/ }));
    await user.click(screen.getByRole('button', { name: 'Tetapkan Sekolah' }));
    expect(await screen.findByText(/Sekolah berhasil ditetapkan/)).toBeTruthy();
    const managed = await screen.findByRole('list', { name: 'Sekolah yang dikelola admin-smp' });
    expect(within(managed).getByText('SMP Baru')).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('POST')).map((c) => c.body)).toEqual([
      { schoolId: 31 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Lepas SMP Baru dari admin-smp' }));
    expect(await screen.findByText('Belum mengelola sekolah.')).toBeTruthy();
  });
});

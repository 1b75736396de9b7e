import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewSchoolInput } from '@core/contracts/new-school';
import type { SchoolRequest } from '@core/contracts/school-requests';
import { dismissToast } from '@web/components/ui/use-toast';
import { fakeNetwork, jsonResponse, renderPage, textResponse } from '@web/lib/test-network';
import RequestAdmin from './request-admin';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const base = {
  educationLevel: 'SD',
  city: 'Depok',
  createdAt: '2026-11-20T03:00:00Z',
  user: { firstName: 'Budi', lastName: 'Santoso' },
};
const pending: SchoolRequest = {
  ...base,
  id: 1,
  requestedSchoolName: 'SD Cahaya',
  status: 'requested',
  completedAt: null,
  school: null,
};
const done: SchoolRequest = {
  ...base,
  id: 2,
  requestedSchoolName: 'SD Pelita',
  status: 'completed',
  completedAt: '2026-11-21T03:00:00Z',
  school: { id: 9, name: 'SD Pelita Harapan', slug: 'sd-pelita-harapan' },
};
const found = {
  schools: [
    {
      id: 41,
      name: 'SD Negeri Cahaya 1',
      educationLevel: 'sd',
      city: { name: 'Kota Depok' },
      province: { name: 'Jawa Barat' },
    },
  ],
  total: 1,
};

// the page gives the real form (another feature); this stand-in sends a fixed school
function StubNewSchoolForm({
  start,
  submitLabel,
  onSubmit,
}: {
  start?: { name?: string; educationLevel?: string | null };
  submitLabel: string;
  onSubmit: (school: NewSchoolInput) => Promise<void>;
}) {
  return (
    <div>
      <p>
        Form untuk {start?.name} ({start?.educationLevel})
      </p>
      <button
        type="button"
        onClick={() =>
          void onSubmit({
            name: start?.name ?? '',
            educationLevel: 'sd',
            status: 'private',
            cityId: '32.76',
            districtId: '32.76.01',
            streetAddress: null,
            npsn: null,
          }).catch(() => undefined)
        }
      >
        {submitLabel}
      </button>
    </div>
  );
}

function setup(patch: () => Response, withForm = false) {
  let list = [pending, done];
  const calls = fakeNetwork({
    'GET /api/school-requests': () => jsonResponse(list),
    'GET /api/schools?search=SD+Cahaya&limit=50': () => jsonResponse(found),
    'PATCH /api/school-requests/1/complete': () => {
      const answer = patch();
      if (answer.ok) list = [{ ...pending, status: 'completed', school: done.school }, done];
      return answer;
    },
  });
  renderPage(<RequestAdmin NewSchoolForm={withForm ? StubNewSchoolForm : undefined} />, ['/admin']);
  return calls;
}

describe('RequestAdmin', () => {
  it('lists pending and completed requests', async () => {
    setup(() => jsonResponse({}));
    expect(await screen.findByText('Request Menunggu (1)')).toBeTruthy();
    expect(screen.getByText('Request Selesai (1)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tandai Selesai: SD Cahaya' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'SD Pelita Harapan' });
    expect(link.getAttribute('href')).toBe('/school/sd-pelita-harapan');
  });

  it('completes a request with the school picked in the dialog', async () => {
    const calls = setup(() => jsonResponse({ ...pending, status: 'completed' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tandai Selesai: SD Cahaya' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Tandai Selesai' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('Cari sekolah') as HTMLInputElement).value).toBe(
      'SD Cahaya',
    );
    await user.click(await within(dialog).findByRole('radio', { name: /SD Negeri Cahaya 1/ }));
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    await user.click(confirm);
    expect(await screen.findByText('Request berhasil diselesaikan')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PATCH /api/school-requests/1/complete')?.body).toEqual({
      schoolId: 41,
    });
    await waitFor(() => expect(screen.getByText('Request Menunggu (0)')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when completing fails, and keeps the dialog open', async () => {
    setup(() => textResponse('boom', 500));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tandai Selesai: SD Cahaya' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /SD Negeri Cahaya 1/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Tandai Selesai' }));
    expect(await screen.findByText('Gagal menyelesaikan request')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('creates a missing school from the request and links it', async () => {
    const calls = setup(() => jsonResponse({ ...pending, status: 'completed' }), true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tandai Selesai: SD Cahaya' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Sekolah belum ada di direktori? Buat sekolah baru',
      }),
    );
    expect(within(dialog).getByText('Form untuk SD Cahaya (sd)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Buat Sekolah & Tandai Selesai' }));
    expect(await screen.findByText('Request berhasil diselesaikan')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PATCH /api/school-requests/1/complete')?.body).toEqual({
      school: {
        name: 'SD Cahaya',
        educationLevel: 'sd',
        status: 'private',
        cityId: '32.76',
        districtId: '32.76.01',
        streetAddress: null,
        npsn: null,
      },
    });
  });
});

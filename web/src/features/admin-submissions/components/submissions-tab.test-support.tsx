import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSchool } from '@core/contracts/admin-costs';
import type { SchoolSubmission } from '@core/contracts/submissions';
import { dismissToast } from '@web/components/ui/use-toast';
import { fakeNetwork, jsonResponse, renderPage, type NetworkHandler } from '@web/lib/test-network';
import { forgetReviewDrafts } from './review/review-form';
import { SubmissionsTab } from './submissions-tab';

// Shared by the SubmissionsTab tests: two contributions (one named, one whose
// contributor opted out), the school one of them is published to, and the
// admin API they talk to. The network bindings are set before each test; read
// them inside tests.

export const pending: SchoolSubmission = {
  id: 7,
  schoolName: 'SD Tunas Harapan',
  cityName: 'Kota Bandung',
  educationLevels: ['SD/Sederajat', 'SMP/Sederajat'],
  phoneNumber: '081234567890',
  showAsContributor: true,
  contributorName: 'Ibu Sari',
  contributorProfile: 'Orang tua murid kelas 3',
  uploadedFiles: ['rincian.pdf', 'program.pdf'],
  fileMappings: '{}',
  status: 'pending',
  createdAt: '2026-03-02T03:00:00Z',
  files: [
    {
      index: 0,
      name: 'rincian.pdf',
      uploadId: 'a',
      state: 'done',
      error: null,
      sizeBytes: 2048,
      contentType: 'application/pdf',
    },
    {
      index: 1,
      name: 'program.pdf',
      uploadId: 'b',
      state: 'failed',
      error: 'Jenis file tidak didukung (isi file terbaca sebagai exe)',
      sizeBytes: 256,
      contentType: null,
    },
  ],
  account: { name: 'Sari', email: 'sari@contoh.test' },
  reviewer: null,
  reviewedAt: null,
  rejectionReason: null,
  publishedSchool: null,
  publishedAcademicYear: null,
  publishedItemCount: 0,
  sourceSchool: null,
  academicYear: null,
  lines: [],
  readings: [],
  resubmissionCount: 0,
  resubmittedAt: null,
  previousRejectionReason: null,
};
export const optedOut: SchoolSubmission = {
  ...pending,
  id: 8,
  schoolName: 'TK Melati',
  showAsContributor: false,
  contributorName: null,
  contributorProfile: null,
};
export const school: AdminSchool = {
  id: 5,
  npsn: '20212345',
  slug: 'sd-tunas-harapan',
  name: 'SD Tunas Harapan',
  educationLevel: 'sd',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
};

export let routes: Record<string, NetworkHandler>;
export let calls: ReturnType<typeof fakeNetwork>;

/** Registers the fake network (reset before each test) and the cleanup after each. */
export function fakeSubmissionsApi(): void {
  beforeEach(() => {
    routes = {
      'GET /api/school-submissions?status=pending': () => jsonResponse([optedOut, pending]),
      'GET /api/school-submissions': () =>
        jsonResponse([{ ...optedOut, status: 'reviewing' }, pending]),
      'GET /api/objects/download/7/0': () => new Response('%PDF-1.4', { status: 200 }),
      'GET /api/objects/download/8/0': () => new Response('%PDF-1.4', { status: 200 }),
      'GET /api/objects/download/7/1': () =>
        jsonResponse({ error: 'File ditolak saat pemeriksaan', code: 'NOT_FOUND' }, 404),
      'GET /api/academic-years': () =>
        jsonResponse([
          { id: 3, year: '2026/2027' },
          { id: 2, year: '2025/2026' },
        ]),
      'GET /api/global-cost-categories': () =>
        jsonResponse([
          { id: 1, code: 'uang_pangkal', name: 'Uang Pangkal', description: null },
          { id: 4, code: 'spp', name: 'SPP', description: null },
        ]),
      'GET /api/admin/schools?search=SD+Tunas+Harapan&limit=50': () =>
        jsonResponse({ schools: [school] }),
      'GET /api/schools/5/cost-categories': () =>
        jsonResponse([{ id: 9, schoolId: 5, name: 'Antar Jemput', description: null }]),
      // a private school: no rule fixes its fees
      'GET /api/schools/5/fee-rules': () => jsonResponse({ schoolId: 5, rules: [] }),
    };
    calls = fakeNetwork(
      new Proxy(routes, { get: (target, key: string) => target[key] }) as typeof routes,
    );
    URL.createObjectURL = vi.fn(() => 'blob:unduhan');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    cleanup();
    forgetReviewDrafts();
    dismissToast();
    vi.unstubAllGlobals();
  });
}

export function renderTab() {
  const user = userEvent.setup();
  renderPage(<SubmissionsTab manageLink={(id) => `/admin?tab=manage&schoolId=${id}`} />, [
    '/admin',
  ]);
  return user;
}

export const posted = (key: string) =>
  calls.filter((call) => call.key === key).map((call) => call.body);

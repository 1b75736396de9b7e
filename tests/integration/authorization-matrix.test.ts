import { beforeAll, describe, expect, it } from 'vitest';
import { seedMonthlySpp, seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { Client, signInAdmin, signInParent, useAuthServer } from './auth-support';
import { createPasswordUser } from '@tests/support/factories';
import { listRoutes } from './route-list';

// Who may call what (docs/authorization.md). Every API route of the app must
// be listed here: a route added without a rule fails the first test.
//   public      anyone
//   user        any signed-in user (401 when anonymous)
//   admin       site_admin and school_admin (401 anonymous, 403 parent)
//   site_admin  site_admin only (401 anonymous, 403 parent and school_admin)
//   signed      the URL's signature is the authorization, not the session: 403 for
//               every role without one (storage/local-disk.ts; see the test below)
type Access = 'public' | 'user' | 'admin' | 'site_admin' | 'signed';
type Role = 'anonymous' | 'parent' | 'school_admin' | 'site_admin';

interface Rule {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  access: Access;
  /** the call ends the session: run it with a throwaway sign-in */
  signsOut?: boolean;
}

const rule = (method: Rule['method'], path: string, access: Access, signsOut = false): Rule => ({
  method,
  path,
  access,
  signsOut,
});

export const RULES: Rule[] = [
  // read API (SPEC §7)
  rule('GET', '/api/health', 'public'),
  rule('GET', '/api/health/ready', 'public'),
  rule('GET', '/api/provinces', 'public'),
  rule('GET', '/api/provinces/:id/cities', 'public'),
  rule('GET', '/api/cities/top', 'public'),
  rule('GET', '/api/cities/:id/districts', 'public'),
  rule('GET', '/api/map-config', 'public'),
  rule('GET', '/api/locations/resolve', 'public'),
  rule('GET', '/api/stats', 'public'),
  rule('GET', '/api/academic-years', 'public'),
  rule('GET', '/api/schools', 'public'),
  rule('GET', '/api/schools/comparison', 'public'),
  rule('GET', '/api/schools/map', 'public'),
  rule('GET', '/api/schools/recent', 'public'),
  rule('GET', '/api/schools/slug/:slug', 'public'),
  rule('GET', '/api/schools/:id/cost-items', 'public'),
  rule('GET', '/api/schools/:id/fee-facts', 'public'),
  rule('GET', '/api/schools/:id/fee-rules', 'public'),
  rule('GET', '/api/schools/:id/gallery', 'public'),
  rule('POST', '/api/schools/:id/view', 'public'),
  rule('POST', '/api/schools/:id/reports', 'public'),
  rule('POST', '/api/schools/:id/levy-reports', 'public'),
  rule('GET', '/api/school-requests', 'public'),
  // whole cost, benchmarks, facts and open data (issue 10)
  rule('GET', '/api/schools/:id/fee-insights', 'public'),
  rule('GET', '/api/schools/:id/facts', 'public'),
  rule('GET', '/api/benchmarks', 'public'),
  rule('GET', '/api/openapi.json', 'public'),
  // accounts
  rule('GET', '/api/auth/user', 'user'),
  rule('GET', '/api/oauth/login', 'public'),
  rule('GET', '/api/login', 'public'),
  rule('GET', '/api/oauth/callback', 'public'),
  rule('GET', '/api/oauth/logout', 'public'),
  rule('POST', '/api/oauth/logout', 'public', true),
  rule('POST', '/api/admin/login', 'public'),
  rule('POST', '/api/admin/logout', 'public', true),
  rule('POST', '/api/admin/register', 'public'),
  rule('GET', '/api/admin/accounts', 'site_admin'),
  rule('POST', '/api/admin/accounts/:id/approve', 'site_admin'),
  rule('POST', '/api/admin/accounts/:id/reject', 'site_admin'),
  // signed-in users (SPEC §6)
  rule('GET', '/api/favorites', 'user'),
  rule('POST', '/api/favorites', 'user'),
  rule('GET', '/api/favorites/:schoolId/status', 'user'),
  rule('DELETE', '/api/favorites/:schoolId', 'user'),
  rule('POST', '/api/school-submissions', 'user'),
  rule('POST', '/api/objects/upload', 'user'),
  rule('POST', '/api/school-requests', 'user'),
  // admin roles
  rule('GET', '/api/schools/:id/view-count', 'admin'),
  rule('GET', '/api/admin/schools', 'admin'),
  rule('GET', '/api/global-cost-categories', 'admin'),
  rule('GET', '/api/schools/:id/cost-categories', 'admin'),
  rule('POST', '/api/schools/:id/cost-items', 'admin'),
  rule('PUT', '/api/cost-items/:id', 'admin'),
  rule('DELETE', '/api/cost-items/:id', 'admin'),
  // issue 23: claims, school profiles and photos, admissions, registry fixes (before
  // issue 8's DELETE of a school admin's school, which may unassign the seeded one)
  rule('POST', '/api/schools/:id/claims', 'user'),
  rule('GET', '/api/me/claims', 'user'),
  rule('GET', '/api/admin/claims', 'site_admin'),
  rule('POST', '/api/admin/claims/:id/approve', 'site_admin'),
  rule('POST', '/api/admin/claims/:id/reject', 'site_admin'),
  rule('GET', '/api/admin/claims/:id/files/:index', 'site_admin'),
  rule('GET', '/api/schools/:id/profile', 'admin'),
  rule('PUT', '/api/schools/:id/profile', 'admin'),
  rule('POST', '/api/schools/:id/photos', 'admin'),
  rule('DELETE', '/api/schools/:id/photos/:photoId', 'admin'),
  rule('GET', '/api/schools/:id/admissions', 'admin'),
  rule('PUT', '/api/schools/:id/admissions', 'admin'),
  rule('DELETE', '/api/schools/:id/admissions/:year', 'admin'),
  rule('GET', '/api/admin/schools/:id/registry', 'site_admin'),
  rule('PUT', '/api/admin/schools/:id/registry', 'site_admin'),
  rule('POST', '/api/admin/schools/:id/merge', 'site_admin'),
  rule('POST', '/api/admin/schools/:id/retire', 'site_admin'),
  rule('POST', '/api/admin/schools/:id/restore', 'site_admin'),
  // site admins only
  rule('GET', '/api/school-submissions', 'site_admin'),
  rule('GET', '/api/objects/download/:submissionId/:fileIndex', 'site_admin'),
  rule('GET', '/api/schools/export-csv', 'site_admin'),
  rule('PATCH', '/api/school-requests/:id/complete', 'site_admin'),
  rule('GET', '/api/exports/:id', 'site_admin'),
  // issue 8: fees flow in
  rule('GET', '/api/me/submissions', 'user'),
  rule('GET', '/api/me/submissions/:id', 'user'),
  rule('POST', '/api/me/submissions/:id/resend', 'user'),
  rule('GET', '/api/me/school-requests', 'user'),
  rule('GET', '/api/contribute/prefill', 'user'),
  // issue 21: notifications
  rule('GET', '/api/me/notifications', 'user'),
  rule('POST', '/api/me/notifications/read', 'user'),
  rule('GET', '/api/objects/uploads/:uploadId/reading', 'user'),
  rule('POST', '/api/schools/:id/cost-categories', 'admin'),
  rule('POST', '/api/schools/:id/cost-items/copy', 'admin'),
  rule('POST', '/api/school-submissions/:id/approve', 'site_admin'),
  rule('POST', '/api/school-submissions/:id/reject', 'site_admin'),
  rule('GET', '/api/admin/school-admins', 'site_admin'),
  rule('POST', '/api/admin/school-admins/:id/schools', 'site_admin'),
  rule('DELETE', '/api/admin/school-admins/:id/schools/:schoolId', 'site_admin'),
  rule('POST', '/api/academic-years', 'site_admin'),
  rule('POST', '/api/global-cost-categories', 'site_admin'),
  rule('POST', '/api/admin/schools', 'site_admin'),
  rule('GET', '/api/admin/reports', 'site_admin'),
  rule('POST', '/api/admin/reports/:id/resolve', 'site_admin'),
  rule('GET', '/api/admin/overview', 'site_admin'),
  // issue 20: fee rules
  rule('GET', '/api/admin/fee-rules', 'site_admin'),
  rule('POST', '/api/admin/fee-rules', 'site_admin'),
  rule('PUT', '/api/admin/fee-rules/:id', 'site_admin'),
  rule('POST', '/api/admin/fee-rules/:id/retire', 'site_admin'),
  rule('POST', '/api/admin/fee-rules/:id/restore', 'site_admin'),
  rule('GET', '/api/admin/fee-coverage', 'site_admin'),
  rule('GET', '/api/admin/levy-reports', 'site_admin'),
  rule('POST', '/api/admin/levy-reports/:id/resolve', 'site_admin'),
  // the local storage driver's upload and download URLs (mounted only with that driver)
  rule('PUT', '/api/objects/local/*key', 'signed'),
  rule('GET', '/api/objects/local/*key', 'signed'),
];

const ROLES: Role[] = ['anonymous', 'parent', 'school_admin', 'site_admin'];

/** The status class each role must get: 'allowed' means neither 401 nor 403. */
function expected(access: Access, role: Role): 401 | 403 | 'allowed' {
  if (access === 'signed') return 403;
  if (access === 'public') return 'allowed';
  if (role === 'anonymous') return 401;
  if (access === 'user') return 'allowed';
  if (role === 'parent') return 403;
  if (access === 'admin') return 'allowed';
  return role === 'site_admin' ? 'allowed' : 403;
}

/** '/api/schools/:id/view' and '/api/schools/:schoolId/view' are the same route. */
const shape = (method: string, path: string) => `${method} ${path.replace(/:\w+/g, ':')}`;

// the CSV export answers 202 at once instead of waiting for a worker this test does not run
const server = useAuthServer('authzmatrix', { EXPORT_WAIT_MS: '0' });
let mounted: Set<string>;
let schoolId: number;
let costItemId: number;
/** a school the school admin does not manage, with a cost item */
let foreignSchoolId: number;
let foreignItemId: number;
const clients = new Map<Role, Client>();

async function signedIn(role: Role): Promise<Client> {
  const client = new Client(server.url);
  if (role === 'parent') await signInParent(client, 'Orang Tua Matriks');
  if (role === 'school_admin') await signInAdmin(client, 'admin-sekolah', 'rahasia-sekolah');
  if (role === 'site_admin') await signInAdmin(client, 'admin-situs', 'rahasia-situs');
  return client;
}

beforeAll(async () => {
  const sql = server.db.sql;
  await seedRegions(sql);
  [schoolId] = (await seedSchools(sql, { count: 1, namePrefix: 'SD Matriks' })) as [number];
  [costItemId] = (await seedMonthlySpp(sql, [schoolId], 500000)) as [number];
  [foreignSchoolId] = (await seedSchools(sql, { count: 1, namePrefix: 'SD Asing' })) as [number];
  [foreignItemId] = (await seedMonthlySpp(sql, [foreignSchoolId], 400000)) as [number];
  const schoolAdmin = await createPasswordUser(
    server.db.sql,
    'admin-sekolah',
    'rahasia-sekolah',
    'school_admin',
  );
  await sql`INSERT INTO school_admins (user_id, school_id) VALUES (${schoolAdmin}, ${schoolId})`;
  await createPasswordUser(server.db.sql, 'admin-situs', 'rahasia-situs', 'site_admin');
  for (const role of ROLES) clients.set(role, await signedIn(role));

  mounted = new Set(
    listRoutes(server.app)
      .filter((route) => route.path.startsWith('/api/'))
      .map((route) => shape(route.method, route.path)),
  );
});

/** A concrete URL for a rule: the seeded school, its cost item, small numbers elsewhere. */
function sampleUrl(path: string): string {
  return path
    .replace(':slug', String(schoolId))
    .replace(/\/cost-items\/:id/, `/cost-items/${costItemId}`)
    .replace(/:(id|schoolId)\b/g, String(schoolId))
    .replace(/:\w+/g, '1')
    .replace(/\*\w+/g, 'uploads/matrix.bin');
}

describe('authorization matrix', () => {
  it('lists every API route the app has', () => {
    const listed = new Set(RULES.map((r) => shape(r.method, r.path)));
    expect([...mounted].filter((route) => !listed.has(route)).sort()).toEqual([]);
  });

  for (const r of RULES) {
    for (const role of ROLES) {
      const want = expected(r.access, role);
      it(`${r.method} ${r.path} as ${role}: ${want}`, async () => {
        // a rule for a route the app does not have is a stale matrix
        expect(mounted.has(shape(r.method, r.path))).toBe(true);
        const client = r.signsOut ? await signedIn(role) : clients.get(role)!;
        const hasBody = r.method !== 'GET' && r.method !== 'DELETE';
        const response = await client.request(sampleUrl(r.path), {
          method: r.method,
          headers: hasBody ? { 'Content-Type': 'application/json' } : {},
          body: hasBody ? '{}' : undefined,
        });
        await response.arrayBuffer();
        if (want === 'allowed') expect([401, 403]).not.toContain(response.status);
        else expect(response.status).toBe(want);
      });
    }
  }

  it('lets anyone holding a signed storage URL upload and download; a bad signature gets 403', async (ctx) => {
    if (server.storage.kind !== 'local')
      ctx.skip(
        `signed api URLs belong to the local storage driver; this run uses ${server.storage.kind}`,
      );
    const key = 'uploads/matrix-signed.pdf';
    const upload = await server.storage.createUploadUrl(key, {
      maxBytes: 1024,
      expiresInSeconds: 60,
    });
    const put = await fetch(upload.url, {
      method: 'PUT',
      body: '%PDF-1.4 bukti',
      headers: { 'Content-Type': 'application/pdf' },
    });
    expect(put.status).toBe(200);
    const download = await server.storage.createDownloadUrl(key, {
      fileName: 'bukti.pdf',
      expiresInSeconds: 60,
    });
    const got = await fetch(download);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="bukti.pdf"/);
    expect(await got.text()).toBe('%PDF-1.4 bukti');
    for (const url of [download, upload.url]) {
      const forged = url.replace(/([?&]sig=)[^&]+/, '$1palsu');
      expect(forged).not.toBe(url);
      const res = await fetch(forged, url === download ? {} : { method: 'PUT', body: 'x' });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  // the guards admit both admin roles; the service limits a school admin to their schools
  const schoolScoped: [Rule['method'], (school: number, item: number) => string, unknown][] = [
    ['GET', (school) => `/api/schools/${school}/cost-categories`, undefined],
    [
      'POST',
      (school) => `/api/schools/${school}/cost-items`,
      { academicYearId: 2, globalCategoryId: 1, amount: '1.000', frequency: 'Monthly' },
    ],
    ['POST', (school) => `/api/schools/${school}/cost-categories`, { name: 'Asrama' }],
    [
      'POST',
      (school) => `/api/schools/${school}/cost-items/copy`,
      { fromAcademicYearId: 2, toAcademicYearId: 3 },
    ],
    ['PUT', (_school, item) => `/api/cost-items/${item}`, { amount: '1.000' }],
    // issue 23: the profile, photos and admissions of a school
    ['GET', (school) => `/api/schools/${school}/profile`, undefined],
    ['PUT', (school) => `/api/schools/${school}/profile`, { description: 'Diubah orang lain' }],
    [
      'POST',
      (school) => `/api/schools/${school}/photos`,
      { uploadId: '00000000-0000-4000-8000-000000000000', fileName: 'foto.jpg' },
    ],
    ['GET', (school) => `/api/schools/${school}/admissions`, undefined],
    [
      'PUT',
      (school) => `/api/schools/${school}/admissions`,
      { academicYear: '2027/2028', requirements: 'Akta', sourceTitle: 'Juknis' },
    ],
    ['DELETE', (school) => `/api/schools/${school}/admissions/2027-2028`, undefined],
    ['DELETE', (_school, item) => `/api/cost-items/${item}`, undefined],
  ];
  for (const [method, url, body] of schoolScoped) {
    const path = url(0, 0).replace(/\/0\b/g, '/:id');
    it(`${method} ${path} as a school admin of another school: 403, nothing changes`, async () => {
      const sql = server.db.sql;
      const before = await sql`
        SELECT (SELECT count(*)::int FROM cost_items WHERE school_id = ${foreignSchoolId}) AS items,
               (SELECT count(*)::int FROM school_cost_categories
                  WHERE school_id = ${foreignSchoolId}) AS categories,
               (SELECT count(*)::int FROM outbox) AS events,
               (SELECT count(*)::int FROM audit_log) AS audits`;
      const response = await clients
        .get('school_admin')!
        .json(url(foreignSchoolId, foreignItemId), method, body);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'Anda tidak mengelola sekolah ini' });
      const after = await sql`
        SELECT (SELECT count(*)::int FROM cost_items WHERE school_id = ${foreignSchoolId}) AS items,
               (SELECT count(*)::int FROM school_cost_categories
                  WHERE school_id = ${foreignSchoolId}) AS categories,
               (SELECT count(*)::int FROM outbox) AS events,
               (SELECT count(*)::int FROM audit_log) AS audits`;
      expect(after).toEqual(before);
    });
  }

  it('still knows every role after the matrix ran (no call signed anyone out)', async () => {
    expect((await clients.get('parent')!.request('/api/auth/user')).status).toBe(200);
    expect((await clients.get('site_admin')!.request('/api/auth/user')).status).toBe(200);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { seedMonthlySpp, seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { Client, signInAdmin, signInParent, useAuthServer } from './auth-support';
import { createPasswordUser } from '@tests/support/factories';
import { ROLES, RULES, expected, shape, type Role, type Rule } from './authorization-rules';
import { listRoutes } from './route-list';

// Who may call what (docs/authorization.md): every API route of the app, as
// each role, against the table in authorization-rules.ts.

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

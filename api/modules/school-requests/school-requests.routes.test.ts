import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@core/errors';
import { schoolRequestListSchema, schoolRequestSchema } from '@core/contracts/school-requests';
import { Client, signInAdmin, signInParent, useAuthServer } from '@tests/integration/auth-support';
import { createPasswordUser } from '@tests/support/factories';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { REQUEST_RATE_LIMIT } from './school-requests.routes';

const server = useAuthServer('schoolrequests');
let parent: Client;
let schoolAdmin: Client;
let siteAdmin: Client;
let anonymous: Client;
let schools: number[];
let siteAdminId: number;

beforeAll(async () => {
  await seedRegions(server.db.sql);
  schools = await seedSchools(server.db.sql, { count: 2, namePrefix: 'SD Permintaan' });
  await createPasswordUser(server.db.sql, 'admin-sekolah-req', 'rahasia-sekolah', 'school_admin');
  siteAdminId = await createPasswordUser(
    server.db.sql,
    'admin-situs-req',
    'rahasia-situs',
    'site_admin',
  );
  parent = new Client(server.url);
  await signInParent(parent, 'Budi Santoso');
  schoolAdmin = new Client(server.url);
  await signInAdmin(schoolAdmin, 'admin-sekolah-req', 'rahasia-sekolah');
  siteAdmin = new Client(server.url);
  await signInAdmin(siteAdmin, 'admin-situs-req', 'rahasia-situs');
  anonymous = new Client(server.url);
});

const block = {
  requestedSchoolName: '  SD Harapan Bangsa ',
  educationLevel: 'SD',
  city: ' Depok ',
};

async function errorOf(res: Response) {
  return apiErrorBodySchema.parse(await res.json());
}

async function createRequest(client: Client, body: unknown = block) {
  const res = await client.json('/api/school-requests', 'POST', body);
  expect(res.status).toBe(201);
  return schoolRequestSchema.parse(await res.json());
}

describe('POST /api/school-requests', () => {
  it('needs a signed-in user', async () => {
    const res = await anonymous.json('/api/school-requests', 'POST', block);
    expect(res.status).toBe(401);
  });

  it('stores a trimmed request with its requester', async () => {
    const created = await createRequest(parent);
    expect(created).toMatchObject({
      requestedSchoolName: 'SD Harapan Bangsa',
      educationLevel: 'SD',
      city: 'Depok',
      status: 'requested',
      completedAt: null,
      user: { firstName: 'Budi', lastName: 'Santoso' },
      school: null,
    });
    const [row] = await server.db.sql`SELECT user_id FROM school_requests WHERE id = ${created.id}`;
    expect(row!.userId).not.toBeNull();
  });

  it('names every missing field in Indonesian', async () => {
    const res = await parent.json('/api/school-requests', 'POST', {
      requestedSchoolName: '   ',
      educationLevel: 'Kuliah',
    });
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues).toEqual([
      { path: 'requestedSchoolName', message: 'Nama sekolah wajib diisi' },
      { path: 'educationLevel', message: 'Jenjang pendidikan wajib dipilih' },
      { path: 'city', message: 'Kota wajib diisi' },
    ]);
  });

  it('accepts every level of the form and nothing else', async () => {
    for (const level of ['Playgroup', 'TK', 'SMP', 'SMA', 'SMK']) {
      const created = await createRequest(schoolAdmin, { ...block, educationLevel: level });
      expect(created.educationLevel).toBe(level);
    }
    const res = await schoolAdmin.json('/api/school-requests', 'POST', {
      ...block,
      educationLevel: 'sd',
    });
    expect(res.status).toBe(400);
  });

  it('limits how many requests one user sends', async () => {
    const busy = new Client(server.url);
    await signInParent(busy, 'Sari Rajin');
    for (let i = 0; i < REQUEST_RATE_LIMIT.points; i++) await createRequest(busy);
    const res = await busy.json('/api/school-requests', 'POST', block);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await errorOf(res)).code).toBe('RATE_LIMITED');
  });
});

describe('GET /api/school-requests', () => {
  it('lists requests for anyone, newest first', async () => {
    const newest = await createRequest(parent, { ...block, requestedSchoolName: 'TK Ceria' });
    const res = await anonymous.request('/api/school-requests');
    expect(res.status).toBe(200);
    const list = schoolRequestListSchema.parse(await res.json());
    expect(list[0]!.id).toBe(newest.id);
    expect(list.every((r, i) => i === 0 || r.createdAt <= list[i - 1]!.createdAt)).toBe(true);
  });
});

describe('PATCH /api/school-requests/:id/complete', () => {
  const complete = (client: Client, id: number, body: unknown) =>
    client.json(`/api/school-requests/${id}/complete`, 'PATCH', body);

  it('is for site admins only', async () => {
    const request = await createRequest(parent);
    expect((await complete(anonymous, request.id, { schoolId: schools[0] })).status).toBe(401);
    expect((await complete(parent, request.id, { schoolId: schools[0] })).status).toBe(403);
    expect((await complete(schoolAdmin, request.id, { schoolId: schools[0] })).status).toBe(403);
    const [row] = await server.db.sql`SELECT status FROM school_requests WHERE id = ${request.id}`;
    expect(row!.status).toBe('requested');
  });

  it('asks for a school, and answers 404 for unknown requests and schools', async () => {
    const request = await createRequest(parent);
    const missing = await complete(siteAdmin, request.id, {});
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).error).toBe('Pilih sekolah terlebih dahulu');
    const noRequest = await complete(siteAdmin, 999_999, { schoolId: schools[0] });
    expect(noRequest.status).toBe(404);
    expect((await errorOf(noRequest)).error).toBe('Request sekolah tidak ditemukan');
    const noSchool = await complete(siteAdmin, request.id, { schoolId: 999_999 });
    expect(noSchool.status).toBe(404);
    expect((await errorOf(noSchool)).error).toBe('Sekolah tidak ditemukan');
  });

  it('links the school and completes the request, once', async () => {
    const request = await createRequest(parent);
    const res = await complete(siteAdmin, request.id, { schoolId: schools[1] });
    expect(res.status).toBe(200);
    const done = schoolRequestSchema.parse(await res.json());
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    expect(done.school).toMatchObject({ id: schools[1], name: 'SD Permintaan 2' });
    const [row] = await server.db.sql`
      SELECT school_id, completed_by FROM school_requests WHERE id = ${request.id}`;
    expect(row).toEqual({ schoolId: schools[1], completedBy: siteAdminId });

    // the same call again changes nothing
    const again = await complete(siteAdmin, request.id, { schoolId: schools[1] });
    expect(again.status).toBe(200);
    expect(schoolRequestSchema.parse(await again.json()).completedAt).toBe(done.completedAt);
    // another school is refused
    const other = await complete(siteAdmin, request.id, { schoolId: schools[0] });
    expect(other.status).toBe(409);

    const list = schoolRequestListSchema.parse(
      await (await anonymous.request('/api/school-requests')).json(),
    );
    const listed = list.find((r) => r.id === request.id)!;
    expect(listed.school?.slug).toMatch(/^sd-permintaan-2-/);
  });
});

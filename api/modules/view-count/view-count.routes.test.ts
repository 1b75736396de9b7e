import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@core/contracts/auth';
import { viewCountSchema } from '@core/contracts/view-count';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { createStaff } from '@tests/support/factories';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';

let db: TestDatabase;
let schoolId: number;
let otherSchoolId: number;
let schoolAdminId: number;
const apis: TestApi[] = [];

beforeAll(async () => {
  db = await createTestDatabase('view-count');
  await seedRegions(db.sql);
  [schoolId, otherSchoolId] = (await seedSchools(db.sql, { count: 2 })) as [number, number];
  await db.sql`UPDATE schools SET view_count = 1234 WHERE id = ${schoolId}`;
  schoolAdminId = await createStaff(db.sql, 'admin-sekolah-views', 'school_admin');
  await db.sql`
    INSERT INTO school_admins (user_id, school_id) VALUES (${schoolAdminId}, ${schoolId})`;
});

afterAll(async () => {
  for (const api of apis) await api.close();
  await db?.drop();
});

async function apiAs(role?: UserRole): Promise<TestApi> {
  const id = role === 'school_admin' ? schoolAdminId : 1;
  const api = await startTestApi(db, {
    user: role
      ? { id, role, firstName: 'Uji', lastName: null, email: 'uji@example.test' }
      : undefined,
  });
  apis.push(api);
  return api;
}

describe('GET /api/schools/:id/view-count', () => {
  it.each(['site_admin', 'school_admin'] as const)('gives %s the rolled-up count', async (role) => {
    const api = await apiAs(role);
    const res = await api.fetch(`/api/schools/${schoolId}/view-count`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(viewCountSchema.parse(await res.json())).toEqual({ count: 1234 });
    expect((await api.fetch('/api/schools/999999/view-count')).status).toBe(404);
    expect((await api.fetch('/api/schools/x/view-count')).status).toBe(400);
  });

  it("refuses a school admin another school's count (403), as for every admin read", async () => {
    const api = await apiAs('school_admin');
    const res = await api.fetch(`/api/schools/${otherSchoolId}/view-count`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'Anda tidak mengelola sekolah ini' });
    const site = await apiAs('site_admin');
    expect((await site.fetch(`/api/schools/${otherSchoolId}/view-count`)).status).toBe(200);
  });

  it('refuses anonymous visitors (401) and parents (403)', async () => {
    const anonymous = await apiAs();
    expect((await anonymous.fetch(`/api/schools/${schoolId}/view-count`)).status).toBe(401);
    const parent = await apiAs('parent');
    expect((await parent.fetch(`/api/schools/${schoolId}/view-count`)).status).toBe(403);
  });
});

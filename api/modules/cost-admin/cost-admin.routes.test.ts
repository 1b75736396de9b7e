import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminSchoolListSchema,
  globalCostCategorySchema,
  schoolCostCategorySchema,
} from '@core/contracts/admin-costs';
import { costItemSchema } from '@core/contracts/schools';
import { CONTROL_CHARACTER_MESSAGE } from '@core/contracts/safe-text';
import { apiErrorBodySchema } from '@core/errors';
import { AMOUNT_TOO_LARGE, AMOUNT_WORDS } from '@core/rupiah';
import { Client, signInAdmin, signInParent, useAuthServer } from '@tests/integration/auth-support';
import { createPasswordUser } from '@tests/support/factories';
import { indexAllSchools } from '@tests/support/api-server';
import { seedMonthlySpp, seedRegions, seedSchools } from '@tests/support/school-fixtures';

const server = useAuthServer('costadmin');
let parent: Client;
let schoolAdmin: Client;
let siteAdmin: Client;
let schoolAdminId: number;
let siteAdminId: number;
/** managed by the school admin */
let mine: number;
/** not managed by the school admin */
let other: number;
let mineItem: number;
let otherItem: number;
let yearId: number;

beforeAll(async () => {
  const sql = server.db.sql;
  await seedRegions(sql);
  [mine] = (await seedSchools(sql, { count: 1, namePrefix: 'SD Kelolaan' })) as [number];
  [other] = (await seedSchools(sql, { count: 1, namePrefix: 'SMP Tetangga' })) as [number];
  [mineItem, otherItem] = (await seedMonthlySpp(sql, [mine, other], 500_000)) as [number, number];
  [{ id: yearId }] = (await sql`SELECT id FROM academic_years WHERE year = '2025/2026'`) as [
    { id: number },
  ];
  schoolAdminId = await createPasswordUser(
    server.db.sql,
    'tu-kelolaan',
    'rahasia-tu',
    'school_admin',
  );
  siteAdminId = await createPasswordUser(
    server.db.sql,
    'kepala-data',
    'rahasia-kepala',
    'site_admin',
  );
  await sql`INSERT INTO school_admins (user_id, school_id) VALUES (${schoolAdminId}, ${mine})`;
  await indexAllSchools(sql, server.search);
  parent = new Client(server.url);
  await signInParent(parent, 'Ani Wijaya');
  schoolAdmin = new Client(server.url);
  await signInAdmin(schoolAdmin, 'tu-kelolaan', 'rahasia-tu');
  siteAdmin = new Client(server.url);
  await signInAdmin(siteAdmin, 'kepala-data', 'rahasia-kepala');
});

async function errorOf(res: Response) {
  return apiErrorBodySchema.parse(await res.json());
}

async function events(schoolId: number): Promise<number> {
  const [row] = await server.db.sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM outbox
    WHERE event_type = 'costs.changed' AND payload->>'schoolId' = ${String(schoolId)}`;
  return row!.n;
}

async function audit(costItemId: number) {
  return server.db.sql<
    { action: string; actorId: number | null; before: unknown; after: unknown }[]
  >`
    SELECT action, actor_id, before, after FROM cost_item_audit
    WHERE cost_item_id = ${costItemId} ORDER BY id`;
}

describe('GET /api/admin/schools', () => {
  it('gives a school admin only the schools they manage', async () => {
    const all = adminSchoolListSchema.parse(await schoolAdmin.get('/api/admin/schools'));
    expect(all.schools.map((s) => s.id)).toEqual([mine]);
    expect(all.schools[0]).toMatchObject({ name: 'SD Kelolaan 1', city: 'Kota Bandung' });
    const none = adminSchoolListSchema.parse(
      await schoolAdmin.get('/api/admin/schools?search=Tetangga'),
    );
    expect(none.schools).toEqual([]);
  });

  it('lets a site admin search every school, at most 50', async () => {
    const found = adminSchoolListSchema.parse(
      await siteAdmin.get('/api/admin/schools?search=tetangga'),
    );
    expect(found.schools.map((s) => s.id)).toEqual([other]);
    const tooMany = await siteAdmin.request('/api/admin/schools?limit=51');
    expect(tooMany.status).toBe(400);
    expect((await errorOf(tooMany)).error).toBe('Batas jumlah data antara 1 dan 50');
  });

  it('is closed to parents', async () => {
    expect((await parent.request('/api/admin/schools')).status).toBe(403);
  });
});

describe('cost categories', () => {
  it('lists the global categories', async () => {
    const list = globalCostCategorySchema
      .array()
      .parse(await schoolAdmin.get('/api/global-cost-categories'));
    expect(list.map((c) => c.code)).toEqual([
      'pendaftaran',
      'uang_pangkal',
      'daftar_ulang',
      'kbm',
      'spp',
      'komite',
      'seragam',
      'buku',
      'kegiatan',
    ]);
  });

  it("lists a school's own categories for those who manage it", async () => {
    await server.db.sql`
      INSERT INTO school_cost_categories (school_id, name, description)
      VALUES (${mine}, 'Biaya Antar Jemput', 'Bus sekolah')`;
    const list = schoolCostCategorySchema
      .array()
      .parse(await schoolAdmin.get(`/api/schools/${mine}/cost-categories`));
    expect(list).toMatchObject([{ schoolId: mine, name: 'Biaya Antar Jemput' }]);
    const refused = await schoolAdmin.request(`/api/schools/${other}/cost-categories`);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).error).toBe('Anda tidak mengelola sekolah ini');
    expect((await siteAdmin.request(`/api/schools/${other}/cost-categories`)).status).toBe(200);
    expect((await siteAdmin.request('/api/schools/999999/cost-categories')).status).toBe(404);
  });
});

describe('PUT /api/cost-items/:id', () => {
  it('refuses a school admin on a school they do not manage, changing nothing', async () => {
    const before = await events(other);
    const res = await schoolAdmin.json(`/api/cost-items/${otherItem}`, 'PUT', { amount: 1 });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('Anda tidak mengelola sekolah ini');
    const [row] = await server.db.sql`SELECT amount FROM cost_items WHERE id = ${otherItem}`;
    expect(row!.amount).toBe(500_000);
    expect(await events(other)).toBe(before);
  });

  it('updates the amount with the actor in the audit, admin provenance and an event', async () => {
    const before = await events(mine);
    const res = await schoolAdmin.json(`/api/cost-items/${mineItem}`, 'PUT', { amount: '750000' });
    expect(res.status).toBe(200);
    const item = costItemSchema.parse(await res.json());
    expect(item).toMatchObject({ id: mineItem, amount: 750_000, frequency: 'Monthly' });
    expect(item.source).toEqual({
      kind: 'admin',
      label: 'Admin sekolah',
      verifiedAt: null,
      document: null,
      contributor: null,
    });
    const [row] = await server.db
      .sql`SELECT source, created_by FROM cost_items WHERE id = ${mineItem}`;
    expect(row).toEqual({ source: 'admin', createdBy: schoolAdminId });
    const trail = await audit(mineItem);
    expect(trail.at(-1)).toMatchObject({
      action: 'update',
      actorId: schoolAdminId,
      before: { amount: 500_000 },
      after: { amount: 750_000 },
    });
    expect(await events(mine)).toBe(before + 1);
  });

  it('changes the frequency alone', async () => {
    const res = await siteAdmin.json(`/api/cost-items/${mineItem}`, 'PUT', { frequency: 'Yearly' });
    expect(costItemSchema.parse(await res.json())).toMatchObject({
      amount: 750_000,
      frequency: 'Yearly',
    });
    expect((await audit(mineItem)).at(-1)!.actorId).toBe(siteAdminId);
  });

  it('validates in Indonesian', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Ubah frekuensi, jumlah biaya, atau catatan'],
      [{ amount: -1 }, 'Jumlah biaya tidak boleh negatif'],
      [{ amount: '-5' }, 'Jumlah biaya tidak boleh negatif'],
      [{ amount: 1.5 }, 'Jumlah biaya ditulis tanpa desimal, misalnya 1.250.000'],
      [{ amount: '1,5 juta' }, AMOUNT_WORDS],
      [{ amount: 'seratus' }, 'Jumlah biaya harus berupa angka rupiah, misalnya 1.250.000'],
      [{ amount: '99.000.000.000' }, AMOUNT_TOO_LARGE],
      [
        { frequency: 'Weekly' },
        'Frekuensi harus Sekali, Bulanan, Tahunan, Semester, atau Per 6 Bulan',
      ],
      [{ notes: 'a\u0000b' }, CONTROL_CHARACTER_MESSAGE],
    ];
    for (const [body, message] of cases) {
      const res = await siteAdmin.json(`/api/cost-items/${mineItem}`, 'PUT', body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toBe(message);
    }
    const missing = await siteAdmin.json('/api/cost-items/999999', 'PUT', { amount: 1 });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error).toBe('Item biaya tidak ditemukan');
  });
});

describe('POST /api/schools/:id/cost-items', () => {
  it('creates an admin item with provenance, audit and event', async () => {
    const [{ id: categoryId }] = (await server.db.sql`
      SELECT id FROM global_cost_categories WHERE code = 'uang_pangkal'`) as [{ id: number }];
    const before = await events(mine);
    const res = await schoolAdmin.json(`/api/schools/${mine}/cost-items`, 'POST', {
      academicYearId: yearId,
      globalCategoryId: categoryId,
      amount: 5_000_000,
      frequency: 'One-Time',
      notes: ' Dibayar saat daftar ulang ',
    });
    expect(res.status).toBe(201);
    const item = costItemSchema.parse(await res.json());
    expect(item).toMatchObject({
      schoolId: mine,
      amount: 5_000_000,
      frequency: 'One-Time',
      notes: 'Dibayar saat daftar ulang',
      globalCategory: { code: 'uang_pangkal' },
      source: { kind: 'admin', label: 'Admin sekolah' },
    });
    expect(await audit(item.id)).toMatchObject([{ action: 'create', actorId: schoolAdminId }]);
    expect(await events(mine)).toBe(before + 1);
  });

  it('needs exactly one category that exists for the school', async () => {
    const [{ id: foreign }] = (await server.db.sql`
      INSERT INTO school_cost_categories (school_id, name) VALUES (${other}, 'Asrama')
      RETURNING id`) as [{ id: number }];
    const base = { academicYearId: yearId, amount: 1, frequency: 'Monthly' };
    const neither = await siteAdmin.json(`/api/schools/${mine}/cost-items`, 'POST', base);
    expect((await errorOf(neither)).error).toBe('Pilih satu kategori biaya');
    const both = await siteAdmin.json(`/api/schools/${mine}/cost-items`, 'POST', {
      ...base,
      globalCategoryId: 1,
      schoolCategoryId: foreign,
    });
    expect((await errorOf(both)).error).toBe('Pilih satu kategori biaya');
    const wrongSchool = await siteAdmin.json(`/api/schools/${mine}/cost-items`, 'POST', {
      ...base,
      schoolCategoryId: foreign,
    });
    expect(wrongSchool.status).toBe(400);
    expect((await errorOf(wrongSchool)).error).toBe(
      'Tahun ajaran atau kategori biaya tidak ditemukan',
    );
    const refused = await schoolAdmin.json(`/api/schools/${other}/cost-items`, 'POST', {
      ...base,
      schoolCategoryId: foreign,
    });
    expect(refused.status).toBe(403);
  });
});

describe('DELETE /api/cost-items/:id', () => {
  it('refuses a school admin on another school, lets a site admin delete with audit and event', async () => {
    expect(
      (await schoolAdmin.request(`/api/cost-items/${otherItem}`, { method: 'DELETE' })).status,
    ).toBe(403);
    const before = await events(other);
    const res = await siteAdmin.request(`/api/cost-items/${otherItem}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    const [row] = await server.db.sql`SELECT 1 FROM cost_items WHERE id = ${otherItem}`;
    expect(row).toBeUndefined();
    expect((await audit(otherItem)).at(-1)).toMatchObject({
      action: 'delete',
      actorId: siteAdminId,
    });
    expect(await events(other)).toBe(before + 1);
    const again = await siteAdmin.request(`/api/cost-items/${otherItem}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
  });
});

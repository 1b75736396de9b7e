import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminOverviewSchema } from '@core/contracts/admin-overview';
import { adminReportSchema } from '@core/contracts/admin-reports';
import {
  adminSchoolListSchema,
  copyCostItemsResultSchema,
  schoolCostCategorySchema,
} from '@core/contracts/admin-costs';
import { schoolAdminListSchema, schoolAdminSchema } from '@core/contracts/school-admins';
import { academicYearSchema } from '@core/contracts/schools';
import { CONTROL_CHARACTER_MESSAGE } from '@core/contracts/safe-text';
import {
  errorOf,
  postJson,
  sendJson,
  type ContributionApis,
} from '@tests/support/contribution-api';
import { writeFingerprint, yearIdOf } from '@tests/support/fees';
import { lastAuditEntry, startFeesAdminFixture } from '@tests/support/fees-admin-fixture';

// The admin controls SPEC left dead and issue 8 makes work: academic years,
// categories, copying a year, assigning schools, reports and the Overview
// (the contribute prefill: fees-prefill.test.ts). Every change is audited
// with its actor.

let apis: ContributionApis;
let mine: number;
let other: number;
let y2526: number;
let spp: number;

beforeAll(async () => {
  ({ apis, mine, other, y2526, spp } = await startFeesAdminFixture('feesadmin'));
});
afterAll(async () => {
  await apis?.close();
});
beforeEach(async () => {
  await apis.resetLimits();
});

const lastAudit = () => lastAuditEntry(apis.db.sql);

describe('academic years and global categories (site admins)', () => {
  it('adds 2026/2027... once: a second time is a 409 and changes nothing', async () => {
    const res = await postJson(apis.siteAdmin, '/api/academic-years', { year: '2027/2028' });
    expect(res.status).toBe(201);
    expect(academicYearSchema.parse(await res.json()).year).toBe('2027/2028');
    expect(await lastAudit()).toMatchObject({
      actorId: apis.users.siteAdmin.id,
      action: 'academic_year.created',
    });
    // an admin sees it at once (no cache)
    const list = academicYearSchema
      .array()
      .parse(await (await apis.siteAdmin.fetch('/api/academic-years')).json());
    expect(list[0]!.year).toBe('2027/2028');

    const before = await writeFingerprint(apis.db.sql);
    const twice = await postJson(apis.siteAdmin, '/api/academic-years', { year: ' 2027/2028 ' });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).error).toBe('Tahun ajaran 2027/2028 sudah ada');
    for (const [year, message] of [
      ['2027/2029', 'Tahun kedua harus satu tahun setelah tahun pertama'],
      ['27/28', 'Tahun ajaran harus ditulis seperti 2026/2027'],
      ['2027/\u00002028', CONTROL_CHARACTER_MESSAGE],
    ]) {
      const bad = await postJson(apis.siteAdmin, '/api/academic-years', { year });
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).error).toBe(message);
    }
    expect(await writeFingerprint(apis.db.sql)).toEqual(before);
  });

  it('adds a global category with a code made from its name, once', async () => {
    const res = await postJson(apis.siteAdmin, '/api/global-cost-categories', {
      name: 'Biaya Ekstrakurikuler',
      description: 'Kegiatan pilihan di luar jam pelajaran',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ code: 'biaya_ekstrakurikuler' });
    const again = await postJson(apis.siteAdmin, '/api/global-cost-categories', {
      name: 'biaya ekstrakurikuler',
    });
    expect(again.status).toBe(409);
    const parent = await postJson(apis.schoolAdmin, '/api/global-cost-categories', { name: 'X' });
    expect(parent.status).toBe(403);
  });
});

describe("a school's own categories and copying a year", () => {
  it('lets a school admin add a category to their school, once in any case, and not to another', async () => {
    const res = await postJson(apis.schoolAdmin, `/api/schools/${mine}/cost-categories`, {
      name: 'Komite Sekolah',
    });
    expect(res.status).toBe(201);
    expect(schoolCostCategorySchema.parse(await res.json())).toMatchObject({ schoolId: mine });
    const twice = await postJson(apis.schoolAdmin, `/api/schools/${mine}/cost-categories`, {
      name: 'komite sekolah',
    });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).error).toBe(
      'Sekolah ini sudah memiliki kategori "komite sekolah"',
    );
    const foreign = await postJson(apis.schoolAdmin, `/api/schools/${other}/cost-categories`, {
      name: 'Asrama',
    });
    expect(foreign.status).toBe(403);
  });

  it('starts 2026/2027 from 2025/2026, then refuses a second copy', async () => {
    const sql = apis.db.sql;
    const y2627 = await yearIdOf(sql, '2026/2027');
    for (const [amount, frequency] of [
      ['1.000.000', 'Monthly'],
      ['Rp 5.000.000', 'One-Time'],
    ] as const) {
      const res = await postJson(apis.schoolAdmin, `/api/schools/${mine}/cost-items`, {
        academicYearId: y2526,
        globalCategoryId: spp,
        amount,
        frequency,
        notes: frequency === 'Monthly' ? 'gelombang 1' : 'gelombang 2',
      });
      expect(res.status).toBe(201);
    }
    // demo data in the target year gives way
    await sql`
      INSERT INTO cost_items (school_id, academic_year_id, global_category_id, amount, frequency, source)
      VALUES (${mine}, ${y2627}, ${spp}, 1, 'Monthly', 'sample')`;
    const copy = await postJson(apis.schoolAdmin, `/api/schools/${mine}/cost-items/copy`, {
      fromAcademicYearId: y2526,
      toAcademicYearId: y2627,
    });
    expect(copy.status).toBe(201);
    const result = copyCostItemsResultSchema.parse(await copy.json());
    expect(result.copied).toBe(2);
    expect(result.items.map((i) => [i.amount, i.notes, i.source.kind])).toEqual([
      [1_000_000, 'gelombang 1', 'admin'],
      [5_000_000, 'gelombang 2', 'admin'],
    ]);
    expect(await lastAudit()).toMatchObject({
      action: 'cost_items.copied',
      actorId: apis.users.schoolAdmin.id,
    });

    const before = await writeFingerprint(sql);
    const again = await postJson(apis.schoolAdmin, `/api/schools/${mine}/cost-items/copy`, {
      fromAcademicYearId: y2526,
      toAcademicYearId: y2627,
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toMatch(/^Tahun ajaran 2026\/2027 sudah memiliki item/);
    const same = await postJson(apis.schoolAdmin, `/api/schools/${mine}/cost-items/copy`, {
      fromAcademicYearId: y2526,
      toAcademicYearId: y2526,
    });
    expect((await errorOf(same)).error).toBe('Pilih tahun ajaran tujuan yang berbeda');
    const empty = await postJson(apis.siteAdmin, `/api/schools/${other}/cost-items/copy`, {
      fromAcademicYearId: y2526,
      toAcademicYearId: y2627,
    });
    expect(empty.status).toBe(400);
    const huge = await postJson(apis.siteAdmin, `/api/schools/${other}/cost-items/copy`, {
      fromAcademicYearId: 2 ** 40,
      toAcademicYearId: y2627,
    });
    expect(huge.status).toBe(400);
    expect(await writeFingerprint(sql)).toEqual(before);
  });

  it('edits notes and any of the five frequencies, audited with the actor', async () => {
    const [item] = await apis.db.sql<{ id: number }[]>`
      SELECT id FROM cost_items WHERE school_id = ${mine} ORDER BY id LIMIT 1`;
    const res = await sendJson(apis.schoolAdmin, 'PUT', `/api/cost-items/${item!.id}`, {
      frequency: 'Semester',
      amount: '1.100.000',
      notes: '',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      frequency: 'Semester',
      amount: 1_100_000,
      notes: null,
    });
    expect(await lastAudit()).toMatchObject({
      action: 'cost_item.updated',
      summary: expect.stringContaining('menjadi SPP Rp 1.100.000 Semester'),
    });
  });
});

describe('assigning schools to school admins', () => {
  it('lists school admins with their schools; adds and removes a school found by NPSN', async () => {
    const found = adminSchoolListSchema.parse(
      await (await apis.siteAdmin.fetch('/api/admin/schools?search=20999001')).json(),
    );
    expect(found.schools.map((s) => s.id)).toEqual([other]);

    const route = `/api/admin/school-admins/${apis.users.schoolAdmin.id}/schools`;
    const added = await postJson(apis.siteAdmin, route, { schoolId: other });
    expect(added.status).toBe(200);
    expect(schoolAdminSchema.parse(await added.json()).schools.map((s) => s.id)).toEqual(
      expect.arrayContaining([mine, other]),
    );
    expect(await lastAudit()).toMatchObject({ action: 'school_admin.assigned' });
    // the school admin may now manage it
    const category = await postJson(apis.schoolAdmin, `/api/schools/${other}/cost-categories`, {
      name: 'Asrama',
    });
    expect(category.status).toBe(201);

    const list = schoolAdminListSchema.parse(
      await (await apis.siteAdmin.fetch('/api/admin/school-admins')).json(),
    );
    expect(list.find((a) => a.id === apis.users.schoolAdmin.id)?.schools).toHaveLength(2);

    const removed = await sendJson(apis.siteAdmin, 'DELETE', `${route}/${other}`);
    expect(removed.status).toBe(200);
    expect(schoolAdminSchema.parse(await removed.json()).schools.map((s) => s.id)).toEqual([mine]);
    const refused = await postJson(apis.schoolAdmin, `/api/schools/${other}/cost-categories`, {
      name: 'Antar Jemput',
    });
    expect(refused.status).toBe(403);

    const before = await writeFingerprint(apis.db.sql);
    const parentAsAdmin = await postJson(
      apis.siteAdmin,
      `/api/admin/school-admins/${apis.users.parent.id}/schools`,
      { schoolId: mine },
    );
    expect(parentAsAdmin.status).toBe(404);
    const noSchool = await postJson(apis.siteAdmin, route, { schoolId: 987654321 });
    expect(noSchool.status).toBe(404);
    expect(await writeFingerprint(apis.db.sql)).toEqual(before);
  });
});

describe('reports and the Overview', () => {
  it('lists open reports with their school and contact, and resolves them once', async () => {
    const sent = await postJson(apis.anonymous, `/api/schools/${mine}/reports`, {
      reporterName: 'Pak Budi',
      contact: '0812000111',
      description: 'SPP di sini sudah naik tahun ini.',
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    const open = adminReportSchema
      .array()
      .parse(await (await apis.siteAdmin.fetch('/api/admin/reports?status=open')).json());
    expect(open.find((r) => r.id === id)).toMatchObject({
      school: { id: mine },
      reporterName: 'Pak Budi',
      contact: '0812000111',
      status: 'open',
    });
    const resolved = await postJson(apis.siteAdmin, `/api/admin/reports/${id}/resolve`, {});
    expect(adminReportSchema.parse(await resolved.json())).toMatchObject({
      status: 'resolved',
      resolvedBy: { id: apis.users.siteAdmin.id },
    });
    const audits = await writeFingerprint(apis.db.sql);
    const again = await postJson(apis.siteAdmin, `/api/admin/reports/${id}/resolve`, {});
    expect(again.status).toBe(200);
    expect(await writeFingerprint(apis.db.sql)).toEqual(audits);
    expect((await postJson(apis.siteAdmin, '/api/admin/reports/99999/resolve', {})).status).toBe(
      404,
    );
  });

  it('counts what is really there and shows the audit log as recent activity', async () => {
    const overview = adminOverviewSchema.parse(
      await (await apis.siteAdmin.fetch('/api/admin/overview')).json(),
    );
    expect(overview).toMatchObject({
      totalSchools: 2,
      schoolAdmins: 1,
      schoolGroups: 0,
      pendingContributions: 0,
      openReports: 0,
      schoolsWithRealFees: 1,
    });
    expect(overview.recentActivity[0]).toMatchObject({
      action: 'report.resolved',
      actor: { id: apis.users.siteAdmin.id, name: 'Admin Situs' },
      school: { id: mine },
    });
    expect(overview.recentActivity.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'academic_year.created',
        'cost_items.copied',
        'school_admin.assigned',
      ]),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLevyReportSchema,
  adminLevyReportsSchema,
  LEVY_DESCRIPTION_TOO_SHORT,
  LEVY_RULE_MISMATCH,
  levyReportCreatedSchema,
} from '@core/contracts/levy-reports';
import { schoolFeeRulesSchema } from '@core/contracts/fee-facts';
import { apiErrorBodySchema } from '@core/errors';
import { syncReferenceData } from '@db/import/reference-data';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { createParent } from '@tests/support/factories';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';

// Issue 20 item 7: parents report a levy a rule forbids. The report names a rule
// in force for the school and an item it fixes at Rp0; site admins see reports
// counted per school and resolve them; a report never becomes a fee.

let db: TestDatabase;
let api: TestApi;
let admin: TestApi;
let negeri: number[];
let swasta: number;
/** the national rule's id and an item it fixes for the public SDs */
let ruleId: string;
let item: string;

function post(schoolId: number, body: unknown, ip: string) {
  return api.fetch(`/api/schools/${schoolId}/levy-reports`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
}

const report = (changes: Record<string, unknown> = {}) => ({
  ruleId,
  item,
  amount: 'Rp 150.000',
  reporterName: '',
  contact: '',
  description: 'Sekolah meminta SPP Rp150.000 setiap bulan lewat komite.',
  ...changes,
});

beforeAll(async () => {
  db = await createTestDatabase('levyreports');
  await seedRegions(db.sql);
  await syncReferenceData(db.sql);
  negeri = await seedSchools(db.sql, { count: 2, namePrefix: 'SD Negeri Pungutan' });
  [swasta] = (await seedSchools(db.sql, {
    count: 1,
    namePrefix: 'SD Swasta Anak Negeri',
    status: 'private',
  })) as [number];
  api = await startTestApi(db, { env: { TRUST_PROXY: '1' } });
  const adminId = await createParent(db.sql, 'Admin Pungutan');
  await db.sql`UPDATE users SET role = 'site_admin' WHERE id = ${adminId}`;
  admin = await startTestApi(db, {
    user: { id: adminId, role: 'site_admin', firstName: 'Admin', lastName: null, email: null },
  });
  const res = await api.fetch(`/api/schools/${negeri[0]}/fee-rules`);
  const fixing = schoolFeeRulesSchema
    .parse(await res.json())
    .rules.find((rule) => rule.fixes.includes('spp'));
  expect(fixing, 'a rule fixing SPP at Rp0 for a public SD').toBeDefined();
  ruleId = fixing!.rule.id;
  item = 'spp';
});

afterAll(async () => {
  await admin?.close();
  await api?.close();
  await db?.drop();
});

describe('POST /api/schools/:id/levy-reports', () => {
  it('stores a report of an item the rule fixes at Rp0, anonymous, with the amount read', async () => {
    const res = await post(negeri[0]!, report(), '10.1.0.1');
    expect(res.status).toBe(201);
    const created = levyReportCreatedSchema.parse(await res.json());
    const [row] = await db.sql`SELECT * FROM levy_reports WHERE id = ${created.id}`;
    expect(row).toMatchObject({
      schoolId: negeri[0],
      ruleId,
      item: 'spp',
      amount: 150_000,
      reporterName: null,
      contact: null,
      resolvedAt: null,
    });
  });

  it('never turns a report into a fee, nor into an event', async () => {
    const outbox = async () =>
      ((await db.sql`SELECT count(*)::int AS n FROM outbox`) as [{ n: number }])[0].n;
    const before = await outbox();
    expect((await post(negeri[0]!, report({ amount: 300000 }), '10.1.0.9')).status).toBe(201);
    expect(await outbox()).toBe(before);
    const [{ n }] = (await db.sql`
      SELECT count(*)::int AS n FROM cost_items WHERE school_id = ${negeri[0]!}`) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it("refuses a rule that does not apply: a private school named '… Negeri'", async () => {
    const res = await post(swasta, report(), '10.1.0.2');
    expect(res.status).toBe(400);
    const body = apiErrorBodySchema.parse(await res.json());
    expect(body.error).toBe(LEVY_RULE_MISMATCH);
  });

  it('refuses an item the rule does not name, and a short description, in Indonesian', async () => {
    const notNamed = await post(negeri[0]!, report({ item: 'seragam' }), '10.1.0.3');
    expect(notNamed.status).toBe(400);
    expect(apiErrorBodySchema.parse(await notNamed.json()).error).toBe(LEVY_RULE_MISMATCH);
    const short = await post(negeri[0]!, report({ description: 'mahal' }), '10.1.0.3');
    expect(short.status).toBe(400);
    expect(apiErrorBodySchema.parse(await short.json()).error).toBe(LEVY_DESCRIPTION_TOO_SHORT);
    const missing = await post(999_999, report(), '10.1.0.3');
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/admin/levy-reports and resolve', () => {
  it('counts reports per school, most open first, and lists them with the rule', async () => {
    for (const [index, ip] of ['10.1.1.1', '10.1.1.2'].entries()) {
      const res = await post(negeri[1]!, report({ reporterName: `Ibu ${index}`, amount: '' }), ip);
      expect(res.status).toBe(201);
    }
    const res = await admin.fetch('/api/admin/levy-reports?status=open');
    expect(res.status).toBe(200);
    const list = adminLevyReportsSchema.parse(await res.json());
    expect(list.schools.map((s) => [s.school.id, s.open, s.total])).toEqual([
      [negeri[1], 2, 2],
      [negeri[0], 2, 2],
    ]);
    expect(list.reports).toHaveLength(4);
    expect(list.reports[3]).toMatchObject({
      school: { id: negeri[0] },
      rule: { id: ruleId },
      item: 'spp',
      itemLabel: 'SPP',
      amount: 150_000,
      reporterName: null,
      status: 'open',
    });
  });

  it('resolves a report once, audited; the school keeps its total and loses the open count', async () => {
    const list = adminLevyReportsSchema.parse(
      await (await admin.fetch('/api/admin/levy-reports?status=open')).json(),
    );
    const target = list.reports.find((r) => r.school.id === negeri[0])!;
    for (let i = 0; i < 2; i++) {
      const res = await admin.fetch(`/api/admin/levy-reports/${target.id}/resolve`, {
        method: 'POST',
      });
      expect(res.status).toBe(200);
      expect(adminLevyReportSchema.parse(await res.json())).toMatchObject({
        status: 'resolved',
        resolvedBy: { name: 'Admin Pungutan' },
      });
    }
    const [{ n }] = (await db.sql`
      SELECT count(*)::int AS n FROM audit_log
      WHERE action = 'levy_report.resolved' AND entity_id = ${String(target.id)}`) as [
      { n: number },
    ];
    expect(n).toBe(1);
    const open = adminLevyReportsSchema.parse(
      await (await admin.fetch('/api/admin/levy-reports?status=open')).json(),
    );
    expect(open.schools.map((s) => [s.school.id, s.open, s.total])).toEqual([
      [negeri[1], 2, 2],
      [negeri[0], 1, 2],
    ]);
    const resolved = adminLevyReportsSchema.parse(
      await (await admin.fetch('/api/admin/levy-reports?status=resolved')).json(),
    );
    expect(resolved.schools.map((s) => [s.school.id, s.open, s.total])).toEqual([
      [negeri[0], 1, 2],
    ]);
    expect(
      (await admin.fetch('/api/admin/levy-reports/999999/resolve', { method: 'POST' })).status,
    ).toBe(404);
  });
});

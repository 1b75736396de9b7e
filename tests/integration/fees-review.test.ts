import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mySubmissionListSchema } from '@core/contracts/my-contributions';
import { costItemSchema } from '@core/contracts/schools';
import { approveSubmissionResultSchema } from '@core/contracts/submission-review';
import { schoolSubmissionSchema } from '@core/contracts/submissions';
import { formatShortDate } from '@core/format';
import {
  errorOf,
  postJson,
  startContributionApis,
  type ContributionApis,
} from '@tests/support/contribution-api';
import { categoryIdOf, sendSubmission, writeFingerprint, yearIdOf } from '@tests/support/fees';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';

// Reviewing contributions through the real api over real PostgreSQL (issue 8):
// approval publishes the lines once, whatever happens twice or at once;
// rejection reaches the parent (bad input: fees-review-input.test.ts).

let apis: ContributionApis;
let schoolId: number;
let sampleSchoolId: number;
let year: number;
let spp: number;
let seragam: number;

beforeAll(async () => {
  apis = await startContributionApis('feesreview');
  const sql = apis.db.sql;
  await seedRegions(sql);
  [schoolId, sampleSchoolId] = (await seedSchools(sql, {
    count: 2,
    namePrefix: 'SD Terang',
  })) as [number, number];
  year = await yearIdOf(sql, '2025/2026');
  spp = await categoryIdOf(sql, 'spp');
  seragam = await categoryIdOf(sql, 'seragam');
  // demo data that real fees must replace
  await sql`
    INSERT INTO cost_items (school_id, academic_year_id, global_category_id, amount, frequency, source)
    VALUES (${sampleSchoolId}, ${year}, ${spp}, 123000, 'Monthly', 'sample')`;
});
afterAll(async () => {
  await apis?.close();
});
beforeEach(async () => {
  await apis.resetLimits();
});

const approve = (id: number, body: unknown) =>
  postJson(apis.siteAdmin, `/api/school-submissions/${id}/approve`, body);
const reject = (id: number, body: unknown) =>
  postJson(apis.siteAdmin, `/api/school-submissions/${id}/reject`, body);

function threeLines(school = schoolId) {
  return {
    schoolId: school,
    academicYearId: year,
    items: [
      { globalCategoryId: spp, amount: 'Rp 1.250.000', frequency: 'Monthly', notes: null },
      { globalCategoryId: seragam, amount: '1.800.000', frequency: 'One-Time', notes: 'putra' },
      { globalCategoryId: seragam, amount: '2400000', frequency: 'One-Time', notes: 'putri' },
      { schoolCategoryName: 'Komite Sekolah', amount: 400000, frequency: 'Yearly', notes: '' },
    ],
  };
}

async function itemsOf(school: number) {
  const res = await apis.anonymous.fetch(`/api/schools/${school}/cost-items`);
  expect(res.status).toBe(200);
  return costItemSchema.array().parse(await res.json());
}

describe('approving a contribution', () => {
  let submissionId: number;

  it('publishes the lines as contribution items, credits the contributor and marks it approved', async () => {
    submissionId = await sendSubmission(apis);
    const outboxBefore = (await writeFingerprint(apis.db.sql)).outbox as number;
    const res = await approve(submissionId, threeLines());
    expect(res.status).toBe(200);
    const result = approveSubmissionResultSchema.parse(await res.json());
    expect(result.costItems.map((item) => [item.amount, item.notes])).toEqual([
      [1_250_000, null],
      [1_800_000, 'putra'],
      [2_400_000, 'putri'],
      [400_000, null],
    ]);
    expect(result.submission).toMatchObject({
      status: 'approved',
      reviewer: { id: apis.users.siteAdmin.id },
      rejectionReason: null,
      publishedSchool: { id: schoolId },
      publishedAcademicYear: { id: year, year: '2025/2026' },
      publishedItemCount: 4,
    });

    const items = await itemsOf(schoolId);
    expect(items).toHaveLength(4);
    const verifiedAt = result.submission.reviewedAt!;
    for (const item of items) {
      expect(item.source).toEqual({
        kind: 'contribution',
        label: `Kontribusi orang tua, diverifikasi ${formatShortDate(verifiedAt)}`,
        verifiedAt,
        document: null,
        contributor: 'Ibu Sari',
      });
    }
    expect(items.find((item) => item.schoolCategory)?.schoolCategory?.name).toBe('Komite Sekolah');

    const sql = apis.db.sql;
    const events = await sql`
      SELECT event_type, payload FROM outbox WHERE id > ${outboxBefore} ORDER BY id`;
    // the contributor is told as well (issue 21)
    expect(events).toEqual([
      { eventType: 'costs.changed', payload: { schoolId } },
      { eventType: 'notification.created', payload: { notificationId: expect.any(Number) } },
    ]);
    const [audit] = await sql`
      SELECT actor_id, action, school_id FROM audit_log WHERE entity_id = ${String(submissionId)}`;
    expect(audit).toEqual({
      actorId: apis.users.siteAdmin.id,
      action: 'submission.approved',
      schoolId,
    });

    // the parent sees it approved, with the school to open
    const mine = mySubmissionListSchema.parse(
      await (await apis.parent.fetch('/api/me/submissions')).json(),
    );
    expect(mine.find((s) => s.id === submissionId)).toMatchObject({
      status: 'approved',
      school: { id: schoolId },
      academicYear: '2025/2026',
      rejectionReason: null,
    });
    // ... and the other parent does not see it at all
    const theirs = mySubmissionListSchema.parse(
      await (await apis.other.fetch('/api/me/submissions')).json(),
    );
    expect(theirs.map((s) => s.id)).not.toContain(submissionId);
  });

  it('answers a second approval with a 409 and changes nothing', async () => {
    const before = await writeFingerprint(apis.db.sql);
    const again = await approve(submissionId, threeLines());
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toMatch(/^Kontribusi ini sudah disetujui pada .+\./);
    const rejected = await reject(submissionId, { reason: 'Berkas tidak terbaca' });
    expect(rejected.status).toBe(409);
    expect(await writeFingerprint(apis.db.sql)).toEqual(before);
    expect(await itemsOf(schoolId)).toHaveLength(4);
  });

  it('serialises approvals sent at the same moment: one publishes, the others get 409', async () => {
    const id = await sendSubmission(apis);
    const lines = {
      ...threeLines(sampleSchoolId),
      items: [{ globalCategoryId: spp, amount: '900.000', frequency: 'Monthly' }],
    };
    const answers = await Promise.all([approve(id, lines), approve(id, lines), approve(id, lines)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    const [count] = await apis.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM cost_items WHERE source_submission_id = ${id}`;
    expect(count!.n).toBe(1);
  });

  it("replaces that school year's sample items: real fees win", async () => {
    const items = await itemsOf(sampleSchoolId);
    expect(items.map((item) => [item.source.kind, item.amount])).toEqual([
      ['contribution', 900_000],
    ]);
  });
});

describe('rejecting a contribution', () => {
  it('needs a reason, which the parent then reads', async () => {
    const id = await sendSubmission(apis);
    const empty = await reject(id, { reason: '   ' });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).error).toBe('Alasan penolakan wajib diisi');

    const res = await reject(id, { reason: ' Foto brosur buram, mohon kirim ulang. ' });
    expect(res.status).toBe(200);
    expect(schoolSubmissionSchema.parse(await res.json())).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Foto brosur buram, mohon kirim ulang.',
      publishedSchool: null,
    });
    const mine = mySubmissionListSchema.parse(
      await (await apis.parent.fetch('/api/me/submissions')).json(),
    );
    expect(mine.find((s) => s.id === id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Foto brosur buram, mohon kirim ulang.',
      school: null,
    });
    const later = await approve(id, threeLines());
    expect(later.status).toBe(409);
    expect((await errorOf(later)).error).toBe(
      'Kontribusi ini sudah ditolak dan tidak dapat diproses lagi.',
    );
  });

  it('filters the admin list by status', async () => {
    await sendSubmission(apis);
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      const res = await apis.siteAdmin.fetch(`/api/school-submissions?status=${status}`);
      const list = schoolSubmissionSchema.array().parse(await res.json());
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((s) => s.status))).toEqual(new Set([status]));
    }
    const bad = await apis.siteAdmin.fetch('/api/school-submissions?status=selesai');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).error).toBe('Status kiriman tidak dikenal');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolRequestSchema } from '@core/contracts/school-requests';
import { schoolDetailSchema, schoolListResponseSchema } from '@core/contracts/schools';
import { indexAllSchools } from '@tests/support/api-server';
import {
  postJson,
  startContributionApis,
  type ContributionApis,
} from '@tests/support/contribution-api';
import { categoryIdOf, sendSubmission, yearIdOf } from '@tests/support/fees';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { FIXTURE_REGIONS, seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { ensureStopped, spawnWorker, type WorkerProcess } from '@tests/support/worker-process';

// From an admin's decision to what parents see, across processes: the api
// commits the change with its outbox event, the worker (a real child process)
// relays it and reindexes. A worker that is down when the admin approves loses
// nothing: the event waits in PostgreSQL and the index converges once it runs.

let apis: ContributionApis;
let harness: PipelineHarness;
let worker: WorkerProcess | undefined;
let schoolId: number;
let slug: string;

beforeAll(async () => {
  apis = await startContributionApis('feespipe');
  const sql = apis.db.sql;
  await seedRegions(sql);
  [schoolId] = (await seedSchools(sql, { count: 3, namePrefix: 'SMP Cahaya Pagi' })) as [number];
  [{ slug }] = (await sql`SELECT slug FROM schools WHERE id = ${schoolId}`) as [{ slug: string }];
  await indexAllSchools(sql, apis.anonymous.search);
  // the worker writes CSV exports where the api reads them
  harness = await createPipelineHarness(apis.db, {
    label: 'feespipe',
    env: { STORAGE_DIR: apis.storageDir },
  });
});
afterAll(async () => {
  await ensureStopped(worker);
  await harness?.close();
  await apis?.close();
});

async function startWorker(): Promise<void> {
  worker = spawnWorker({ ...harness.env, LOG_LEVEL: 'info', RELAY_POLL_MS: '500' });
  await worker.waitForLog((line) => line.msg === 'worker started');
}

/** The school as cards and search show it (the search index). */
async function listed(name: string) {
  const res = await apis.anonymous.fetch(`/api/schools?q=${encodeURIComponent(name)}&limit=5`);
  expect(res.status).toBe(200);
  return schoolListResponseSchema.parse(await res.json()).schools;
}

/** The school's total initial cost in search; undefined while it has none there. */
const totalInSearch = async (id: number) =>
  (await listed('SMP Cahaya Pagi')).find((school) => school.id === id)?.costs?.total;

describe('approval while the worker is down, then the worker runs', () => {
  it('keeps the event in the outbox and the index converges once the worker runs', async () => {
    const sql = apis.db.sql;
    const id = await sendSubmission(apis);
    const res = await postJson(apis.siteAdmin, `/api/school-submissions/${id}/approve`, {
      schoolId,
      academicYearId: await yearIdOf(sql, '2025/2026'),
      items: [
        {
          globalCategoryId: await categoryIdOf(sql, 'spp'),
          amount: '1.500.000',
          frequency: 'Monthly',
        },
        {
          globalCategoryId: await categoryIdOf(sql, 'uang_pangkal'),
          amount: '10.000.000',
          frequency: 'One-Time',
        },
        {
          globalCategoryId: await categoryIdOf(sql, 'seragam'),
          amount: '1.200.000',
          frequency: 'One-Time',
          notes: 'putra',
        },
        {
          globalCategoryId: await categoryIdOf(sql, 'seragam'),
          amount: '1.600.000',
          frequency: 'One-Time',
          notes: 'putri',
        },
      ],
    });
    expect(res.status).toBe(200);

    // committed with its event; nothing has reached the index
    const pending = await sql`
      SELECT event_type, payload FROM outbox WHERE sent_at IS NULL AND event_type = 'costs.changed'`;
    expect(pending).toEqual([{ eventType: 'costs.changed', payload: { schoolId } }]);
    expect(await totalInSearch(schoolId)).toBeUndefined();
    // the school page reads PostgreSQL: it shows the fees at once, uniforms as variants
    const page = schoolDetailSchema.parse(
      await (await apis.anonymous.fetch(`/api/schools/slug/${slug}`)).json(),
    );
    expect(page.costs?.total).toBe(1_500_000 + 10_000_000 + 1_600_000);
    expect(page.costYears.map((y) => [y.year, y.isOld])).toEqual([['2025/2026', false]]);
    expect(page.feesUpdatedAt).not.toBeNull();

    await startWorker();
    const total = await waitFor(() => totalInSearch(schoolId), { what: 'the fee in search' });
    expect(total).toBe(13_100_000);
    const [left] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL`;
    expect(left!.n).toBe(0);

    // the comparison (signed in: every row) has the same total, once the
    // signed-in api's own search replica has followed the index
    const compared = async () => {
      const comparison = await apis.parent.fetch(
        `/api/schools/comparison?search=${encodeURIComponent('SMP Cahaya Pagi')}`,
      );
      const rows = schoolListResponseSchema.pick({ schools: true }).parse(await comparison.json());
      return rows.schools.find((school) => school.id === schoolId)?.costs?.total;
    };
    await expect.poll(compared, { timeout: 10_000, interval: 100 }).toBe(13_100_000);
  });

  it('puts the new fee in the CSV export, labelled as a contribution', async () => {
    const res = await apis.siteAdmin.fetch('/api/schools/export-csv');
    expect(res.status).toBe(200);
    const csv = await res.text();
    const line = csv.split('\r\n').find((row) => row.startsWith(`${schoolId},`));
    expect(line).toContain('13100000');
    expect(line).toContain('Kontribusi');
  });
});

describe('a missing school created while completing a request', () => {
  it('is searchable through the same outbox, and the request names the requester by first name', async () => {
    const asked = await postJson(apis.parent, '/api/school-requests', {
      requestedSchoolName: 'SMA Harapan Fajar',
      educationLevel: 'SMA',
      city: 'Depok',
    });
    expect(asked.status).toBe(201);
    const request = schoolRequestSchema.parse(await asked.json());

    const completed = await apis.siteAdmin.fetch(`/api/school-requests/${request.id}/complete`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        school: {
          name: 'SMA Harapan Fajar',
          educationLevel: 'sma',
          status: 'private',
          cityId: FIXTURE_REGIONS.depok.code,
          districtId: FIXTURE_REGIONS.beji.code,
          streetAddress: 'Jl. Fajar No. 1',
          npsn: '',
        },
      }),
    });
    expect(completed.status).toBe(200);
    const done = schoolRequestSchema.parse(await completed.json());
    expect(done).toMatchObject({
      status: 'completed',
      school: { name: 'SMA Harapan Fajar', slug: 'sma-harapan-fajar' },
    });

    const found = await waitFor(
      async () => (await listed('Harapan Fajar')).find((s) => s.slug === 'sma-harapan-fajar'),
      { what: 'the new school in search' },
    );
    expect(found).toMatchObject({
      educationLevel: 'sma',
      city: { id: FIXTURE_REGIONS.depok.code },
    });

    const publicList = schoolRequestSchema
      .array()
      .parse(await (await apis.anonymous.fetch('/api/school-requests')).json());
    expect(publicList.find((r) => r.id === request.id)?.user).toEqual({
      firstName: 'Ibu Kontributor',
      lastName: null,
    });
    const own = schoolRequestSchema
      .array()
      .parse(await (await apis.parent.fetch('/api/me/school-requests')).json());
    expect(own.map((r) => [r.id, r.status])).toEqual([[request.id, 'completed']]);

    // the same name again gets a slug of its own
    const second = await postJson(apis.siteAdmin, '/api/admin/schools', {
      name: 'SMA Harapan Fajar',
      educationLevel: 'sma',
      status: 'private',
      cityId: FIXTURE_REGIONS.depok.code,
      districtId: FIXTURE_REGIONS.beji.code,
    });
    expect(second.status).toBe(201);
    expect(await second.json()).toMatchObject({ slug: 'sma-harapan-fajar-depok' });
  });
});

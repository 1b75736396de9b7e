import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolListResponseSchema } from '@core/contracts/schools';
import { emitEvents } from '@db/outbox';
import { indexAllSchools } from '@tests/support/api-server';
import {
  postJson,
  startContributionApis,
  type ContributionApis,
} from '@tests/support/contribution-api';
import { categoryIdOf, yearIdOf } from '@tests/support/fees';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { ensureStopped, spawnWorker, type WorkerProcess } from '@tests/support/worker-process';

// Issue 24 item 3: cheap events cannot hold an admin's fee change. A flood
// of favourite events (many parents, many schools; the api limits one parent
// to 30 changes a minute, so the flood is written to the outbox directly)
// reaches the search index only, one job per school at a time, behind every
// fee change: the fee change shows in search and makes the school's stored
// pages stale while the flood is still being worked off, and every delivery
// of the flood ends done.

const SCHOOLS = 150;
const EVENTS_PER_SCHOOL = 20;

let apis: ContributionApis;
let harness: PipelineHarness;
let worker: WorkerProcess | undefined;
let schools: number[];

beforeAll(async () => {
  apis = await startContributionApis('favflood');
  const sql = apis.db.sql;
  await seedRegions(sql);
  schools = await seedSchools(sql, { count: SCHOOLS, namePrefix: 'SD Banjir' });
  await sql`UPDATE schools SET name = 'SD Tujuan Perubahan' WHERE id = ${schools[0]!}`;
  await indexAllSchools(sql, apis.anonymous.search);
  harness = await createPipelineHarness(apis.db, {
    label: 'favflood',
    env: { STORAGE_DIR: apis.storageDir },
  });
  worker = spawnWorker({
    ...harness.env,
    LOG_LEVEL: 'info',
    RELAY_POLL_MS: '200',
    // deliveries the coalescing did not mark are re-sent soon
    DELIVERY_TIMEOUT_MS: '3000',
    DELIVERY_SWEEP_MS: '1000',
  });
  await worker.waitForLog((line) => line.msg === 'worker started');
});
afterAll(async () => {
  await ensureStopped(worker);
  await harness?.close();
  await apis?.close();
});

const openDeliveries = async (eventType: string) => {
  const [row] = await apis.db.sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM outbox_deliveries d JOIN outbox o ON o.id = d.outbox_id
    WHERE d.done_at IS NULL AND o.event_type = ${eventType}`;
  return row!.n;
};

/** Schools none of whose favourite deliveries is done yet: their flood has not been worked on. */
const untouchedSchools = async () => {
  const [row] = await apis.db.sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (
      SELECT o.payload->>'schoolId' FROM outbox_deliveries d JOIN outbox o ON o.id = d.outbox_id
      WHERE o.event_type = 'school.favorites_changed'
      GROUP BY 1 HAVING count(d.done_at) = 0) AS untouched`;
  return row!.n;
};

const pageVersion = async (schoolId: number) => {
  const [row] = await apis.db.sql<{ version: number }[]>`
    SELECT version::float8 AS version FROM rendered_page_versions
    WHERE scope = ${`school:${schoolId}`}`;
  return row?.version ?? 0;
};

async function feeTotalInSearch(schoolId: number): Promise<number | undefined> {
  const res = await apis.anonymous.fetch(
    `/api/schools?q=${encodeURIComponent('Tujuan Perubahan')}`,
  );
  if (res.status !== 200) return undefined;
  const found = schoolListResponseSchema
    .parse(await res.json())
    .schools.find((school) => school.id === schoolId);
  return found?.costs?.total ?? undefined;
}

describe('a favourite flood and an admin fee change', () => {
  it('shows the fee change in search and stales its pages before the flood is worked off', async () => {
    const sql = apis.db.sql;
    const target = schools[0]!;
    const pageBefore = await pageVersion(target);
    // the flood: 3,000 favourite events in a few commits, as a busy hour would send them
    for (let round = 0; round < EVENTS_PER_SCHOOL; round += 1)
      await sql.begin((tx) =>
        emitEvents(
          tx,
          schools.map((schoolId) => ({
            type: 'school.favorites_changed' as const,
            payload: { schoolId },
          })),
        ),
      );
    // the relay has started on it
    await waitFor(async () => (await openDeliveries('school.favorites_changed')) > 0, {
      what: 'the flood on the queue',
    });

    const res = await postJson(apis.siteAdmin, `/api/schools/${target}/cost-items`, {
      academicYearId: await yearIdOf(sql, '2025/2026'),
      globalCategoryId: await categoryIdOf(sql, 'uang_pangkal'),
      amount: '7.500.000',
      frequency: 'One-Time',
    });
    expect(res.status).toBe(201);

    await waitFor(async () => (await feeTotalInSearch(target)) !== undefined, {
      timeoutMs: 60_000,
      intervalMs: 50,
      what: 'the fee in search',
    });
    const backlogWhenVisible = await openDeliveries('school.favorites_changed');
    const untouchedWhenVisible = await untouchedSchools();
    await waitFor(async () => (await pageVersion(target)) > pageBefore, {
      timeoutMs: 60_000,
      intervalMs: 50,
      what: "the school's pages made stale",
    });
    const backlogWhenStale = await openDeliveries('school.favorites_changed');
    console.warn(
      `favourite flood: fee visible with ${backlogWhenVisible} favourite deliveries open ` +
        `(${untouchedWhenVisible} of ${SCHOOLS} schools not reached), pages stale with ${backlogWhenStale} open`,
    );
    // the fee change did not wait for the flood: it ran before most schools' favourite jobs
    // (in arrival order it would have run after one job for every school)
    expect(backlogWhenVisible).toBeGreaterThan(0);
    expect(untouchedWhenVisible).toBeGreaterThan(SCHOOLS / 2);

    // the flood ends with every delivery done, although most of its jobs were coalesced
    await waitFor(async () => (await openDeliveries('school.favorites_changed')) === 0, {
      timeoutMs: 120_000,
      intervalMs: 250,
      what: 'every favourite delivery done',
    });
    // and the fee change's other handlers (share image, benchmarks, CSV) finish too
    await waitFor(async () => (await openDeliveries('costs.changed')) === 0, {
      timeoutMs: 60_000,
      intervalMs: 250,
      what: 'every delivery of the fee change done',
    });
  });

  it('sends favourites to the search index only: no page, image, benchmark or CSV work', async () => {
    const rows = await apis.db.sql<{ handler: string }[]>`
      SELECT DISTINCT d.handler FROM outbox_deliveries d JOIN outbox o ON o.id = d.outbox_id
      WHERE o.event_type = 'school.favorites_changed'`;
    expect(rows.map((row) => row.handler)).toEqual(['reindex-school']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { freePort } from '@tests/support/processes';
import { addCost, renameSchool } from '@tests/support/school-changes';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { ensureStopped, spawnWorker, type WorkerProcess } from '@tests/support/worker-process';

// Issue 25: the worker never needs the api. With no api running (and a web
// build whose renderer it never loads), the worker starts and drains the
// outbox: the index has the changes and the stored pages' scopes move, for the
// api to render again whenever it comes back.

let db: TestDatabase;
let harness: PipelineHarness;
let worker: WorkerProcess | undefined;
let ids: number[];

beforeAll(async () => {
  db = await createTestDatabase('noapi');
  await seedRegions(db.sql);
  ids = await seedSchools(db.sql, { count: 3, namePrefix: 'SD Sendiri' });
  harness = await createPipelineHarness(db, { label: 'noapi' });
  // changes committed before the worker starts wait in the outbox
  await renameSchool(db.sql, ids[0]!, 'SD Sendiri Baru');
  await addCost(db.sql, {
    schoolId: ids[1]!,
    academicYear: '2025/2026',
    categoryCode: 'spp',
    amount: 450_000,
    frequency: 'Monthly',
    source: 'admin',
  });
  // the old API_INTERNAL_URL, pointing at a port nothing listens on, means nothing now
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  worker = spawnWorker({
    ...harness.env,
    LOG_LEVEL: 'info',
    RELAY_POLL_MS: '300',
    WEB_DIST: 'web/dist',
    API_INTERNAL_URL: nowhere,
  });
  await worker.waitForLog((line) => line.msg === 'worker started');
});
afterAll(async () => {
  await ensureStopped(worker);
  await harness?.close();
  await db?.drop();
});

describe('the worker with the api down', () => {
  it('starts and drains the outbox: search has the changes, page scopes moved', async () => {
    await waitFor(
      async () => {
        const [row] = await db.sql<{ open: number }[]>`
          SELECT (SELECT count(*) FROM outbox WHERE sent_at IS NULL)
               + (SELECT count(*) FROM outbox_deliveries WHERE done_at IS NULL) AS open`;
        return Number(row!.open) === 0;
      },
      { what: 'every delivery done', timeoutMs: 30_000 },
    );
    const [{ n }] = (await db.sql`
      SELECT count(*)::int AS n FROM outbox_deliveries WHERE done_at IS NOT NULL`) as [
      { n: number },
    ];
    expect(n).toBeGreaterThan(0);
    // the harness's replica follows the worker's writes on its own (NOTIFY, else its poll)
    await waitFor(
      async () => {
        const found = await harness.deps.search.search({ text: 'sendiri baru', limit: 5 });
        return found.hits.some((hit) => hit.name === 'SD Sendiri Baru');
      },
      { what: 'the new school in the search replica' },
    );
    const scopes = await db.sql<{ scope: string }[]>`SELECT scope FROM rendered_page_versions`;
    expect(scopes.map((row) => row.scope)).toEqual(
      expect.arrayContaining([`school:${ids[0]}`, `school:${ids[1]}`]),
    );
    expect(worker!.logs.filter((line) => (line.level ?? 0) >= 50)).toEqual([]);
  });
});

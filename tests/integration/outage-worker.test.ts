import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { createPipelineHarness, type PipelineHarness } from '@tests/support/pipeline';
import { renameSchool } from '@tests/support/school-changes';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { startTcpProxy, type TcpProxy } from '@tests/support/tcp-proxy';
import { spawnWorker, type WorkerProcess } from '@tests/support/worker-process';

// PostgreSQL stops and starts under a running worker (issue 24: it died on
// every outage, from an uncaught TypeError inside postgres.js). The worker runs
// as `npm start` runs it (bin/start.ts supervises it); its connections go
// through a local proxy that the test closes and opens again, so the shared
// server stays up for everyone else; changes committed during the outage wait
// in the outbox.

let db: TestDatabase;
let harness: PipelineHarness;
let proxy: TcpProxy;
let worker: WorkerProcess | undefined;
let ids: number[];

beforeAll(async () => {
  db = await createTestDatabase('outageworker');
  await seedRegions(db.sql);
  ids = await seedSchools(db.sql, { count: 12, namePrefix: 'SD Tahan' });
  proxy = await startTcpProxy(Number(new URL(db.url).port || 5432));
  harness = await createPipelineHarness(db, { label: 'outageworker' });
  const viaProxy = new URL(db.url);
  viaProxy.port = String(proxy.port);
  // as `npm start` runs it: supervised by bin/start.ts
  worker = spawnWorker(
    {
      ...harness.env,
      DATABASE_URL: viaProxy.toString(),
      LOG_LEVEL: 'info',
      WEB_DIST: '',
      RELAY_POLL_MS: '300',
      DELIVERY_SWEEP_MS: '1000',
      DELIVERY_TIMEOUT_MS: '5000',
      JOB_BACKOFF_MS: '200',
      JOB_LOCK_MS: '5000',
      JOB_STALLED_CHECK_MS: '2000',
      JOB_STUCK_MS: '15000',
    },
    'bin/start.ts',
    ['--no-api', '--skip-setup'],
  );
  await worker.waitForLog((line) => line.msg === 'worker started');
});
afterAll(async () => {
  await proxy?.restore().catch(() => undefined);
  // SIGTERM: bin/start.ts stops its worker before it exits
  if (worker && worker.child.exitCode === null) {
    worker.kill('SIGTERM');
    await worker.exited;
  }
  await harness?.close();
  await proxy?.close();
  await db?.drop();
});

async function openDeliveries(): Promise<number> {
  const [row] = await db.sql<[{ open: number }]>`
    SELECT (SELECT count(*) FROM outbox WHERE sent_at IS NULL)
         + (SELECT count(*) FROM outbox_deliveries WHERE done_at IS NULL) AS open`;
  return Number(row.open);
}

/** The open deliveries with their jobs' states, for a failure's message. */
async function openJobs(): Promise<string> {
  const open = await db.sql<{ outboxId: number; handler: string; sends: number }[]>`
    SELECT outbox_id, handler, sends FROM outbox_deliveries WHERE done_at IS NULL`;
  const lines = [];
  for (const delivery of open) {
    const id = `${delivery.outboxId}-${delivery.handler}`;
    for (const queue of Object.values(harness.deps.queues)) {
      const job = await queue.getJob(id);
      if (job)
        lines.push(
          `${id} (sent ${delivery.sends}x): ${await job.getState()}, ${job.attemptsMade} attempts, ${job.failedReason ?? ''}`,
        );
    }
  }
  const warnings = worker!.logs.filter((line) => (line.level ?? 0) >= 40).slice(-15);
  return [
    ...lines,
    ...warnings.map((line) => `${line.msg} ${JSON.stringify(line.err ?? '')}`),
  ].join('\n');
}

/** What the worker said before dying, if it did. */
function fatalLines(): string {
  const fatal = worker!.logs.filter((line) => (line.level ?? 0) >= 60);
  return JSON.stringify(fatal) + worker!.stderr.join('');
}

async function indexedNames(): Promise<string[]> {
  const result = await harness.deps.search.search({ text: 'tahan', limit: 50 });
  return result.hits.map((hit) => hit.name).sort();
}

describe('the worker through a PostgreSQL outage', () => {
  it('rides out two outages and finishes every delivery made before, during and after', async () => {
    for (const round of [1, 2]) {
      // work in flight when the server goes
      for (const id of ids.slice(0, 6)) await renameSchool(db.sql, id, `SD Tahan ${round}-${id}`);
      const from = worker!.logs.length;
      await proxy.cut();
      // committed while the worker cannot reach PostgreSQL
      for (const id of ids.slice(6)) await renameSchool(db.sql, id, `SD Tahan ${round}-${id}`);
      // the worker has met the outage: its relay's polls fail
      await worker!.waitForLog((line) => line.msg === 'outbox relay batch failed', {
        from,
        timeoutMs: 30_000,
      });
      expect(worker!.child.exitCode, fatalLines()).toBeNull();
      await proxy.restore();
      const back = performance.now();

      await expect
        .poll(openDeliveries, { timeout: 60_000, interval: 250 })
        .toBe(0)
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\n${await openJobs()}`);
        });
      console.warn(
        `outage ${round}: every delivery done ${Math.round(performance.now() - back)} ms after PostgreSQL came back`,
      );
      // the harness's replica follows the worker's writes on its own (NOTIFY, else its poll)
      await expect
        .poll(indexedNames, { timeout: 15_000, interval: 100 })
        .toEqual(ids.map((id) => `SD Tahan ${round}-${id}`).sort());
    }
    expect(worker!.child.exitCode, fatalLines()).toBeNull();
    expect(worker!.child.signalCode).toBeNull();
    // a restart by the supervisor is the last resort (a wedged connection); say when it happened
    const restarts = worker!.stderr.join('').match(/worker exited/g)?.length ?? 0;
    if (restarts > 0) console.warn(`the worker was restarted ${restarts} time(s)`);
  });
});

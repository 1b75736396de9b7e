import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFileName, exportStatusSchema } from '@core/contracts/exports';
import { apiErrorBodySchema } from '@core/errors';
import type { ObjectStorage } from '@storage/storage';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { seedMonthlySpp, seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { buildExportHandler } from '@worker/handlers/build-export';
import type { HandlerContext } from '@worker/handlers/context';
import { startWorker, type WorkerRuntime } from '@worker/runtime';
import { Client, signInAdmin, useAuthServer } from './auth-support';
import { createPasswordUser } from '@tests/support/factories';
import { insertExport } from '@db/queries/exports';

// GET /api/schools/export-csv end to end: the api records the export and its
// event, the relay and the worker (in this process) build the file into the
// same storage folder, the api answers with it.

const SCHOOLS = 25;
const server = useAuthServer('exports', { EXPORT_WAIT_MS: '4000' });
let harness: PipelineHarness;
let worker: WorkerRuntime | undefined;
let admin: Client;
let otherAdmin: Client;
let adminId: number;

beforeAll(async () => {
  const sql = server.db.sql;
  await seedRegions(sql);
  const ids = await seedSchools(sql, { count: SCHOOLS, namePrefix: 'SD Unduhan' });
  await sql`UPDATE schools SET name = '=1+1 SD Rumus' WHERE id = ${ids[0]!}`;
  await seedMonthlySpp(sql, ids.slice(0, 5), 300_000);
  harness = await createPipelineHarness(server.db, {
    label: 'exports',
    env: {
      STORAGE_DIR: server.config.STORAGE_DIR,
      RELAY_POLL_MS: '200',
      JOB_ATTEMPTS: '8',
      JOB_BACKOFF_MS: '50',
    },
  });
  adminId = await createPasswordUser(server.db.sql, 'pengunduh', 'rahasia-unduh', 'site_admin');
  await createPasswordUser(server.db.sql, 'pengunduh-lain', 'rahasia-lain', 'site_admin');
  admin = new Client(server.url);
  await signInAdmin(admin, 'pengunduh', 'rahasia-unduh');
  otherAdmin = new Client(server.url);
  await signInAdmin(otherAdmin, 'pengunduh-lain', 'rahasia-lain');
});

afterAll(async () => {
  await worker?.stop();
  await harness?.close();
});

async function startInProcessWorker(storage?: ObjectStorage): Promise<WorkerRuntime> {
  const deps = storage ? { ...harness.deps, storage } : harness.deps;
  return startWorker(deps, { schedules: false, relay: true });
}

async function exportRow(id: string) {
  const [row] = await server.db.sql<{ state: string; error: string | null; rowCount: number }[]>`
    SELECT state, error, row_count FROM exports WHERE id = ${id}`;
  return row!;
}

async function latestExportId(): Promise<string> {
  const [row] = await server.db.sql<{ id: string }[]>`
    SELECT id FROM exports ORDER BY created_at DESC LIMIT 1`;
  return row!.id;
}

function parseCsv(bytes: Buffer) {
  return parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
}

describe('CSV export', () => {
  it('answers the file as a dated download once the worker has built it', async () => {
    worker = await startInProcessWorker();
    const res = await admin.request('/api/schools/export-csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const fileName = exportFileName(new Date());
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(fileName).toMatch(/^data-sekolah-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv(bytes);
    expect(records).toHaveLength(SCHOOLS);
    expect(records.map((r) => r['Nama Sekolah'])).toContain("'=1+1 SD Rumus");
    expect(records.filter((r) => r.SPP === '300000')).toHaveLength(5);

    const id = await latestExportId();
    expect(await exportRow(id)).toMatchObject({ state: 'done', error: null, rowCount: SCHOOLS });
    const [event] = await server.db.sql`
      SELECT sent_at FROM outbox WHERE event_type = 'export.created' AND payload->>'exportId' = ${id}`;
    expect(event!.sentAt).not.toBeNull();
  });

  it('answers 202 when the worker is slow, then GET /api/exports/:id gives status and download', async () => {
    await worker?.stop();
    worker = undefined;
    const res = await admin.request('/api/schools/export-csv');
    expect(res.status).toBe(202);
    const pending = exportStatusSchema.parse(await res.json());
    expect(pending).toMatchObject({ state: 'pending', downloadUrl: null, rowCount: null });
    expect(res.headers.get('location')).toBe(`/api/exports/${pending.id}`);

    // only the admin who asked sees it
    expect((await otherAdmin.request(`/api/exports/${pending.id}`)).status).toBe(404);
    expect((await admin.request('/api/exports/bukan-uuid')).status).toBe(400);

    worker = await startInProcessWorker();
    const done = await waitFor(
      async () => {
        const status = exportStatusSchema.parse(await admin.get(`/api/exports/${pending.id}`));
        return status.state === 'done' ? status : undefined;
      },
      { what: 'the export to finish', intervalMs: 100 },
    );
    expect(done.rowCount).toBe(SCHOOLS);
    expect(done.downloadUrl).toBeTruthy();
    const file = await fetch(new URL(done.downloadUrl!, server.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="data-sekolah-/);
    expect(parseCsv(Buffer.from(await file.arrayBuffer()))).toHaveLength(SCHOOLS);
  });

  it('builds an export whose job was queued under the old event name before a deploy', async () => {
    worker ??= await startInProcessWorker();
    // the previous release's request: its row, its sent event and the job in Redis
    const { id } = await insertExport(server.db.sql, adminId);
    const [event] = await server.db.sql<{ id: number }[]>`
      INSERT INTO outbox (event_type, payload, sent_at)
      VALUES ('export.requested', ${server.db.sql.json({ exportId: id })}, now())
      RETURNING id::int`;
    const outboxId = event!.id;
    await server.db.sql`
      INSERT INTO outbox_deliveries (outbox_id, handler) VALUES (${outboxId}, 'build-export')`;
    await harness.deps.queues.exports.add(
      'build-export',
      { outboxId, type: 'export.requested', payload: { exportId: id }, emittedAt: Date.now() },
      { jobId: `${outboxId}-build-export` },
    );
    await waitFor(async () => (await exportRow(id)).state === 'done' || undefined, {
      what: 'the export of the old job built',
    });
    expect(await exportRow(id)).toMatchObject({ error: null, rowCount: SCHOOLS });
    const [delivery] = await server.db.sql<{ doneAt: Date | null }[]>`
      SELECT done_at FROM outbox_deliveries WHERE outbox_id = ${outboxId}`;
    expect(delivery!.doneAt).not.toBeNull();
  });

  it('ends failed when building keeps failing, and the route says so in Indonesian', async () => {
    await worker?.stop();
    // the real storage, except that every write fails
    const failing: ObjectStorage = Object.assign(Object.create(harness.deps.storage), {
      put: async (_key: string, body: Buffer | Readable) => {
        if (body instanceof Readable) body.destroy();
        throw new Error('disk penuh');
      },
    });
    worker = await startInProcessWorker(failing);
    const res = await admin.request('/api/schools/export-csv');
    expect(res.status).toBe(500);
    expect(apiErrorBodySchema.parse(await res.json()).error).toBe(
      'Gagal membuat file data sekolah. Silakan coba lagi.',
    );
    const id = await latestExportId();
    expect(await exportRow(id)).toMatchObject({ state: 'failed', error: 'disk penuh' });
    // retried (back to pending in between), failed after the exports queue's 3 attempts
    const [event] = await server.db.sql<{ id: number }[]>`
      SELECT id FROM outbox WHERE payload->>'exportId' = ${id}`;
    // the row is failed inside the last attempt; BullMQ records the attempt just after
    const jobId = `${event!.id}-build-export`;
    await waitFor(async () => (await harness.deps.queues.exports.getJobState(jobId)) === 'failed', {
      what: 'the job to be failed',
    });
    const job = await harness.deps.queues.exports.getJob(jobId);
    expect(job?.attemptsMade).toBe(3);
    const status = exportStatusSchema.parse(await admin.get(`/api/exports/${id}`));
    expect(status).toMatchObject({ state: 'failed', downloadUrl: null });
    await worker.stop();
    worker = undefined;
  });

  it('leaves a finished export alone when its job runs again', async () => {
    const [row] = await server.db.sql<{ id: string; finishedAt: Date }[]>`
      SELECT id, finished_at FROM exports WHERE state = 'done' ORDER BY created_at LIMIT 1`;
    const ctx = {
      ...harness.deps,
      job: { attemptsMade: 0, opts: {} },
    } as unknown as HandlerContext;
    const data = {
      outboxId: 1,
      type: 'export.created' as const,
      payload: { exportId: row!.id },
      emittedAt: Date.now(),
    };
    expect(await buildExportHandler.run(data, ctx)).toEqual({ skipped: true });
    const [after] = await server.db
      .sql`SELECT state, finished_at FROM exports WHERE id = ${row!.id}`;
    expect(after).toEqual({ state: 'done', finishedAt: row!.finishedAt });
  });
});

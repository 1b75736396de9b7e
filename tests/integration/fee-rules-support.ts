import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { adminFeeRuleSchema, type AdminFeeRule } from '@core/contracts/fee-rules';
import { schoolListResponseSchema, type ListedSchool } from '@core/contracts/schools';
import { syncReferenceData } from '@db/import/reference-data';
import { startWorker, type WorkerRuntime } from '@worker/runtime';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { createParent } from '@tests/support/factories';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';

// Shared by the fee-rules*.test.ts files: a database of Bandung SD (public
// ones without fees, private ones named '… Negeri', private ones with their own
// SPP, a public one stating its SPP), the api as a visitor and as a site admin,
// and the worker. useFeeRules sets the bindings below before the file's tests run.

export let db: TestDatabase;
export let harness: PipelineHarness;
export let api: TestApi;
export let admin: TestApi;
let runtime: WorkerRuntime | undefined;
let storageDir: string;
export let negeri: number[];
export let anakNegeri: number[];
export let swasta: number[];
export let contradicting: number;

async function addSpp(schoolId: number, amount: number): Promise<void> {
  await db.sql`
    INSERT INTO cost_items (school_id, academic_year_id, global_category_id, amount, frequency, source)
    VALUES (${schoolId}, (SELECT id FROM academic_years WHERE year = '2025/2026'),
            (SELECT id FROM global_cost_categories WHERE code = 'spp'), ${amount}, 'Monthly', 'admin')`;
}

export async function listed(query: string): Promise<ListedSchool[]> {
  const res = await api.fetch(`/api/schools?${query}&limit=50`);
  expect(res.status).toBe(200);
  return schoolListResponseSchema.parse(await res.json()).schools;
}

export const byId = (schools: ListedSchool[], id: number) =>
  schools.find((school) => school.id === id);

export async function allEventsHandled(): Promise<void> {
  await waitFor(
    async () => {
      const [row] = await db.sql<{ n: number }[]>`
        SELECT (SELECT count(*) FROM outbox WHERE sent_at IS NULL)
             + (SELECT count(*) FROM outbox_deliveries WHERE done_at IS NULL) AS n`;
      return Number(row!.n) === 0;
    },
    { timeoutMs: 30_000, what: 'every event relayed and handled' },
  );
}

export async function putRule(
  rule: AdminFeeRule,
  changes: Partial<AdminFeeRule>,
): Promise<AdminFeeRule> {
  const body = { ...rule, ...changes };
  const res = await admin.fetch(`/api/admin/fee-rules/${rule.id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return adminFeeRuleSchema.parse(await res.json());
}

/**
 * Starts the world before the file's tests and stops it after them. With
 * importRules, the rule import (fee-rules.test.ts checks it) has run and every
 * event it wrote has been handled before the first test.
 */
export function useFeeRules(label: string, { importRules = false } = {}): void {
  beforeAll(async () => {
    db = await createTestDatabase(label);
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), `bs-${label}-`));
    await seedRegions(db.sql);
    negeri = await seedSchools(db.sql, { count: 4, namePrefix: 'SD Negeri Aturan' });
    // registered private, named '… Negeri': no rule of public schools may reach them
    anakNegeri = await seedSchools(db.sql, {
      count: 2,
      namePrefix: 'SD Swasta Anak Negeri',
      status: 'private',
    });
    swasta = await seedSchools(db.sql, {
      count: 5,
      namePrefix: 'SD Swasta Mandiri',
      status: 'private',
    });
    [contradicting] = (await seedSchools(db.sql, { count: 1, namePrefix: 'SD Negeri Pungut' })) as [
      number,
    ];
    for (const [index, id] of swasta.entries()) await addSpp(id, 1_000_000 + index * 100_000);
    await addSpp(contradicting, 150_000);

    const env = { STORAGE_DIR: storageDir, RELAY_POLL_MS: '200' };
    harness = await createPipelineHarness(db, { env, label });
    api = await startTestApi(db, { env });
    const adminId = await createParent(db.sql, 'Admin Aturan');
    await db.sql`UPDATE users SET role = 'site_admin' WHERE id = ${adminId}`;
    admin = await startTestApi(db, {
      env,
      user: { id: adminId, role: 'site_admin', firstName: 'Admin', lastName: null, email: null },
    });
    await indexAllSchools(db.sql, harness.deps.search);
    runtime = await startWorker(harness.deps, { schedules: false });
    await Promise.all(runtime.workers.map((worker) => worker.waitUntilReady()));
    if (importRules) {
      await syncReferenceData(db.sql);
      await allEventsHandled();
    }
  });

  afterAll(async () => {
    await runtime?.stop();
    await admin?.close();
    await api?.close();
    await harness?.close();
    await db?.drop();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });
}

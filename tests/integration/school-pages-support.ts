import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { schoolDetailSchema, schoolListResponseSchema } from '@core/contracts/schools';
import { sendJson, type ContributionApis } from '@tests/support/contribution-api';
import { startFeesAdminFixture } from '@tests/support/fees-admin-fixture';
import { waitFor } from '@tests/support/pipeline';
import { startSchoolPagesWorker, type SchoolPagesWorker } from '@tests/support/school-pages';

// Issue 23 end to end in one process pair: the api's routes and the worker's
// runtime (relay, upload checks, photo resizing, reindexing) over one database.
// Shared by the school-pages-*.test.ts files; each starts its own pair with
// useSchoolPages, which sets the bindings below before the file's tests run.

export let apis: ContributionApis;
let worker: SchoolPagesWorker;
/** 'SD Kelola 1', assigned to the school admin */
export let mine: number;
/** 'SD Kelola 2', nobody's */
export let other: number;

export function useSchoolPages(label: string): void {
  beforeAll(async () => {
    ({ apis, mine, other } = await startFeesAdminFixture(label));
    worker = await startSchoolPagesWorker(apis, label);
  });
  afterAll(async () => {
    await worker?.close();
    await apis?.close();
  });
  beforeEach(async () => {
    await apis.resetLimits();
  });
}

export const sql = () => apis.db.sql;
export const put = (api: ContributionApis['parent'], path: string, body: unknown) =>
  sendJson(api, 'PUT', path, body);

export async function detail(id: number) {
  const res = await apis.anonymous.fetch(`/api/schools/slug/${id}`);
  expect(res.status).toBe(200);
  return schoolDetailSchema.parse(await res.json());
}

/** The school as listings show it, once the worker has indexed it so. */
export async function listedWhen<T>(
  query: string,
  pick: (schools: ReturnType<typeof schoolListResponseSchema.parse>['schools']) => T | undefined,
) {
  return waitFor(
    async () => {
      const res = await apis.anonymous.fetch(`/api/schools?${query}`);
      return pick(schoolListResponseSchema.parse(await res.json()).schools);
    },
    { what: `listing ${query}` },
  );
}

export const PROFILE = {
  phone: '(022) 2501234',
  email: 'info@sdkelola1.sch.id',
  website: 'sdkelola1.sch.id',
  description: 'Sekolah dasar dengan kelas kecil dan kegiatan pramuka.',
  facilities: ['lapangan', 'perpustakaan'],
};

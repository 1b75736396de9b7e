import { createParent } from './factories';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RequestUser } from '@api/http/request-user';
import type { UserRole } from '@core/contracts/auth';
import { uploadUuidFromUrl } from '@core/uploads';
import { apiErrorBodySchema } from '@core/errors';
import { startTestApi, type TestApi } from './api-server';
import { createTestDatabase, type TestDatabase } from './database';
import { deleteRedisKeys } from './pipeline';

// The contribution routes as four callers see them: one api per caller over
// one database and one storage folder (signed with one secret, so a URL one
// api made is accepted by the others, as with api and worker in production).

export interface ContributionApis {
  db: TestDatabase;
  storageDir: string;
  parent: TestApi;
  /** a second parent, whose uploads the first must not use */
  other: TestApi;
  siteAdmin: TestApi;
  schoolAdmin: TestApi;
  anonymous: TestApi;
  users: Record<'parent' | 'other' | 'siteAdmin' | 'schoolAdmin', RequestUser>;
  /** forgets every rate-limit counter */
  resetLimits(): Promise<void>;
  close(): Promise<void>;
}

async function seedUser(db: TestDatabase, name: string, role: UserRole): Promise<RequestUser> {
  const id = await createParent(db.sql, name);
  const email = `${id}@contoh.test`;
  await db.sql`UPDATE users SET role = ${role}, email = ${email} WHERE id = ${id}`;
  return { id, role, firstName: name, lastName: null, email };
}

export async function startContributionApis(label: string): Promise<ContributionApis> {
  const db = await createTestDatabase(label);
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), `bs-${label}-objects-`));
  const env = {
    STORAGE_DIR: storageDir,
    STORAGE_SIGNING_SECRET: `contribution-test-secret-${label}-0123456789`,
  };
  const users = {
    parent: await seedUser(db, 'Ibu Kontributor', 'parent'),
    other: await seedUser(db, 'Bapak Lain', 'parent'),
    siteAdmin: await seedUser(db, 'Admin Situs', 'site_admin'),
    schoolAdmin: await seedUser(db, 'Admin Sekolah', 'school_admin'),
  };
  const start = (user?: RequestUser) => startTestApi(db, { env, ...(user && { user }) });
  const apis = {
    parent: await start(users.parent),
    other: await start(users.other),
    siteAdmin: await start(users.siteAdmin),
    schoolAdmin: await start(users.schoolAdmin),
    anonymous: await start(),
  };
  const all = Object.values(apis);
  return {
    db,
    storageDir,
    ...apis,
    users,
    async resetLimits() {
      for (const api of all) await deleteRedisKeys(api.redis, `${api.config.REDIS_PREFIX}:rl`);
    },
    async close() {
      for (const api of all) await api.close();
      await db.drop();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export interface Uploaded {
  uploadId: string;
  name: string;
  uploadURL: string;
}

/** What the browser does: ask for an upload URL, then PUT the file there (unless `put` is false). */
export async function uploadFile(
  api: TestApi,
  name: string,
  bytes: Buffer,
  { put = true }: { put?: boolean } = {},
): Promise<Uploaded> {
  const asked = await api.fetch('/api/objects/upload', { method: 'POST' });
  if (asked.status !== 200) throw new Error(`upload URL: ${asked.status} ${await asked.text()}`);
  const { uploadURL, uploadHeaders } = (await asked.json()) as {
    uploadURL: string;
    uploadHeaders?: Record<string, string>;
  };
  const uploadId = uploadUuidFromUrl(uploadURL);
  if (!uploadId) throw new Error(`no uuid in ${uploadURL}`);
  if (put) {
    const stored = await fetch(new URL(uploadURL, api.url), {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { ...uploadHeaders, 'Content-Type': 'application/octet-stream' },
    });
    if (stored.status !== 200) throw new Error(`PUT: ${stored.status} ${await stored.text()}`);
  }
  return { uploadId, name, uploadURL };
}

/** A valid POST /api/school-submissions body for these files. */
export function submissionBody(files: { uploadId: string; name: string }[], overrides = {}) {
  return {
    educationLevels: ['SD/Sederajat', 'SMP/Sederajat'],
    schoolName: '  SD Negeri 1 Bandung ',
    cityName: 'Kota Bandung',
    phoneNumber: '081234567890',
    showAsContributor: true,
    contributorName: 'Ibu Sari',
    contributorProfile: 'Orang tua murid kelas 3',
    uploadedFiles: files.map((file) => file.name),
    fileMappings: JSON.stringify(Object.fromEntries(files.map((f) => [f.uploadId, f.name]))),
    ...overrides,
  };
}

export function postJson(
  api: TestApi,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return api.fetch(route, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The Indonesian error body of a refused request. */
export async function errorOf(res: Response) {
  return apiErrorBodySchema.parse(await res.json());
}

/** Any method with a JSON body (or none). */
export function sendJson(api: TestApi, method: string, route: string, body?: unknown) {
  return api.fetch(route, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

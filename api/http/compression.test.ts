import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { FIXTURE_REGIONS, seedRegions, seedSchools } from '@tests/support/school-fixtures';

let db: TestDatabase;
let api: TestApi;

beforeAll(async () => {
  db = await createTestDatabase('compression');
  await seedRegions(db.sql);
  await seedSchools(db.sql, { count: 12, cityCode: FIXTURE_REGIONS.bandung.code });
  api = await startTestApi(db);
  await indexAllSchools(db.sql, api.search);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('response compression', () => {
  // a page of 12 schools is several kilobytes, above the 1 KB threshold
  it('compresses JSON for clients that accept gzip', async () => {
    const res = await api.fetch('/api/schools', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes transparently: the body is still the JSON page
    expect(((await res.json()) as { schools: unknown[] }).schools).toHaveLength(12);
  });

  it('sends plain JSON to clients that do not', async () => {
    const res = await api.fetch('/api/schools', { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(((await res.json()) as { schools: unknown[] }).schools).toHaveLength(12);
  });
});

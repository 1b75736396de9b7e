import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { seedRegions } from '@tests/support/school-fixtures';

let db: TestDatabase;
let api: TestApi;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--app-head--><title>Biaya Sekolah</title><!--/app-head--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  db = await createTestDatabase('site-static');
  await seedRegions(db.sql);
  api = await startTestApi(db, { env: { WEB_DIST: dist } });
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('caches hashed assets for a year', async () => {
    const res = await api.fetch('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('caches other public files briefly', async () => {
    const res = await api.fetch('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each(['/', '/jawa-barat/bandung/sd', '/comparison', '/about'])(
    'answers the client route %s with index.html, revalidated every time',
    async (route) => {
      const res = await api.fetch(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root"></div>');
    },
  );

  it('does not answer a missing file or an unknown API path with index.html', async () => {
    const missing = await api.fetch('/assets/index-gone.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
    const unknownApi = await api.fetch('/api/tidak-ada');
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toEqual({
      error: 'Alamat API tidak ditemukan',
      code: 'NOT_FOUND',
    });
  });
});

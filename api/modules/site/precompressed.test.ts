import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';

let db: TestDatabase;
let api: TestApi;
let dist: string;
const SOURCE = `console.log(${JSON.stringify('biaya sekolah '.repeat(200))});`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-precompressed-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body></body></html>');
  const file = path.join(dist, 'assets', 'app-abc.js');
  fs.writeFileSync(file, SOURCE);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(SOURCE));
  fs.writeFileSync(`${file}.gz`, gzipSync(SOURCE));
  fs.writeFileSync(path.join(dist, 'assets', 'plain-abc.js'), 'console.log(1)');
  db = await createTestDatabase('site-precompressed');
  api = await startTestApi(db, { env: { WEB_DIST: dist } });
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (route: string, encoding: string) =>
  api.fetch(route, { headers: { 'Accept-Encoding': encoding } });

describe('precompressed assets', () => {
  it('sends the brotli copy to browsers that accept it, with the original type', async () => {
    const res = await get('/assets/app-abc.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await res.text()).toBe(SOURCE);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/assets/app-abc.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(SOURCE);
    const plain = await get('/assets/app-abc.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SOURCE);
  });

  it('serves files without compressed copies as they are', async () => {
    const res = await get('/assets/plain-abc.js', 'br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('console.log(1)');
  });

  it('honours q=0', async () => {
    const res = await get('/assets/app-abc.js', 'br;q=0, gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('never leaves the build folder', async () => {
    const res = await get('/assets/..%2F..%2Fetc%2Fpasswd', 'br');
    expect(res.status).toBe(404);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@core/errors';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';

// Issue 14 item 7: one error page. Outside /api every unknown path and method
// gets the product's not-found page (SPEC §2 texts), every other error an
// Indonesian page; inside /api every error is JSON in Indonesian. Express's
// own "Cannot GET /1.5" never shows, in production either.

let db: TestDatabase;
let dist: string;
const apis: Record<string, TestApi> = {};

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://biaya-sekolah.test',
  SESSION_SECRET: 'error-pages-session-secret-0123456789abcdef',
  OIDC_CLIENT_ID: 'error-pages-client',
  OIDC_CLIENT_SECRET: 'error-pages-client-secret',
  STORAGE_SIGNING_SECRET: 'error-pages-storage-secret-0123456789',
};

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-error-pages-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Biaya Sekolah</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  db = await createTestDatabase('error_pages');
  const storage = { STORAGE_DIR: path.join(dist, '..', path.basename(dist) + '-objects') };
  apis.web = await startTestApi(db, { env: { WEB_DIST: dist, ...storage } });
  apis.apiOnly = await startTestApi(db, { env: { ...storage } });
  apis.production = await startTestApi(db, { env: { WEB_DIST: dist, ...storage, ...PRODUCTION } });
});
afterAll(async () => {
  for (const api of Object.values(apis)) await api.close();
  await db?.drop();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function expectNotFoundPage(res: Response) {
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await res.text();
  expect(html).toContain('<html lang="id">');
  expect(html).toContain('404 Page Not Found');
  expect(html).toContain('Did you forget to add the page to the router?');
  expect(html).toContain('Kembali ke Beranda');
  expect(html).not.toMatch(/Cannot \w+|<pre>/);
  expect(html).not.toContain('<div id="root">');
}

const OUTSIDE_API: [string, string][] = [
  ['GET', '/1.5'],
  ['GET', '/wp-login.php'],
  ['GET', '/assets/app-0.js'],
  ['GET', '/jawa-barat/kota.bandung'],
  ['HEAD', '/1.5'],
  ['POST', '/'],
  ['POST', '/about'],
  ['PUT', '/school/sd-negeri-1'],
  ['DELETE', '/jawa-barat'],
  ['PATCH', '/assets/app-1.js'],
  ['POST', '/1.5'],
];

describe.each(['web', 'apiOnly', 'production'])('errors outside /api (%s)', (name) => {
  it.each(OUTSIDE_API)('%s %s answers the not-found page', async (method, route) => {
    const res = await apis[name]!.fetch(route, { method });
    if (method === 'HEAD') {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    } else await expectNotFoundPage(res);
  });

  it('a malformed address answers an Indonesian page, not a stack or Express text', async () => {
    const res = await apis[name]!.fetch('/gambar/%E0%A4%A.png');
    expect([400, 404]).toContain(res.status);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="id">');
    expect(html).not.toMatch(/Cannot \w+|URIError|at \w+ \(/);
  });
});

describe.each(['web', 'apiOnly', 'production'])('errors inside /api (%s)', (name) => {
  it.each([
    ['GET', '/api/tidak-ada', 404],
    ['GET', '/api/1.5', 404],
    ['POST', '/api/provinces', 404],
    ['DELETE', '/api/schools', 404],
    ['PUT', '/api', 404],
    ['GET', '/API/TIDAK-ADA', 404],
    ['GET', '/api/schools/slug/%E0%A4%A', 400],
  ] as const)('%s %s answers JSON %i in Indonesian', async (method, route, status) => {
    const res = await apis[name]!.fetch(route, { method });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = apiErrorBodySchema.parse(await res.json());
    expect(body.error).not.toMatch(/Cannot|Not Found|Error/);
  });
});

describe('pages still served', () => {
  it('client routes get the app, assets their file', async () => {
    const page = await apis.web!.fetch('/about');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await apis.web!.fetch('/assets/app-1.js')).status).toBe(200);
  });
});

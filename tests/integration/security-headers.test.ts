import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '@tests/support/storage/s3-test-server';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';

// Issue 12 item 4: security headers on every answer, a CSP the app's pages
// satisfy (a fresh nonce per response on every inline script of the build),
// map tiles and the storage's upload origin allowed from configuration.

let db: TestDatabase;
let dist: string;
let s3: TestS3;
const apis: Record<'dev' | 'production' | 's3', TestApi> = {} as never;

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://biaya-sekolah.test',
  SESSION_SECRET: 'security-headers-session-secret-0123456789',
  OIDC_CLIENT_ID: 'security-headers-client',
  OIDC_CLIENT_SECRET: 'security-headers-client-secret',
  STORAGE_SIGNING_SECRET: 'security-headers-storage-secret-0123456',
};

// the shape of the build: inline loaders in the head. Pages rendered by the server (dist/ssr,
// absent here) and their state script are held to the nonce in api/modules/site/meta/head.test.ts
// and by the e2e run, which fails on any CSP violation.
const INDEX = `<!doctype html><html lang="id"><head><script>try{}catch(e){}</script><!--app-head--><title>Biaya Sekolah</title><!--/app-head--><script>(function(){})();</script></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-security-headers-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  db = await createTestDatabase('security_headers');
  const storage = { STORAGE_DIR: `${dist}-objects` };
  apis.dev = await startTestApi(db, {
    env: { WEB_DIST: dist, MAP_TILE_URL: 'https://{s}.tile.example/{z}/{x}/{y}.png', ...storage },
  });
  apis.production = await startTestApi(db, { env: { WEB_DIST: dist, ...storage, ...PRODUCTION } });
  s3 = await startTestS3();
  apis.s3 = await startTestApi(db, {
    env: {
      S3_ENDPOINT: s3.endpoint,
      S3_PUBLIC_ENDPOINT: 'https://objects.biaya-sekolah.test',
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
  });
});
afterAll(async () => {
  for (const api of Object.values(apis)) await api?.close();
  await s3?.close();
  await db?.drop();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(`${dist}-objects`, { recursive: true, force: true });
});

function directives(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('headers on every answer', () => {
  it.each(['/api/health', '/api/provinces', '/about', '/tidak/ada.txt', '/api/tidak-ada'])(
    '%s',
    async (route) => {
      const res = await apis.dev.fetch(route);
      await res.arrayBuffer();
      const csp = directives(res);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      const scripts = csp.get('script-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts.some((value) => /^'nonce-[A-Za-z0-9+/]{22}==?'$/.test(value))).toBe(true);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // plain http on a developer's machine is never pinned to https
      expect(res.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('production adds HSTS and upgrades insecure requests', async () => {
    const res = await apis.production.fetch('/api/health');
    await res.arrayBuffer();
    expect(res.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(directives(res).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('the nonce', () => {
  it("is on every inline script of the page, and is the header's", async () => {
    const res = await apis.dev.fetch('/about');
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1];
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.length).toBe(2);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('changes with every response', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await apis.dev.fetch('/about');
      await res.arrayBuffer();
      nonces.add(/'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!);
    }
    expect(nonces.size).toBe(5);
  });

  it('server pages without the app carry no inline script', async () => {
    for (const route of ['/api/oauth/logout', '/tidak/ada.txt', '/api/oauth/callback?state=x']) {
      const html = await (await apis.dev.fetch(route)).text();
      expect(html).not.toMatch(/<script(?![^>]*\snonce=)/);
    }
  });
});

describe('sources from configuration', () => {
  it('allows the map tiles (MAP_TILE_URL) as images', async () => {
    const res = await apis.dev.fetch('/api/health');
    await res.arrayBuffer();
    expect(directives(res).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.tile.example',
    ]);
    expect(directives(res).get('connect-src')).toEqual(["'self'"]);
  });

  it("allows the browser's PUT to the storage's upload origin", async () => {
    const res = await apis.s3.fetch('/api/health');
    await res.arrayBuffer();
    expect(directives(res).get('connect-src')).toEqual([
      "'self'",
      'https://objects.biaya-sekolah.test',
    ]);
  });
});

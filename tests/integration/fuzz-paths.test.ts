import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { writeSsrDist } from '@tests/support/ssr-dist';

// Part of the fuzz suite (issue 24 item 6): the server renderer's bundle is
// never served, however its path is spelled, by GET or HEAD; a page path that
// cannot be read (a NUL byte, a broken escape) is a plain 404 that logs no
// error and renders nothing. Requests go out byte for byte
// (node:http): fetch would normalise '/./' and '//' before sending.

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const BUNDLE_MARKER = 'SECRET_RENDERER_SOURCE';

let db: TestDatabase;
let api: TestApi;
let dist: string;
const logLines: { level: number; msg?: string; err?: unknown }[] = [];

beforeAll(async () => {
  db = await createTestDatabase('fuzz_paths');
  await seedRegions(db.sql);
  await seedSchools(db.sql, { count: 2, namePrefix: 'SD Jalur' });
  // a stand-in renderer that notes every render it is asked for in a file
  dist = writeSsrDist(
    'fuzz-paths',
    `import fs from 'node:fs';
    export const marker = '${BUNDLE_MARKER}';
    export async function renderPage({ url }) {
      fs.appendFileSync(new URL('../renders.log', import.meta.url), url + '\\n');
      return { html: '<p>rendered</p>', state: '{}', scopes: ['site'], failed: false };
    }`,
  );
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        logLines.push(JSON.parse(line) as (typeof logLines)[number]);
      done();
    },
  });
  api = await startTestApi(db, {
    env: { WEB_DIST: dist, READ_RATE_LIMIT_PER_MINUTE: '0' },
    logger: pino({ level: 'warn' }, sink),
  });
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

/** One request with the path exactly as given. */
function raw(method: 'GET' | 'HEAD', path: string) {
  return new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
    const req = http.request(`${api.url}/`, { method, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] ?? '' }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? code.toUpperCase() : code}`;
};

/** One character of the path as a client might spell it. */
const spelledChar = (char: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(char) },
    { weight: 1, arbitrary: fc.boolean().map((upper) => hex(char, upper)) },
  );

/** A '/' between segments: as is, encoded, doubled, with a dot segment or a detour. */
const separator = fc.constantFrom(
  '/',
  '%2F',
  '%2f',
  '//',
  '/./',
  '/%2e/',
  '/assets/../',
  '/x/%2E%2E/',
);

/** The bundle's path in one of its many spellings. */
const bundlePath = fc
  .tuple(
    fc.constantFrom('/', '//', '/./', '/%2e/', '/assets/../'),
    fc.tuple(...[...'ssr'].map(spelledChar)),
    separator,
    fc.tuple(...[...'server-entry.js'].map(spelledChar)),
  )
  .map(([start, ssr, sep, file]) => `${start}${ssr.join('')}${sep}${file.join('')}`);

/** The paths the renderer was asked to render. */
function renderRequests(): string[] {
  const log = path.join(dist, 'renders.log');
  return fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
}

describe("the server renderer's bundle", () => {
  it.each([
    '/ssr/server-entry.js',
    '/%73sr/server-entry.js',
    '/./ssr/server-entry.js',
    '/ssr%2Fserver-entry.js',
    '//ssr/server-entry.js',
    '/assets/../ssr/server-entry.js',
    '/ssr/./server-entry.js',
  ])('is not served as %s', async (path) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await raw(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).not.toContain(BUNDLE_MARKER);
    }
  });

  it('is not served under any generated spelling, by GET or HEAD', async () => {
    await fc.assert(
      fc.asyncProperty(
        bundlePath,
        fc.constantFrom('GET', 'HEAD' as const),
        async (path, method) => {
          const res = await raw(method as 'GET' | 'HEAD', path);
          expect(res.body).not.toContain(BUNDLE_MARKER);
          expect(res.type).not.toMatch(/javascript/);
          expect(res.status, `${method} ${path}`).toBe(404);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('paths that cannot be read', () => {
  const control = fc.constantFrom('%00', '%01', '%1b', '%7f', '%C2%85', '%', '%E0%A4%A', '%zz');
  const pagePath = fc
    .tuple(
      fc.constantFrom('/school/', '/', '/jawa-barat/', '/jawa-barat/bandung/', '/comparison/'),
      fc.stringMatching(/^[a-z0-9-]{0,12}$/),
      control,
      fc.stringMatching(/^[a-z0-9-]{0,12}$/),
    )
    // a letter after the bad part, so a broken escape never completes into a valid one
    .map(([start, before, bad, after]) => `${start}${before}${bad}x${after}`);

  it('answers 404 with no error logged and no render asked, by GET or HEAD', async () => {
    logLines.length = 0;
    await fc.assert(
      fc.asyncProperty(pagePath, fc.constantFrom('GET', 'HEAD' as const), async (path, method) => {
        const res = await raw(method as 'GET' | 'HEAD', path);
        expect(res.status, `${method} ${path}`).toBe(404);
      }),
      { numRuns: RUNS },
    );
    for (const path of ['/school/%00', '/%00', '/school/a%00b', '/jawa-barat/%E0%A4%A/sd'])
      expect((await raw('GET', path)).status).toBe(404);
    expect(renderRequests()).toEqual([]);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('still serves a readable page path (the guard is not everything)', async () => {
    const res = await raw('GET', '/jawa-barat');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/html/);
    expect(res.body).toContain('<p>rendered</p>');
    expect(renderRequests()).toEqual(['/jawa-barat']);
  });
});

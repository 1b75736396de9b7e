import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort, processTree } from '@tests/support/processes';

// `npm start` (bin/start.ts) as a user runs it: a database that does not exist
// yet, a real api process, a clean stop on SIGTERM; and a clear message when a
// service is missing.

const adminUrl = inject('pgAdminUrl');
const redisUrl = inject('redisUrl');
const dbName = `bs_t_start_${randomBytes(4).toString('hex')}`;

afterAll(async () => {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
});

function start(env: Record<string, string>, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/start.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

describe('bin/start.ts', () => {
  it('creates and migrates a missing database, serves, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const run = start(
      {
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `bs-test:start:${dbName}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: '',
      },
      ['--no-worker', '--no-import'],
    );
    const healthy = await waitFor(
      async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
      60_000,
    );
    expect(healthy, run.output()).toBe(true);
    const res = await fetch(`http://127.0.0.1:${port}/api/academic-years`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThan(0);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('restarts a child that dies while the other keeps running', async () => {
    const port = await freePort();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const run = start(
      {
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `bs-test:start:${dbName}:supervise`,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: '',
      },
      ['--skip-setup', '--no-import'],
    );
    const serving = async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
    try {
      expect(await waitFor(serving, 60_000), run.output()).toBe(true);
      const tree = processTree(run.child.pid!);
      await expect.poll(() => tree.current().worker, { timeout: 30_000 }).toBeDefined();
      const first = tree.current();

      process.kill(first.worker!, 'SIGKILL');
      await expect
        .poll(() => tree.current().worker, { timeout: 30_000, interval: 200 })
        .toSatisfy((pid) => pid !== undefined && pid !== first.worker);
      expect(run.output()).toMatch(/worker exited \(SIGKILL\) after \d+ s; restarting it in 1 s/);
      // the api was never stopped for it
      expect(tree.current().api).toBe(first.api);
      expect(await serving()).toBe(true);

      const worker = tree.current().worker;
      process.kill(first.api!, 'SIGKILL');
      expect(
        await waitFor(async () => tree.current().api !== first.api && (await serving()), 60_000),
      ).toBe(true);
      expect(tree.current().worker).toBe(worker);
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
  });

  it('says which service is unreachable and exits 1', async () => {
    const port = await freePort(); // nothing listens there
    const run = start(
      {
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nothing`,
        REDIS_URL: redisUrl,
        WEB_DIST: '',
      },
      ['--no-worker'],
    );
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(`PostgreSQL is not reachable at 127.0.0.1:${port}`);
  });

  it('lists every configuration problem at once', async () => {
    const run = start({ PORT: 'eighty', DATABASE_URL: 'not a url', WEB_DIST: '' }, []);
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/PORT/);
    expect(run.output()).toMatch(/DATABASE_URL/);
  });
});

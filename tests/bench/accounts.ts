// Benchmark: what sign-in costs. Admin login latency (argon2id), and the
// price of a session on every request: a public route anonymous and signed
// in, and GET /api/auth/user. The api runs as its own process (api/main.ts)
// over a fresh migrated database. Prints JSON, writes bench-results/accounts.json.
//   npx tsx tests/bench/accounts.ts
import './unlimited-reads';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { hashPassword } from '@api/modules/auth/password';
import { createSql } from '@db/client';
import { migrate } from '@db/migrate';
import { upsertActivePasswordUser } from '@db/queries/users';

const TARGETS = { loginP95Ms: 300, signedInOverheadP50Ms: 5, authUserP99Ms: 100 };
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const adminUrl =
  process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const suffix = randomBytes(3).toString('hex');
const dbName = `bs_bench_accounts_${suffix}`;
const dbUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitHealthy(base: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the api did not become healthy');
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    Math.round(
      sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10,
    ) / 10
  );
};

async function load(url: string, cookie?: string) {
  const result = await autocannon({
    url,
    connections: 8,
    duration: 6,
    headers: cookie ? { cookie } : {},
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
let child: ChildProcess | undefined;
try {
  await admin.unsafe(`CREATE DATABASE "${dbName}"`);
  const sql = createSql(dbUrl, { max: 2 });
  await migrate(sql);
  const password = 'rahasia-bench-admin';
  await upsertActivePasswordUser(sql, {
    username: 'bench-admin',
    passwordHash: await hashPassword(password),
    email: null,
    role: 'site_admin',
  });
  await sql.end();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_URL: dbUrl,
      REDIS_PREFIX: `bs-bench-accounts-${suffix}`,
      SEARCH_INDEX: `bench_accounts_${suffix}`,
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitHealthy(base);

  // admin login, one at a time: argon2id verification dominates
  const login = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ username: 'bench-admin', password }),
    });
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    return {
      ms: performance.now() - started,
      cookie: response.headers.getSetCookie()[0]!.split(';')[0]!,
    };
  };
  await login();
  const logins: number[] = [];
  let cookie = '';
  for (let i = 0; i < 30; i++) {
    const done = await login();
    logins.push(done.ms);
    cookie = done.cookie;
  }

  const publicRoute = `${base}/api/academic-years`;
  await load(publicRoute); // warm-up
  const anonymous = await load(publicRoute);
  const signedIn = await load(publicRoute, cookie);
  const authUser = await load(`${base}/api/auth/user`, cookie);

  const overhead = Math.round((signedIn.p50Ms - anonymous.p50Ms) * 10) / 10;
  const result = {
    benchmark: 'accounts',
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
    summary: {
      'admin login p50 ms': percentile(logins, 50),
      'admin login p95 ms': percentile(logins, 95),
      'public route req/s anonymous': anonymous.requestsPerSecond,
      'public route req/s signed in': signedIn.requestsPerSecond,
      'session overhead p50 ms': overhead,
      'auth/user p99 ms': authUser.p99Ms,
    },
    anonymous,
    signedIn,
    authUser,
    targets: TARGETS,
    met: {
      loginP95: percentile(logins, 95) <= TARGETS.loginP95Ms,
      signedInOverheadP50: overhead <= TARGETS.signedInOverheadP50Ms,
      authUserP99: authUser.p99Ms <= TARGETS.authUserP99Ms,
      noErrors: anonymous.errors + signedIn.errors + authUser.errors === 0,
    },
  };
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  await mkdir(new URL('../../bench-results/', import.meta.url), { recursive: true });
  await writeFile(new URL('../../bench-results/accounts.json', import.meta.url), `${json}\n`);
  if (!Object.values(result.met).every(Boolean)) process.exitCode = 1;
} finally {
  child?.kill('SIGTERM');
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const keys = await redis.keys(`bs-bench-accounts-${suffix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
  await admin.end();
}

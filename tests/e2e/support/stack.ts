import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createE2eDatabase, type E2eDatabase } from './database';
import { ROOT } from './paths';
import { buildWebForE2e } from './web-build';

export interface E2eStack {
  baseUrl: string;
  databaseUrl: string;
  /** STORAGE_DIR of the product (tests put gallery images there) */
  storageDir: string;
  logFile: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(`[e2e] timed out waiting for ${what}. Last log lines:\n${log}`);
}

function stopProcessGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const force = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    try {
      // bin/start.ts passes SIGTERM on to the api and the worker
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}

/**
 * NODE_ENV=production with the settings production requires, made up for the
 * run: the parents' identity provider is never reached (no test signs in), so
 * its issuer is a closed port on loopback.
 */
function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    STORAGE_SIGNING_SECRET: randomBytes(32).toString('hex'),
    OIDC_ISSUER: 'http://127.0.0.1:9/',
    OIDC_CLIENT_ID: 'e2e-production',
    OIDC_CLIENT_SECRET: randomBytes(16).toString('hex'),
  };
}

/**
 * The whole product as `npm start` runs it (api + worker, the real search
 * engine and queue), on a free port, over a freshly cloned seeded database,
 * serving a private build of the web app. Resolves once the API is healthy,
 * the search index holds the seeded schools and the home page is served.
 */
export async function startE2eStack(
  adminUrl: string,
  redisUrl: string,
  { production = false }: { production?: boolean } = {},
): Promise<E2eStack> {
  const dist = buildWebForE2e();
  const db: E2eDatabase = await createE2eDatabase(adminUrl, { sampleFees: !production });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const runId = randomBytes(4).toString('hex');
  const logFile = path.join(os.tmpdir(), `bs-e2e-${runId}.log`);
  const storage = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-e2e-objects-'));
  const out = fs.openSync(logFile, 'a');

  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/start.ts', '--no-import'], {
    cwd: ROOT,
    detached: true, // its own process group, so teardown stops api and worker too
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `bs-e2e-${runId}`,
      SEARCH_INDEX: `e2e_${runId}`,
      STORAGE_DIR: storage,
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      ...(production ? productionEnv() : {}),
    },
  });
  fs.closeSync(out);

  const stop = async () => {
    await stopProcessGroup(child);
    await db.drop();
    fs.rmSync(storage, { recursive: true, force: true });
  };

  try {
    await waitUntil(
      'the api to answer /api/health',
      async () => (await fetch(`${baseUrl}/api/health`)).ok,
      180_000,
      logFile,
    );
    await waitUntil(
      'the search index to hold the seeded schools',
      async () => {
        const res = await fetch(`${baseUrl}/api/schools?limit=1`);
        return res.ok && ((await res.json()) as { total: number }).total > 0;
      },
      180_000,
      logFile,
    );
    await waitUntil(
      'the web app',
      async () => (await (await fetch(`${baseUrl}/`)).text()).includes('id="root"'),
      30_000,
      logFile,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl: db.url, storageDir: storage, logFile, stop };
}

import '../unlimited-reads';
import fs from 'node:fs';
import net from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { get } from '../listing-support/load';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitHealthy(base: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await get(`${base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('api did not become healthy');
}

/** Environment of a bench api process: production mode, no web app, sign-in stubs. */
export function apiEnv(
  databaseUrl: string,
  port: number,
  search: Record<string, string | undefined>,
): Record<string, string> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...search,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
    REDIS_PREFIX: 'bs-search-bench',
    PUBLIC_URL: 'http://127.0.0.1',
    SESSION_SECRET: 'bench-only-session-secret-0123456789abcdef',
    STORAGE_SIGNING_SECRET: 'bench-only-storage-secret-0123456789abcdef',
    OIDC_CLIENT_ID: 'bench',
    OIDC_CLIENT_SECRET: 'bench',
  };
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

/** Resident memory of a process, in MB (Linux). */
export function rssMegabytes(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

let collect: (() => void) | null = null;

/** Heap and typed-array memory of this process after a full collection, in MB. */
export function heapMegabytes(): number {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  collect();
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.arrayBuffers) / 2 ** 20;
}

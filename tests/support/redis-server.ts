import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { reachable } from '../../bin/lib/reachable';

/** A TCP port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

export interface OwnRedis {
  url: string;
  port: number;
  /** kills it (SIGKILL: no goodbye to clients); its data is gone */
  stop(): Promise<void>;
  /** starts it again on the same port, empty (no persistence), as after a crash; no-op while running */
  start(): Promise<void>;
  /** SIGSTOP: connections stay open, nothing answers (a hung server, a lost network) */
  freeze(): void;
  /** SIGCONT: answers again, with its data */
  thaw(): void;
  close(): Promise<void>;
}

/**
 * A redis-server of the test's own on a free port, without persistence, for
 * outage tests: the shared Redis on 6379 is never stopped or flushed.
 */
export async function startOwnRedis(extraArgs: string[] = []): Promise<OwnRedis> {
  const port = await freePort();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bs-redis-'));
  let child: ChildProcess | undefined;

  async function start() {
    if (child && child.exitCode === null && child.signalCode === null) return;
    const server = spawn(
      'redis-server',
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        ...extraArgs,
      ],
      { cwd: dir, stdio: 'ignore' },
    );
    child = server;
    const deadline = Date.now() + 10_000;
    while (!(await reachable(`redis://127.0.0.1:${port}`, port, 200))) {
      if (server.exitCode !== null) throw new Error(`redis-server exited (${server.exitCode})`);
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
    async close() {
      child?.kill('SIGCONT');
      await stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

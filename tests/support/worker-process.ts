import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface LogLine {
  msg?: string;
  level?: number;
  [key: string]: unknown;
}

export interface WorkerProcess {
  child: ChildProcess;
  logs: LogLine[];
  stderr: string[];
  /** resolves with the exit code (null when killed by a signal) and the signal */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** the first line matching, among lines from index `from` on (default: all) */
  waitForLog(
    match: (line: LogLine) => boolean,
    options?: { timeoutMs?: number; from?: number },
  ): Promise<LogLine>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * Runs `worker/main.ts` (or another entry point) as a real child process,
 * in one node process (`node --import tsx`, not the tsx CLI, so a SIGKILL
 * reaches the worker itself). Its pino JSON lines are parsed into `logs`.
 */
export function spawnWorker(
  env: Record<string, string>,
  entry = 'worker/main.ts',
  args: string[] = [],
): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const stderr: string[] = [];
  const waiters = new Set<() => void>();
  let buffered = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ msg: line });
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      for (const wake of waiters) wake();
      resolve({ code, signal });
    }),
  );

  return {
    child,
    logs,
    stderr,
    exited,
    kill: (signal) => void child.kill(signal),
    waitForLog(match, { timeoutMs = 30_000, from = 0 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = logs.slice(from).find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            cleanup();
            reject(new Error(`worker exited before the log line; stderr: ${stderr.join('')}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `no matching log line after ${timeoutMs} ms; last lines: ${JSON.stringify(
                logs.slice(-5),
              )}; stderr: ${stderr.join('')}`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** Stops a child that a failed test left running. */
export async function ensureStopped(worker: WorkerProcess | undefined): Promise<void> {
  if (!worker || worker.child.exitCode !== null || worker.child.signalCode !== null) return;
  worker.kill('SIGKILL');
  await worker.exited;
}

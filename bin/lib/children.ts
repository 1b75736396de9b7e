import { spawn, type ChildProcess } from 'node:child_process';

export interface ChildSpec {
  name: string;
  args: string[];
}

/** After SIGTERM, children still running this long are killed (above the worker's 60 s). */
const FORCE_KILL_AFTER_MS = 65_000;

/**
 * Restart policy of a child that died on its own: wait `firstMs`, doubling
 * after each quick death up to `maxMs`; a child that ran `stableMs` starts the
 * count again. docker-compose.yml and docs/operations.md give the same policy.
 */
const RESTART = { firstMs: 1000, maxMs: 30_000, stableMs: 60_000 };

export interface SuperviseOptions {
  log?: (message: string) => void;
  restart?: typeof RESTART;
}

/**
 * Runs the processes side by side and keeps them running: a child that exits
 * on its own is restarted after a growing delay (logged), and the others carry
 * on. SIGINT/SIGTERM are passed on as SIGTERM so each can finish its in-flight
 * work; the promise resolves with 0 once all have stopped (a second signal
 * kills them at once).
 */
export function superviseChildren(
  specs: ChildSpec[],
  env: NodeJS.ProcessEnv,
  options: SuperviseOptions = {},
): Promise<number> {
  const log = options.log ?? ((message: string) => console.error(`[start] ${message}`));
  const policy = options.restart ?? RESTART;
  return new Promise((resolve) => {
    const running = new Map<string, ChildProcess>();
    const pendingRestarts = new Map<string, NodeJS.Timeout>();
    let stopping = false;

    const stopAll = (signal: NodeJS.Signals) => {
      for (const child of running.values()) child.kill(signal);
    };
    const resolveWhenDone = () => {
      if (stopping && running.size === 0) resolve(0);
    };

    const start = (spec: ChildSpec, delayMs: number, restarts: number) => {
      const startedAt = performance.now();
      const child = spawn(process.execPath, spec.args, { stdio: 'inherit', env });
      running.set(spec.name, child);
      child.on('exit', (code, signal) => {
        running.delete(spec.name);
        if (stopping) return resolveWhenDone();
        const ranMs = performance.now() - startedAt;
        const next =
          ranMs >= policy.stableMs ? policy.firstMs : Math.min(delayMs * 2, policy.maxMs);
        const wait = ranMs >= policy.stableMs ? policy.firstMs : delayMs;
        log(
          `${spec.name} exited (${signal ?? `code ${code}`}) after ${Math.round(ranMs / 1000)} s; restarting it in ${wait / 1000} s (restart ${restarts + 1}); the others keep running`,
        );
        pendingRestarts.set(
          spec.name,
          setTimeout(() => {
            pendingRestarts.delete(spec.name);
            if (!stopping) start(spec, next, restarts + 1);
          }, wait),
        );
      });
    };
    for (const spec of specs) start(spec, policy.firstMs, 0);

    let signalled = false;
    const onSignal = () => {
      // a second Ctrl-C ends everything at once
      if (signalled) return stopAll('SIGKILL');
      signalled = true;
      stopping = true;
      for (const timer of pendingRestarts.values()) clearTimeout(timer);
      pendingRestarts.clear();
      stopAll('SIGTERM');
      resolveWhenDone();
      // a stuck child must still end, but only after the worker's own graceful
      // shutdown (SHUTDOWN_TIMEOUT_MS, 60 s by default) had its chance
      setTimeout(() => stopAll('SIGKILL'), FORCE_KILL_AFTER_MS).unref();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}

/** Polls the health route until it answers 200; false after the timeout. */
export async function waitForHealth(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

import { spawn, type ChildProcess } from 'node:child_process';

export interface ChildSpec {
  name: string;
  args: string[];
}

/** After SIGTERM, children still running this long are killed (above the worker's 60 s). */
export const FORCE_KILL_AFTER_MS = 65_000;

/**
 * Runs the processes side by side. SIGINT/SIGTERM are passed on as SIGTERM so
 * each can finish its in-flight work; when one dies on its own, the others are
 * stopped and the exit code is passed on, so a supervisor restarts the whole set.
 */
export function runChildren(specs: ChildSpec[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const running = new Map<string, ChildProcess>();
    let exitCode: number | null = null;
    let stopping = false;

    const stopAll = (signal: NodeJS.Signals) => {
      for (const child of running.values()) child.kill(signal);
    };

    for (const spec of specs) {
      const child = spawn(process.execPath, spec.args, { stdio: 'inherit', env });
      running.set(spec.name, child);
      child.on('exit', (code, signal) => {
        running.delete(spec.name);
        if (!stopping) {
          console.error(`${spec.name} exited (${signal ?? `code ${code}`}); stopping the others`);
          stopping = true;
          exitCode = code || 1;
          stopAll('SIGTERM');
        }
        if (running.size === 0) resolve(exitCode ?? 0);
      });
    }

    let signalled = false;
    const onSignal = () => {
      // a second Ctrl-C ends everything at once
      if (signalled) return stopAll('SIGKILL');
      signalled = true;
      if (!stopping) exitCode = 0;
      stopping = true;
      stopAll('SIGTERM');
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

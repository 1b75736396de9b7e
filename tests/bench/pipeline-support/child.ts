import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Child {
  exited: Promise<number | null>;
  lines: string[];
  kill(signal: NodeJS.Signals): void;
  waitFor(text: string, timeoutMs: number): Promise<void>;
}

/** Runs a TypeScript entry point (worker, CLI) as a child process, collecting its stdout lines. */
export function run(entry: string, env: Record<string, string>, args: string[] = []): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    lines.push(...chunk.split('\n').filter(Boolean));
  });
  return {
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    lines,
    kill: (signal) => void child.kill(signal),
    async waitFor(text, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!lines.some((line) => line.includes(text))) {
        if (child.exitCode !== null) throw new Error(`${entry} exited: ${lines.join('\n')}`);
        if (Date.now() > deadline) throw new Error(`no '${text}' from ${entry} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

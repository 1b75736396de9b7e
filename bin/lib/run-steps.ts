// How bin/test.ts runs its steps: one at a time with live output, or a group of
// independent checks side by side (one per core), each one's output held back
// and printed whole, in the steps' order, so the log reads as if run in turn.
import { spawn } from 'node:child_process';

export interface Command {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** about how long it takes: side by side, the longest start first */
  expectedSeconds?: number;
}

export interface Finished {
  name: string;
  code: number;
  seconds: number;
}

const header = (step: Command) => `\n=== ${step.name}: ${step.command.join(' ')}`;

function exitCode(code: number | null, signal: NodeJS.Signals | null): number {
  return code ?? (signal ? 1 : 0);
}

/** Runs one command with its output going straight to the terminal. */
export function runLive(step: Command): Promise<Finished> {
  console.log(header(step));
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (code: number) =>
      resolve({ name: step.name, code, seconds: (performance.now() - started) / 1000 });
    const child = spawn(step.command[0]!, step.command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    child.on('exit', (code, signal) => done(exitCode(code, signal)));
    child.on('error', () => done(127));
  });
}

interface Held extends Finished {
  output: string;
}

function runHeld(step: Command): Promise<Held> {
  const started = performance.now();
  // the output is read through a pipe: keep the colours a terminal would get
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const done = (code: number) =>
      resolve({
        name: step.name,
        code,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString('utf8'),
      });
    const child = spawn(step.command[0]!, step.command.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...colour, ...step.env },
    });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) => done(exitCode(code, signal)));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(127);
    });
  });
}

/**
 * Runs the steps side by side, at most `slots` at a time, the longest expected
 * first (the shortest fill the gaps at the end). Each step's output is printed under its header as
 * soon as it and every step listed before it have finished. All steps run even
 * when one fails: a CI log then names every broken check at once.
 */
export async function runSideBySide(steps: Command[], slots: number): Promise<Finished[]> {
  console.log(`\n=== side by side (${slots} at a time): ${steps.map((s) => s.name).join(', ')}`);
  const results: (Held | undefined)[] = steps.map(() => undefined);
  let printed = 0;
  const printReady = () => {
    while (printed < steps.length && results[printed]) {
      const result = results[printed]!;
      console.log(header(steps[printed]!));
      process.stdout.write(result.output);
      console.log(`--- ${result.name}: exit ${result.code} after ${result.seconds.toFixed(1)} s`);
      printed += 1;
    }
  };
  const queue = steps
    .map((step, index) => ({ index, seconds: step.expectedSeconds ?? 0 }))
    .sort((a, b) => b.seconds - a.seconds)
    .map(({ index }) => index);
  const worker = async () => {
    for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
      results[index] = await runHeld(steps[index]!);
      printReady();
    }
  };
  await Promise.all(Array.from({ length: Math.min(slots, steps.length) }, worker));
  return results.map((result) => result!);
}

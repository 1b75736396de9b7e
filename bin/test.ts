// npm test: every check CI runs, in order, stopping at the first failure.
//   npm test                  all steps
//   npm test -- unit lint     only the named steps (in the usual order)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { failedTests } from './test-failures.js';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

interface Step {
  name: string;
  command: string[];
  /** a Vitest JSON report whose failed tests the summary names */
  report?: string;
  /** skip (with the reason printed) when this returns a reason */
  skip?: () => string | null;
}

const bin = (name: string) => `node_modules/.bin/${name}`;
const reportOf = (project: string) => `test-results/${project}.json`;
const vitest = (project: string) => [
  bin('vitest'),
  'run',
  '--project',
  project,
  '--passWithNoTests',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportOf(project)}`,
];
const vitestStep = (name: string, extra: Partial<Step> = {}): Step => ({
  name,
  command: vitest(name),
  report: reportOf(name),
  ...extra,
});
const hasTests = (dir: string) => () =>
  fs.existsSync(dir) &&
  fs.readdirSync(dir, { recursive: true }).some((file) => String(file).endsWith('.test.ts'))
    ? null
    : `no tests in ${dir}`;

const STEPS: Step[] = [
  { name: 'typecheck', command: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'typecheck-web', command: [bin('tsc'), '-p', 'web/tsconfig.json', '--noEmit'] },
  { name: 'lint', command: [bin('eslint'), '.'] },
  { name: 'cycles', command: [bin('tsx'), 'bin/check-cycles.ts'] },
  // unused files, exports, types and dependencies, and packages used but not declared (knip.json)
  { name: 'dead-code', command: ['npm', 'run', '--silent', 'lint:dead-code'] },
  { name: 'format', command: [bin('prettier'), '--check', '.'] },
  vitestStep('unit'),
  vitestStep('web'),
  vitestStep('integration'),
  // the browser tests drive the built app, as users get it
  { name: 'build', command: ['npm', 'run', '--silent', 'build'], skip: hasTests('tests/e2e') },
  // the public pages' first-load JS within budget (bin/check-bundles.ts)
  { name: 'bundles', command: [bin('tsx'), 'bin/check-bundles.ts'], skip: hasTests('tests/e2e') },
  vitestStep('e2e', { skip: hasTests('tests/e2e') }),
];

function run(command: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length) {
  console.error(
    `unknown step(s): ${unknown.join(', ')}; steps: ${STEPS.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}

const results: { name: string; status: string; seconds: number; failures: string[] }[] = [];
let failed = false;
for (const step of STEPS) {
  if (wanted.length && !wanted.includes(step.name)) continue;
  const skipReason = step.skip?.();
  if (skipReason) {
    console.log(`\n=== ${step.name}: skipped (${skipReason})`);
    results.push({ name: step.name, status: `skipped: ${skipReason}`, seconds: 0, failures: [] });
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  if (step.report) fs.rmSync(step.report, { force: true });
  const started = performance.now();
  const code = await run(step.command);
  const seconds = (performance.now() - started) / 1000;
  const failures = code !== 0 && step.report ? failedTests(step.report, root) : [];
  results.push({
    name: step.name,
    status: code === 0 ? 'ok' : `FAILED (exit ${code})`,
    seconds,
    failures,
  });
  if (code !== 0) {
    failed = true;
    break;
  }
}

console.log('\n=== summary');
for (const result of results) {
  console.log(
    `  ${result.name.padEnd(14)} ${result.status.padEnd(30)} ${result.seconds.toFixed(1).padStart(7)} s`,
  );
  for (const failure of result.failures) console.log(failure);
}
const notRun = STEPS.filter(
  (step) =>
    (!wanted.length || wanted.includes(step.name)) && !results.some((r) => r.name === step.name),
);
if (notRun.length) console.log(`  not run: ${notRun.map((step) => step.name).join(', ')}`);
console.log(failed ? '\nFAILED' : '\nall checks passed');
process.exit(failed ? 1 : 0);

// npm test: every check CI runs, in order, stopping at the first failure.
//   npm test                  all steps
//   npm test -- unit lint     only the named steps (in the usual order)
// The checks that only read the sources (typecheck to format) run side by side,
// one per core, their output printed whole in order; the unit and web tests
// wanted together run as one Vitest run (docs/decisions.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLive, runSideBySide, type Command, type Finished } from './lib/run-steps.js';
import { failedTests, unhandledErrors, unhandledErrorsFileOf } from './test-failures.js';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

interface Step extends Command {
  /** a Vitest JSON report whose failed tests the summary names */
  report?: string;
  /** skip (with the reason printed) when this returns a reason */
  skip?: () => string | null;
  /** reads the sources only: runs side by side with the neighbouring steps that do too */
  sideBySide?: boolean;
  /** a Vitest project (name or pattern) sharing one run (one pool of workers) with its neighbours */
  project?: string;
}

const bin = (name: string) => `node_modules/.bin/${name}`;
const reportOf = (project: string) => `test-results/${project}.json`;
const vitest = (projects: string[], name: string) => [
  bin('vitest'),
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--passWithNoTests',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportOf(name)}`,
  // the unhandled errors, which the JSON report leaves out, for the summary
  '--reporter=./bin/unhandled-errors-reporter.ts',
];
const vitestStep = (name: string, extra: Partial<Step> = {}): Step => ({
  name,
  command: vitest([extra.project ?? name], name),
  report: reportOf(name),
  ...extra,
});
/**
 * Test projects wanted one after another run as one Vitest run: one pool of
 * workers takes the slowest files of all first, so neither core idles while
 * the last file of one project and the first of the next would run in turn.
 */
const oneRun = (steps: Step[]): Step => {
  if (steps.length === 1) return steps[0]!;
  const projects = steps.map((step) => step.project!);
  const name = steps.map((step) => step.name).join('+');
  return { name, command: vitest(projects, name), report: reportOf(name) };
};
const hasTests = (dir: string) => () =>
  fs.existsSync(dir) &&
  fs.readdirSync(dir, { recursive: true }).some((file) => String(file).endsWith('.test.ts'))
    ? null
    : `no tests in ${dir}`;
// the seconds are this 2-core machine's, only to start the longest first
const check = (name: string, command: string[], expectedSeconds: number): Step => ({
  name,
  command,
  expectedSeconds,
  sideBySide: true,
});

const STEPS: Step[] = [
  check('typecheck', [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'], 21),
  check('typecheck-web', [bin('tsc'), '-p', 'web/tsconfig.json', '--noEmit'], 15),
  check('lint', [bin('eslint'), '.'], 56),
  check('cycles', [bin('tsx'), 'bin/check-cycles.ts'], 3),
  // unused files, exports, types and dependencies, and packages used but not declared (knip.json)
  check('dead-code', ['npm', 'run', '--silent', 'lint:dead-code'], 4),
  check('format', [bin('prettier'), '--check', '.'], 17),
  vitestStep('unit', { project: 'unit' }),
  // web and web-module-mocks (vitest.config.ts)
  vitestStep('web', { project: 'web*' }),
  vitestStep('integration'),
  // the browser tests drive the built app, as users get it: this build, when it ran
  {
    name: 'build',
    command: ['npm', 'run', '--silent', 'build'],
    env: { NODE_ENV: 'production' },
    skip: hasTests('tests/e2e'),
  },
  // the public pages' first-load JS within budget (bin/check-bundles.ts)
  { name: 'bundles', command: [bin('tsx'), 'bin/check-bundles.ts'], skip: hasTests('tests/e2e') },
  vitestStep('e2e', { skip: hasTests('tests/e2e') }),
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length) {
  console.error(
    `unknown step(s): ${unknown.join(', ')}; steps: ${STEPS.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}

const results: { name: string; status: string; seconds: number; failures: string[] }[] = [];
const record = (step: Step, { code, seconds }: Finished) =>
  results.push({
    name: step.name,
    status: code === 0 ? 'ok' : `FAILED (exit ${code})`,
    seconds,
    failures:
      code !== 0 && step.report
        ? [...failedTests(step.report, root), ...unhandledErrors(step.report, root)]
        : [],
  });

// the steps to run, in order: each run of side-by-side checks, and of test
// projects, as one batch
const batches: Step[][] = [];
for (const step of STEPS) {
  if (wanted.length && !wanted.includes(step.name)) continue;
  const skipReason = step.skip?.();
  if (skipReason) {
    console.log(`\n=== ${step.name}: skipped (${skipReason})`);
    results.push({ name: step.name, status: `skipped: ${skipReason}`, seconds: 0, failures: [] });
    continue;
  }
  const last = batches.at(-1);
  if (step.sideBySide && last?.[0]?.sideBySide) last.push(step);
  else if (step.project && last?.[0]?.project) last.push(step);
  else batches.push([step]);
}

const started = performance.now();
const slots = Math.max(2, os.availableParallelism());
let failed = false;
for (const batch of batches) {
  const single = batch.length > 1 && batch[0]!.sideBySide ? undefined : oneRun(batch);
  for (const step of single ? [single] : batch)
    if (step.report)
      for (const file of [step.report, unhandledErrorsFileOf(step.report)])
        fs.rmSync(file, { force: true });
  if (single) {
    const step = single;
    // e2e serves the build this run just made instead of building its own
    if (step.name === 'e2e' && results.some((r) => r.name === 'build' && r.status === 'ok'))
      step.env = { ...step.env, E2E_WEB_DIST: path.join(root, 'web/dist') };
    record(step, await runLive(step));
  } else {
    const finished = await runSideBySide(batch, slots);
    finished.forEach((result, index) => record(batch[index]!, result));
  }
  if (results.some((result) => result.status.startsWith('FAILED'))) {
    failed = true;
    break;
  }
}

console.log('\n=== summary');
for (const result of results) {
  console.log(
    `  ${result.name.padEnd(22)} ${result.status.padEnd(30)} ${result.seconds.toFixed(1).padStart(7)} s`,
  );
  for (const failure of result.failures) console.log(failure);
}
const notRun = STEPS.filter(
  (step) =>
    (!wanted.length || wanted.includes(step.name)) &&
    !results.some((r) => r.name.split('+').includes(step.name)),
);
if (notRun.length) console.log(`  not run: ${notRun.map((step) => step.name).join(', ')}`);
console.log(
  `  ${'total'.padEnd(53)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`,
);
console.log(failed ? '\nFAILED' : '\nall checks passed');
process.exit(failed ? 1 : 0);

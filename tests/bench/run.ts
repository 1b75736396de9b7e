// npm run bench: every benchmark in tests/bench/ in turn, then one table of
// their results from bench-results/*.json.
//   npm run bench                  all
//   npm run bench -- listing       only these (by file name)
// bench:web (Lighthouse, bundle sizes) runs on its own: it needs a browser.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
process.chdir(root);
const BENCH_DIR = 'tests/bench';
const RESULTS_DIR = 'bench-results';
const FIRST = ['import', 'search', 'events', 'listing'];
const NOT_BENCHES = new Set(['run', 'web', 'map-web']);

const available = fs
  .readdirSync(BENCH_DIR)
  .filter((file) => file.endsWith('.ts') && !file.startsWith('_'))
  .map((file) => file.slice(0, -3))
  .filter((name) => !NOT_BENCHES.has(name))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

function rank(name: string): number {
  const i = FIRST.indexOf(name);
  return i === -1 ? FIRST.length : i;
}

const wanted = process.argv.slice(2);
const selected = wanted.length ? available.filter((name) => wanted.includes(name)) : available;
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(2);
}

function run(name: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `${BENCH_DIR}/${name}.ts`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const started = Date.now();
const exitCodes = new Map<string, number>();
for (const name of selected) {
  console.error(`\n=== bench ${name}`);
  const t0 = performance.now();
  const code = await run(name);
  exitCodes.set(name, code);
  console.error(
    `=== ${name}: exit ${code} after ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}

type Json = Record<string, unknown>;

/** Headline numbers: the result's `summary`, else its numbers two levels deep. */
function headline(result: Json): [string, unknown][] {
  if (result.summary && typeof result.summary === 'object')
    return Object.entries(result.summary as Json);
  const out: [string, unknown][] = [];
  for (const [key, value] of Object.entries(result)) {
    if (['machine', 'targets', 'met', 'options', 'at', 'benchmark'].includes(key)) continue;
    if (typeof value === 'number') out.push([key, value]);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [inner, v] of Object.entries(value as Json))
        if (typeof v === 'number') out.push([`${key}.${inner}`, v]);
  }
  return out.slice(0, 12);
}

console.log('\n=== benchmark summary');
const files = fs.existsSync(RESULTS_DIR)
  ? fs
      .readdirSync(RESULTS_DIR)
      .filter((file) => file.endsWith('.json'))
      .sort()
  : [];
let failed = [...exitCodes.values()].some((code) => code !== 0);
for (const file of files) {
  const result = JSON.parse(fs.readFileSync(`${RESULTS_DIR}/${file}`, 'utf8')) as Json;
  const name = String(result.benchmark ?? file.replace(/\.json$/, ''));
  const at = typeof result.at === 'string' ? result.at : '';
  const stale = at && Date.parse(at) < started ? ' (from an earlier run)' : '';
  const met = result.met && typeof result.met === 'object' ? (result.met as Json) : {};
  const misses = Object.entries(met)
    .filter(([, ok]) => ok === false)
    .map(([key]) => key);
  const verdict = misses.length ? `targets missed: ${misses.join(', ')}` : 'targets met';
  console.log(`\n${name}  ${at}${stale}  ${verdict}`);
  for (const [key, value] of headline(result)) console.log(`  ${key.padEnd(34)} ${String(value)}`);
  if (!stale && misses.length) failed = true;
}
for (const [name, code] of exitCodes) if (code !== 0) console.log(`\n${name}: exited with ${code}`);
process.exit(failed ? 1 : 0);

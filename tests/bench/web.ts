// npm run bench:web: first-load JavaScript of every page (gzipped, from the Vite
// manifest) and Lighthouse (mobile preset) on the home page, a hub and a school
// page. Writes bench-results/web.json.
//   BENCH_BASE_URL=http://127.0.0.1:3102 npm run bench:web   use a running server
//   BENCH_LIGHTHOUSE_RUNS=3 (default)                        runs per page (median kept)
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { buildWebForE2e } from '../e2e/support/web-build';
import { measureBundles, PAGES } from './web-support/bundles';
import { medianContentPaint } from './web-support/content-paint';
import { medianLighthouse } from './web-support/lighthouse';
import { benchProduct } from './web-support/product';
import { waitForQuietCpu } from './web-support/quiet';

// issue 11: content in the first HTML; LCP must be a content element (a name or a fee);
// issue 25: home, hubs and the school page load at most 100 KB gz of JS first
const TARGETS = { firstLoadJsKb: 100, performance: 95, lcpMs: 1500, cls: 0.1 };
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const dist = buildWebForE2e();
const bundles = measureBundles(dist);
console.error('first-load JS (gzipped):');
for (const b of bundles)
  console.error(
    `  ${b.page.padEnd(36)} ${String(b.jsGzipKb).padStart(7)} KB  (css ${b.cssGzipKb} KB)`,
  );

const product = await benchProduct();
const base = product.base;

try {
  const list = (await (
    await fetch(`${base}/api/schools?province=jawa-barat&city=bandung&limit=1`)
  ).json()) as { schools: { slug: string }[] };
  const school = list.schools[0];
  if (!school) throw new Error('no school in Kota Bandung to measure');
  await waitForQuietCpu();
  const pages = {
    home: '/',
    hub: '/jawa-barat/bandung',
    school: `/school/${school.slug}`,
  };
  // the worker renders a page when it is first asked for (or on npm run pages:rebuild);
  // a visitor's page is the stored one
  for (const path of Object.values(pages)) await fetch(`${base}${path}`);
  const lighthouse: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(pages)) {
    const result = await medianLighthouse(`${base}${path}`, RUNS);
    lighthouse[name] = { path, ...result };
    console.error(
      `lighthouse ${name.padEnd(7)} perf ${result.performance} (runs ${result.scores.join(', ')})  LCP ${result.lcpMs} ms  CLS ${result.cls}  TBT ${result.tbtMs} ms  (machine benchmark index ${result.benchmarkIndex})`,
    );
    console.error(`           LCP element: ${result.lcpElement}`);
  }
  // the point: names and fees come with the first HTML, not after the app has run
  const contentPaint: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(pages)) {
    const result = await medianContentPaint(`${base}${path}`, RUNS);
    contentPaint[name] = result;
    console.error(
      `painted  ${name.padEnd(7)} first contentful paint ${result.fcpMs} ms, first school name ${result.schoolNameMs ?? '-'} ms, first fee ${result.feeMs ?? '-'} ms`,
    );
  }

  const leanPages = bundles.filter((b) => PAGES.find((page) => page.name === b.page)?.lean);
  const largestPublic = Math.max(...leanPages.map((b) => b.jsGzipKb));
  const lh = Object.values(lighthouse) as {
    performance: number;
    lcpMs: number;
    cls: number;
    lcpElement: string;
  }[];
  const met = {
    firstLoadJs: largestPublic <= TARGETS.firstLoadJsKb,
    performance: lh.every((r) => r.performance >= TARGETS.performance),
    lcp: lh.every((r) => r.lcpMs <= TARGETS.lcpMs),
    cls: lh.every((r) => r.cls <= TARGETS.cls),
  };
  const summary: Record<string, number | string> = {
    'largest first-load JS of home, hubs, school (KB gz)': largestPublic,
  };
  for (const b of leanPages) summary[`${b.page} first-load JS (KB gz)`] = b.jsGzipKb;
  for (const [name, value] of Object.entries(lighthouse) as [string, (typeof lh)[number]][]) {
    summary[`${name} performance`] = value.performance;
    summary[`${name} LCP (ms)`] = value.lcpMs;
    summary[`${name} CLS`] = value.cls;
    summary[`${name} LCP element`] = value.lcpElement;
  }
  await mkdir('bench-results', { recursive: true });
  await writeFile(
    'bench-results/web.json',
    `${JSON.stringify(
      {
        benchmark: 'web',
        at: new Date().toISOString(),
        machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
        options: { lighthouseRuns: RUNS, preset: 'mobile (Lighthouse default)' },
        targets: TARGETS,
        met,
        summary,
        bundles,
        lighthouse,
        contentPaint,
      },
      null,
      2,
    )}\n`,
  );
  console.error(`targets ${Object.values(met).every(Boolean) ? 'met' : 'missed'}:`, met);
} finally {
  await product.stop();
}

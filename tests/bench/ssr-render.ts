// Benchmark: server rendering (issues 11, 25). p50/p95 of a school page and a
// hub at 1 and 16 clients, stored (the same URL again) and rendered afresh by
// the api's render pool while the request waits (a URL nobody asked for: another
// school, another page of the hub's listing), and the api's own p95
// (GET /api/schools) alone, while the api renders pages visitors asked for, and
// while visitors get stored pages. Runs the product as the e2e tests do
// (seeded regions, built web app). Writes bench-results/ssr-render.json.
//   BENCH_BASE_URL=http://127.0.0.1:3102 npx tsx tests/bench/ssr-render.ts   use a running server
import './unlimited-reads';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { closeAgent, runLoad, stats } from './listing-support/load';
import { benchProduct } from './web-support/product';
import { waitForQuietCpu } from './web-support/quiet';

const PER_CLIENT = Number(process.env.BENCH_SSR_REQUESTS ?? 20);
/** the api's own read p95 while pages render, at most this times its p95 alone (issue 25) */
const API_P95_RATIO = 1.2;
/**
 * clients reading the listing side by side: 4 keep the api's main thread busy
 * all the time on a 2-core machine, so any other work lengthens their wait
 */
const API_CLIENTS = Number(process.env.BENCH_SSR_API_CLIENTS ?? 4);
/** alone / while rendering / while serving stored, this many times over */
const API_ROUNDS = Number(process.env.BENCH_SSR_API_ROUNDS ?? 3);

const product = await benchProduct();
const base = product.base;
// the worker's start-up jobs bump the pages' scopes: stored pages measured
// before they end are re-rendered behind each request
await waitForQuietCpu();

// Pages nobody asked for yet: canonical URLs only (an unknown parameter is
// redirected to the stored page since issue 24), so other schools and other
// pages of the hub's listing.
const HUB_FILTERS = ['', 'level=sd&', 'level=smp&', 'level=sma&', 'level=tk&', 'level=smk&'];
let hubRun = 0;
let schoolRun = 0;
let schoolSlugs: string[] = [];
const fresh = (path: string, count: number) =>
  Array.from({ length: count }, () => {
    if (path.startsWith('/school/')) {
      const slug = schoolSlugs[schoolRun++ % schoolSlugs.length]!;
      return { kind: 'school', path: `/school/${slug}` };
    }
    const filter = HUB_FILTERS[Math.floor(hubRun / 80) % HUB_FILTERS.length]!;
    const page = (hubRun++ % 80) + 2;
    return { kind: 'hub', path: `${path}?${filter}page=${page}` };
  });

try {
  const list = (await (
    await fetch(`${base}/api/schools?province=jawa-barat&city=bandung&limit=1`)
  ).json()) as { schools: { slug: string }[] };
  const slug = list.schools[0]?.slug;
  if (!slug) throw new Error('no school in Kota Bandung to render');
  const pages = { school: `/school/${slug}`, hub: '/jawa-barat/bandung' };
  for (let page = 2; schoolSlugs.length < 400 && page < 40; page += 1) {
    const more = (await (await fetch(`${base}/api/schools?limit=50&page=${page}`)).json()) as {
      schools: { slug: string }[];
    };
    if (more.schools.length === 0) break;
    schoolSlugs.push(...more.schools.map((school) => school.slug));
  }
  schoolSlugs = schoolSlugs.filter((other) => other !== slug);

  const render: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(pages)) {
    for (const clients of [1, 16]) {
      const total = Math.max(PER_CLIENT, clients * 4);
      const uncached = await runLoad(base, fresh(path, total), clients, total);
      await fetch(`${base}${path}`); // warm the cache for this URL
      const cached = await runLoad(base, [{ kind: path, path }], clients, total);
      const row = {
        // rendered by the api's pool while the request waited; the others were sent for
        // the browser to render (every thread busy and SSR_RENDER_QUEUE waiting)
        renderedByServer: uncached.samples.filter((s) => s.pageCache === 'miss').length,
        uncached: stats(uncached.samples, uncached.seconds),
        cached: stats(cached.samples, cached.seconds),
      };
      render[`${name} @ ${clients}`] = row;
      console.error(
        `${name.padEnd(6)} ${String(clients).padStart(2)} clients  uncached (${row.renderedByServer}/${uncached.samples.length} rendered) p50 ${row.uncached.p50} p95 ${row.uncached.p95} ms (${row.uncached.requestsPerSecond}/s)  cached p50 ${row.cached.p50} p95 ${row.cached.p95} ms (${row.cached.requestsPerSecond}/s)`,
      );
    }
  }

  // Three rounds, each alone / while rendering / while serving stored pages:
  // on a small machine one window's p95 moves by tens of percent with what
  // else runs, so the target is judged on the rounds' medians.
  const apiRead = [{ kind: 'api', path: '/api/schools?province=jawa-barat&city=bandung' }];
  type Stats = ReturnType<typeof stats>;
  const rounds: (Record<
    'alone' | 'whileRendering' | 'renders' | 'whileServingStored' | 'stored',
    Stats
  > & { rendered: number })[] = [];
  for (let round = 0; round < API_ROUNDS; round += 1) {
    const alone = await runLoad(base, apiRead, API_CLIENTS, 200);
    const busy = await Promise.all([
      runLoad(base, apiRead, API_CLIENTS, 200),
      runLoad(base, fresh(pages.hub, 40), 4, 40),
    ]);
    const serving = await Promise.all([
      runLoad(base, apiRead, API_CLIENTS, 200),
      runLoad(base, [{ kind: 'hub', path: pages.hub }], 4, 400),
    ]);
    const row = {
      alone: stats(alone.samples, alone.seconds),
      whileRendering: stats(busy[0].samples, busy[0].seconds),
      renders: stats(busy[1].samples, busy[1].seconds),
      // how many of the hubs asked for meanwhile the api rendered (the others got the shell)
      rendered: busy[1].samples.filter((s) => s.pageCache === 'miss').length,
      whileServingStored: stats(serving[0].samples, serving[0].seconds),
      stored: stats(serving[1].samples, serving[1].seconds),
    };
    rounds.push(row);
    console.error(
      `api /api/schools p95, round ${round + 1}: alone ${row.alone.p95} ms, while the api renders hubs 4 clients ask for ${row.whileRendering.p95} ms (${row.rendered}/${busy[1].samples.length} rendered), while 4 clients get a stored hub ${row.whileServingStored.p95} ms`,
    );
  }
  const medianOf = (pick: (row: (typeof rounds)[number]) => number) =>
    rounds.map(pick).sort((a, b) => a - b)[Math.floor(rounds.length / 2)]!;
  const api = {
    rounds,
    median: {
      aloneP95: medianOf((row) => row.alone.p95),
      whileRenderingP95: medianOf((row) => row.whileRendering.p95),
      whileServingStoredP95: medianOf((row) => row.whileServingStored.p95),
    },
  };
  console.error(
    `api /api/schools p95, median of ${API_ROUNDS} rounds: alone ${api.median.aloneP95} ms, while rendering ${api.median.whileRenderingP95} ms, while serving stored ${api.median.whileServingStoredP95} ms`,
  );
  const met = {
    apiP95: api.median.whileRenderingP95 <= api.median.aloneP95 * API_P95_RATIO,
  };
  await mkdir('bench-results', { recursive: true });
  await writeFile(
    'bench-results/ssr-render.json',
    `${JSON.stringify(
      {
        benchmark: 'ssr-render',
        at: new Date().toISOString(),
        machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
        pages,
        render,
        api,
        targets: { apiP95WhileRenderingRatio: API_P95_RATIO },
        met,
      },
      null,
      2,
    )}\n`,
  );
  console.error(`targets ${met.apiP95 ? 'met' : 'missed'}:`, met);
} finally {
  closeAgent();
  await product.stop();
}

// Benchmark: search quality on tests/bench/fixtures/search-quality.json (fuzzy
// queries generated from real schools, each naming one school): the share of
// queries whose school is the first hit and in the top 5, with the registry
// indexed by the configured engine. Writes bench-results/search-quality.json.
//   npx tsx tests/bench/search-quality.ts
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createSearchEngine } from '@search/factory';
import { ensureIndexed } from './search-support/index-setup';
import { searchBenchDatabase } from './search-support/documents';

const TARGETS = { firstHit: 0.95, top5: 0.99 };

interface QualityQuery {
  kind: string;
  query: string;
  filters?: { cityId: string } | { provinceId: string };
  npsn: string;
  name: string;
  location: string;
}

const fixture = JSON.parse(
  await readFile(new URL('./fixtures/search-quality.json', import.meta.url), 'utf8'),
) as { queries: QualityQuery[] };

const { url, sql } = await searchBenchDatabase('registry');
const search = await createSearchEngine(
  {
    SEARCH_ENGINE: process.env.SEARCH_ENGINE as 'in-memory' | undefined,
    MEILI_URL: process.env.MEILI_URL,
    MEILI_KEY: process.env.MEILI_KEY,
    SEARCH_INDEX: 'bench_search_quality',
  },
  { sql, preload: true },
);
try {
  const indexed = await ensureIndexed(sql, search, 'registry');
  const rows: (QualityQuery & { rank: number; top: string[]; ms: number })[] = [];
  for (const q of fixture.queries) {
    const started = performance.now();
    const result = await search.search({ text: q.query, filters: q.filters, limit: 5 });
    const ms = performance.now() - started;
    const rank = result.hits.findIndex((hit) => hit.npsn === q.npsn);
    rows.push({ ...q, rank, ms, top: result.hits.map((h) => `${h.name} (${h.location})`) });
  }
  const p95 = (list: typeof rows) => {
    const times = list.map((r) => r.ms).sort((a, b) => a - b);
    return (
      Math.round((times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0) * 10) /
      10
    );
  };
  const share = (list: typeof rows, n: number) =>
    list.length ? list.filter((r) => r.rank >= 0 && r.rank < n).length / list.length : 0;
  const pct = (x: number) => Math.round(x * 1000) / 10;
  const kinds = [...new Set(rows.map((r) => r.kind))];
  const firstHit = share(rows, 1);
  const top5 = share(rows, 5);
  const result = {
    benchmark: 'search-quality',
    at: new Date().toISOString(),
    options: {
      engine: search.kind,
      queries: rows.length,
      database: url.replace(/^.*\//, ''),
      ...indexed,
    },
    summary: {
      'first hit %': pct(firstHit),
      'top 5 %': pct(top5),
      'p95 ms': p95(rows),
      queries: rows.length,
    },
    byKind: Object.fromEntries(
      kinds.map((kind) => {
        const list = rows.filter((r) => r.kind === kind);
        return [
          kind,
          {
            queries: list.length,
            firstHitPct: pct(share(list, 1)),
            top5Pct: pct(share(list, 5)),
            p95Ms: p95(list),
          },
        ];
      }),
    ),
    misses: rows
      .filter((r) => r.rank !== 0)
      .map((r) => ({
        kind: r.kind,
        query: r.query,
        wanted: `${r.name} (${r.location})`,
        rank: r.rank,
        got: r.top.slice(0, 3),
      })),
    targets: { firstHitPct: TARGETS.firstHit * 100, top5Pct: TARGETS.top5 * 100 },
    met: { firstHit: firstHit >= TARGETS.firstHit, top5: top5 >= TARGETS.top5 },
  };
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  await mkdir(new URL('../../bench-results/', import.meta.url), { recursive: true });
  await writeFile(new URL('../../bench-results/search-quality.json', import.meta.url), `${json}\n`);
  if (!result.met.firstHit || !result.met.top5) process.exitCode = 1;
} finally {
  await search.close();
  await sql.end({ timeout: 5 });
}

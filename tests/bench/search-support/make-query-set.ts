// Builds tests/bench/fixtures/search-queries.json: the mixed query set of the
// latency benchmark. Named-school queries come from the quality set (exact,
// abbreviated, typo, prefix, name + city); broad words and filter-only
// listings are added by hand, as the home page and the hubs send them.
//   npx tsx tests/bench/search-support/make-query-set.ts
import { readFile, writeFile } from 'node:fs/promises';

interface BenchQuery {
  kind: string;
  text?: string;
  filters?: { provinceId?: string; cityId?: string; educationLevel?: string };
  page?: number;
}

const quality = JSON.parse(
  await readFile(new URL('../fixtures/search-quality.json', import.meta.url), 'utf8'),
) as { queries: { kind: string; query: string }[] };

const take = (kind: string, n: number, as = kind): BenchQuery[] =>
  quality.queries
    .filter((q) => q.kind === kind)
    .slice(0, n)
    .map((q) => ({ kind: as, text: q.query }));

const queries: BenchQuery[] = [
  ...take('exact name', 8),
  ...take('exact name, lower case', 4, 'exact name'),
  ...take('abbreviation', 10),
  ...take('typo', 10),
  ...take('prefix while typing', 10),
  ...take('name + city, common name', 10, 'name + city'),
  ...take('missing word', 5),
  ...['sd', 'negeri', 'smp', 'sma', 'smk', 'sd negeri', 'smp negeri', 's', 'sd n'].map((text) => ({
    kind: 'broad',
    text,
  })),
  { kind: 'listing', filters: {} },
  { kind: 'listing', filters: {}, page: 20 },
  { kind: 'listing', filters: { provinceId: '32' } },
  { kind: 'listing', filters: { provinceId: '35' }, page: 3 },
  { kind: 'listing', filters: { provinceId: '31' } },
  { kind: 'listing', filters: { provinceId: '11' } },
  { kind: 'listing', filters: { cityId: '32.73' } },
  { kind: 'listing', filters: { cityId: '35.78', educationLevel: 'smp' } },
  { kind: 'listing', filters: { cityId: '32.73', educationLevel: 'sd' } },
  { kind: 'listing', filters: { educationLevel: 'smk' } },
  { kind: 'text + filter', text: 'sd negeri 1', filters: { provinceId: '32' } },
  { kind: 'text + filter', text: 'smp', filters: { cityId: '32.73' } },
  { kind: 'text + filter', text: 'muhammadiyah', filters: { provinceId: '33' } },
  { kind: 'text + filter', text: 'sma negeri', filters: { educationLevel: 'sma' } },
  { kind: 'text + filter', text: 'islam terpadu', filters: { provinceId: '32' } },
];

const json = JSON.stringify(
  {
    about:
      'Mixed query set of tests/bench/search-latency.ts, built by tests/bench/search-support/make-query-set.ts.',
    count: queries.length,
    queries,
  },
  null,
  1,
);
await writeFile(new URL('../fixtures/search-queries.json', import.meta.url), `${json}\n`);
console.log(`${queries.length} queries`);

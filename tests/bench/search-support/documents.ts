// Search documents for the search benchmarks: the registry's schools as the
// index sees them (the real document builder over a clone of the registry template), plus
// perturbed copies to reach about twice the registry.
import type { SearchDocument } from '@core/contracts/search';
import type { Sql } from '@db/client';
import { iterateIndexSources } from '@db/queries/search-source';
import { buildSearchDocument } from '@search/document';
import { benchDatabase } from '../listing-support/database';

const ADMIN_URL =
  process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** size of the doubled index: the registry plus copies */
const DOUBLE_SIZE = 450_000;
/** ids of copies start here, far above the registry's */
const COPY_ID_BASE = 10_000_000;

export type BenchSize = 'registry' | 'double';

/** The bench's own database for a size (a clone of the registry template, kept between runs). */
export function searchBenchDatabase(size: BenchSize, fresh = false) {
  const name = size === 'registry' ? 'bs_dev_search_bench' : 'bs_dev_search_bench_2x';
  return benchDatabase(ADMIN_URL, name, { fresh });
}

export async function registryDocuments(sql: Sql): Promise<SearchDocument[]> {
  const docs: SearchDocument[] = [];
  for await (const batch of iterateIndexSources(sql, { batchSize: 5000 }))
    for (const source of batch) docs.push(buildSearchDocument(source));
  return docs;
}

/** Deterministic pseudo-random numbers (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Copies of registry schools moved to another school's district, with the
 * number in the name changed or the last word replaced by the new district's
 * name, so each copy looks like another real school.
 */
function perturbedCopies(docs: readonly SearchDocument[], count: number): SearchDocument[] {
  const rnd = random(7);
  const pick = () => docs[Math.floor(rnd() * docs.length)]!;
  const out: SearchDocument[] = [];
  for (let i = 0; i < count; i++) {
    const source = pick();
    const place = pick();
    const words = source.name.split(/\s+/);
    const numberAt = words.findIndex((w) => /^\d+$/.test(w));
    if (numberAt >= 0 && rnd() < 0.6) words[numberAt] = String(1 + Math.floor(rnd() * 40));
    else words[words.length - 1] = place.school.district?.name ?? place.school.city.name;
    const name = words.join(' ');
    const id = COPY_ID_BASE + i;
    out.push({
      ...source,
      id,
      npsn: null,
      name,
      location: place.location,
      provinceId: place.provinceId,
      cityId: place.cityId,
      districtId: place.districtId,
      popularity: rnd() < 0.1 ? Math.floor(rnd() * 200) : 0,
      school: {
        ...source.school,
        id,
        npsn: null,
        name,
        slug: `${source.school.slug}-${id}`,
        district: place.school.district,
        city: place.school.city,
        province: place.school.province,
      },
    });
  }
  return out;
}

export async function benchDocuments(sql: Sql, size: BenchSize): Promise<SearchDocument[]> {
  const docs = await registryDocuments(sql);
  if (size === 'registry') return docs;
  return docs.concat(perturbedCopies(docs, DOUBLE_SIZE - docs.length));
}

export async function* inBatches<T>(items: readonly T[], size = 5000): AsyncGenerator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

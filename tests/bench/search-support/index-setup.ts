import type { Sql } from '@db/client';
import type { SearchEngine } from '@search/engine';
import { benchDocuments, inBatches, type BenchSize } from './documents';

/**
 * Makes sure the bench database's index holds the documents of `size`:
 * rebuilds it (timed) unless it already has that many.
 */
export async function ensureIndexed(
  sql: Sql,
  search: SearchEngine,
  size: BenchSize,
): Promise<{
  documents: number;
  rebuildSeconds: number | null;
  documentsBuildSeconds: number | null;
}> {
  await search.init();
  const started = performance.now();
  const docs = await benchDocuments(sql, size);
  const documentsBuildSeconds = Math.round((performance.now() - started) / 100) / 10;
  if ((await search.count()) === docs.length)
    return { documents: docs.length, rebuildSeconds: null, documentsBuildSeconds };
  console.error(`indexing ${docs.length} documents ...`);
  const t0 = performance.now();
  await search.rebuild(inBatches(docs));
  return {
    documents: docs.length,
    rebuildSeconds: Math.round((performance.now() - t0) / 100) / 10,
    documentsBuildSeconds,
  };
}

import type { Sql } from '@db/client';
import { allStoredPaths, hubPaths } from '@db/queries/page-store-upkeep';
import type { StoredPages } from './stored-pages';

/** Pages rendered on a rebuild even if nobody asked for them yet. */
const ENTRY_PAGES = ['/', '/about', '/indonesia'];

export interface PagesRebuildResult {
  rendered: number;
  failed: number;
  ms: number;
}

/**
 * Renders and stores again every stored page plus home, About and every
 * province and city listing with schools: after a deployment (the markup
 * changed) or to fill the store before visitors come (npm run pages:rebuild).
 */
export async function rebuildPages(
  sql: Sql,
  pages: StoredPages,
  {
    concurrency = 2,
    onProgress,
  }: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<PagesRebuildResult> {
  const started = Date.now();
  const paths = [
    ...new Set([...ENTRY_PAGES, ...(await hubPaths(sql)), ...(await allStoredPaths(sql))]),
  ];
  let next = 0;
  let done = 0;
  let failed = 0;
  const lane = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      if (!(await pages.rebuild(path).catch(() => false))) failed += 1;
      done += 1;
      onProgress?.(done, paths.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { rendered: done - failed, failed, ms: Date.now() - started };
}

import type { Sql } from '@db/client';
import { allStoredPaths, hubPaths } from '@db/queries/page-store';
import type { PageRenderer } from './renderer';
import { renderAndStore } from './store-pages';

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
 * changed) or to fill the store before visitors come.
 */
export async function rebuildPages(
  deps: { sql: Sql; pages: PageRenderer },
  {
    concurrency = 4,
    onProgress,
  }: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<PagesRebuildResult> {
  const started = Date.now();
  const paths = [
    ...new Set([
      ...ENTRY_PAGES,
      ...(await hubPaths(deps.sql)),
      ...(await allStoredPaths(deps.sql)),
    ]),
  ];
  let next = 0;
  let done = 0;
  let failed = 0;
  const lane = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      try {
        await renderAndStore(deps, path, { requested: false, force: true });
      } catch {
        failed += 1;
      }
      done += 1;
      onProgress?.(done, paths.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { rendered: done - failed, failed, ms: Date.now() - started };
}

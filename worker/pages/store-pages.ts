import { createHash } from 'node:crypto';
import type { Queue } from 'bullmq';
import { RENDERED_PAGE_MAX_AGE_MS } from '@core/contracts/server-render';
import type { Sql } from '@db/client';
import {
  currentPageVersion,
  isStoredPageFresh,
  notifyPageStored,
  storePage,
  touchStoredPage,
} from '@db/queries/page-store';
import type { PageRenderer } from './renderer';

export type RenderOutcome =
  | { path: string; result: 'stored' | 'older than stored' }
  | { path: string; result: 'already fresh' | 'no renderer' };

/**
 * Renders a page and stores it with the version watermark read before the
 * render: a bump after that watermark makes it stale again. Skips a page
 * already fresh (unless `force`), so the several jobs one change queues
 * render it once.
 */
export async function renderAndStore(
  deps: { sql: Sql; pages: PageRenderer | null },
  path: string,
  { requested, force = false }: { requested: boolean; force?: boolean },
): Promise<RenderOutcome> {
  if (!deps.pages) return { path, result: 'no renderer' };
  if (!force && (await isStoredPageFresh(deps.sql, path, RENDERED_PAGE_MAX_AGE_MS))) {
    if (requested) {
      await touchStoredPage(deps.sql, path);
      // another job stored it since the api asked: the api may be waiting
      await notifyPageStored(deps.sql, path);
    }
    return { path, result: 'already fresh' };
  }
  const watermark = await currentPageVersion(deps.sql);
  const page = await deps.pages.render(path);
  const stored = await storePage(deps.sql, {
    path,
    html: page?.html ?? null,
    state: page?.state ?? '',
    // a page the renderer does not render changes only with the app
    scopes: page?.scopes ?? ['site'],
    watermark,
    requested,
  });
  return { path, result: stored ? 'stored' : 'older than stored' };
}

/**
 * Queues renders of these paths. A job id per path and version: a second
 * request for the same change is ignored while the first is known, a later
 * change queues its own job.
 */
export async function queueRenders(
  deps: { sql: Sql; queues: { render: Queue } },
  paths: readonly string[],
): Promise<void> {
  if (paths.length === 0) return;
  const version = await currentPageVersion(deps.sql);
  await deps.queues.render.addBulk(
    paths.map((path) => ({
      name: 'render-page',
      data: { path },
      opts: { jobId: `page-${createHash('sha1').update(path).digest('hex')}-${version}` },
    })),
  );
}

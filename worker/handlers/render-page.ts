import { z } from 'zod';
import { evictStoredPages, pruneStoredPages } from '@db/queries/page-store';
import { renderAndStore } from '../pages/store-pages';
import { NO_DATA, type EventJobData, type Handler } from './context';

type RenderPageData = EventJobData<'page.render_requested'> | { path: string };

/**
 * page.render_requested (a visitor's page had no fresh render; the api waits
 * for it) and the re-renders an event queues for stored pages it made stale.
 */
export const renderPageHandler: Handler<RenderPageData> = {
  queue: 'render',
  data: z.object({ path: z.string().startsWith('/').max(1000) }),
  run(data, ctx) {
    const requested = 'payload' in data;
    const path = requested ? data.payload.path : data.path;
    return renderAndStore(ctx, path, { requested });
  },
};

/** Repeatable: stored pages nobody asked for in PAGES_RETENTION_DAYS are deleted. */
export const prunePagesHandler: Handler<Record<string, never>> = {
  queue: 'maintenance',
  data: NO_DATA,
  run: async (_data, ctx) => ({
    deleted: await pruneStoredPages(ctx.sql, ctx.config.PAGES_RETENTION_DAYS),
  }),
};

/**
 * Repeatable (issue 24): the store of rendered pages stays under
 * PAGES_STORE_MAX_MB, the least recently asked for pages going first, so a
 * flood of distinct URLs cannot fill the disk (the next visitor of an evicted
 * page has it rendered again).
 */
export const capPagesHandler: Handler<Record<string, never>> = {
  queue: 'maintenance',
  data: NO_DATA,
  run: async (_data, ctx) => ({
    evicted: await evictStoredPages(ctx.sql, ctx.config.PAGES_STORE_MAX_MB * 1024 * 1024),
  }),
};

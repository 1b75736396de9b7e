import { evictStoredPages } from '@db/queries/page-store-upkeep';
import { NO_DATA, type Handler } from './context';

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

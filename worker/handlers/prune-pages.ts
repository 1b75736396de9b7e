import { pruneStoredPages } from '@db/queries/page-store-upkeep';
import { NO_DATA, type Handler } from './context';

/** Repeatable: stored pages nobody asked for in PAGES_RETENTION_DAYS are deleted. */
export const prunePagesHandler: Handler<Record<string, never>> = {
  queue: 'maintenance',
  data: NO_DATA,
  run: async (_data, ctx) => ({
    deleted: await pruneStoredPages(ctx.sql, ctx.config.PAGES_RETENTION_DAYS),
  }),
};

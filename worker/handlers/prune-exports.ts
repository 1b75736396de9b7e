import { expiredExportFiles, failAbandonedExports, forgetExportFile } from '@db/queries/exports';
import { NO_DATA, type Handler } from './context';

/** An export no worker finished after this long is given up. */
const ABANDONED_AFTER_HOURS = 1;

/**
 * Repeatable: export files are downloads of the moment, deleted after
 * EXPORT_RETENTION_HOURS (the row stays, without its file); exports whose job
 * was lost are marked failed.
 */
export const pruneExportsHandler: Handler<Record<string, never>> = {
  queue: 'maintenance',
  data: NO_DATA,
  async run(_data, ctx) {
    const expired = await expiredExportFiles(ctx.sql, ctx.config.EXPORT_RETENTION_HOURS);
    for (const file of expired) {
      await ctx.storage.delete(file.objectKey);
      await forgetExportFile(ctx.sql, file.id);
    }
    const abandoned = await failAbandonedExports(ctx.sql, ABANDONED_AFTER_HOURS);
    return { deleted: expired.length, abandoned };
  },
};

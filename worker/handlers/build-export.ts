import { claimExport, failExport, finishExport } from '@db/queries/exports';
import { writeSchoolsCsv } from '../exports/schools-csv';
import type { EventJobData, Handler } from './context';

/** Where an export's file is stored: one key per export, so a retry overwrites its own file. */
const exportObjectKey = (exportId: string) => `exports/${exportId}.csv`;

/**
 * export.created: builds the CSV of an `exports` row (pending -> running ->
 * done | failed). Idempotent: a done or failed row is left alone; a row left
 * running by a dead worker is built again. A failure puts the row back to
 * pending while BullMQ retries, and to failed after the last attempt.
 */
export const buildExportHandler: Handler<EventJobData<'export.created'>> = {
  queue: 'exports',
  async run(data, ctx) {
    const id = data.payload.exportId;
    const row = await claimExport(ctx.sql, id);
    if (!row) return { skipped: true };
    const key = exportObjectKey(id);
    const started = performance.now();
    try {
      const rowCount = await writeSchoolsCsv(ctx, key);
      await finishExport(ctx.sql, id, key, rowCount);
      const ms = Math.round(performance.now() - started);
      ctx.logger.info({ exportId: id, rowCount, ms }, 'export finished');
      return { rowCount, ms };
    } catch (error) {
      const final = ctx.job.attemptsMade + 1 >= (ctx.job.opts.attempts ?? 1);
      const message = error instanceof Error ? error.message : String(error);
      await failExport(ctx.sql, id, message, final);
      throw error;
    }
  },
};

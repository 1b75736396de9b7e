import { pruneSentEvents } from '@db/queries/outbox-relay';
import { NO_DATA, type Handler } from './context';

/** Repeatable: sent outbox rows are kept a few days for debugging, then deleted. */
export const pruneOutboxHandler: Handler<Record<string, never>> = {
  queue: 'maintenance',
  data: NO_DATA,
  async run(_data, ctx) {
    const deleted = await pruneSentEvents(ctx.sql, ctx.config.OUTBOX_RETENTION_DAYS);
    return { deleted };
  },
};

import type { EventJobData, Handler } from './context';
import { buildFeeCsv, feeCsvIsFresh } from '../open-data/fees-csv';

type FeeEvent =
  | 'costs.changed'
  | 'school.changed'
  | 'school.deleted'
  | 'schools.bulk_changed'
  | 'fee_rules.changed';

/**
 * A fee, a school's name or the whole registry changed: the public fee CSV is
 * built again, unless a build that started after the event committed already has it
 * (a burst of edits costs one or two builds, not one each).
 */
export const buildFeeCsvHandler: Handler<EventJobData<FeeEvent>> = {
  queue: 'open-data',
  async run(_data, ctx) {
    // the relay added the job after the event's transaction committed
    if (await feeCsvIsFresh(ctx.sql, ctx.job.timestamp)) return { skipped: true };
    const result = await buildFeeCsv(ctx);
    ctx.logger.info({ rows: result.rows, ms: result.ms }, 'public fee CSV built');
    return { rows: result.rows, ms: result.ms };
  },
};

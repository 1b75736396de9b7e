import { coverageBuiltFrom } from '@db/queries/coverage';
import { rebuildCoverage } from '../coverage/build';
import type { EventJobData, Handler } from './context';

type CoverageEvent =
  | 'costs.changed'
  | 'school.changed'
  | 'school.deleted'
  | 'schools.bulk_changed'
  | 'fee_rules.changed';

/** Allowance for the clocks of the database and of the process that relayed a job. */
const CLOCK_MARGIN_MS = 1000;

/**
 * A fee, a school or a rule changed: the coverage counts (what is known of
 * schools' fees) are built again, unless a build that started after the event
 * committed has finished (a burst of edits costs one or two builds).
 */
export const updateCoverageHandler: Handler<EventJobData<CoverageEvent>> = {
  queue: 'benchmarks',
  async run(_data, ctx) {
    const built = await coverageBuiltFrom(ctx.sql);
    if (built && built.getTime() > ctx.job.timestamp + CLOCK_MARGIN_MS) return { skipped: true };
    return rebuildCoverage(ctx.sql);
  },
};

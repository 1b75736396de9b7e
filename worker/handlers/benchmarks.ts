import type { EventJobData, Handler } from './context';
import { invalidatePagesOf } from './invalidate-pages';
import { rebuildBenchmarks, updateSchoolBenchmarks } from '../benchmarks/update';

type SchoolEvent = 'school.changed' | 'school.deleted' | 'costs.changed';

/** costs.changed, school.changed, school.deleted: the school's areas' benchmarks are stale. */
export const updateBenchmarksHandler: Handler<EventJobData<SchoolEvent>> = {
  queue: 'benchmarks',
  quick: true,
  async run(data, ctx) {
    const inputs = await updateSchoolBenchmarks(ctx.sql, data.payload.schoolId);
    await invalidatePagesOf(ctx, data);
    return { inputs };
  },
};

const lastRebuildKey = (prefix: string) => `${prefix}:benchmarks:rebuild-started-at`;

/**
 * schools.bulk_changed (an import, sample fees): the whole projection
 * again, unless a rebuild that started after this request has finished.
 */
export const rebuildBenchmarksHandler: Handler<EventJobData<'schools.bulk_changed'>> = {
  queue: 'benchmarks',
  async run(data, ctx) {
    const key = lastRebuildKey(ctx.config.REDIS_PREFIX);
    // the relay added the job after the request committed (a second for the clocks)
    if (Number(await ctx.redis.get(key)) > ctx.job.timestamp + 1000) return { skipped: true };
    // the database's clock
    const [clock] = await ctx.sql<{ now: Date }[]>`SELECT now()`;
    const result = await rebuildBenchmarks(ctx.sql);
    await ctx.redis.set(key, String(clock!.now.getTime()));
    await invalidatePagesOf(ctx, data);
    ctx.logger.info(result, 'benchmarks rebuilt');
    return result;
  },
};

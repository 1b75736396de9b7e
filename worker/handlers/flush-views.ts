import { addViewCounts } from '@db/queries/view-rollup';
import { finishPendingViews, takePendingViews } from '@db/views-counter';
import { NO_DATA, type Handler } from './context';

/**
 * Repeatable: moves the page views counted in Redis into school_views and
 * schools.view_count, then asks the search queue to refresh the popularity of
 * the touched schools. Loss-tolerant by design: a crash between the commit and
 * the DEL counts one batch twice, never loses it.
 */
export const flushViewsHandler: Handler<Record<string, never>> = {
  queue: 'views',
  data: NO_DATA,
  async run(_data, ctx) {
    const prefix = ctx.config.REDIS_PREFIX;
    const counts = await takePendingViews(ctx.redis, prefix);
    if (counts.size === 0) return { schools: 0, views: 0 };
    const touched = await ctx.sql.begin((tx) => addViewCounts(tx, counts));
    await finishPendingViews(ctx.redis, prefix);
    if (touched.length > 0) {
      // its own job: a failing index write is retried without counting views twice
      await ctx.queues.search.add(
        'reindex-schools',
        { schoolIds: touched },
        // BullMQ refuses ':' in custom ids; scheduler job ids contain it
        { jobId: `views-${String(ctx.job.id ?? Date.now()).replaceAll(':', '-')}` },
      );
    }
    const views = [...counts.values()].reduce((sum, n) => sum + n, 0);
    return { schools: touched.length, views };
  },
};

import type { WorkerConfig } from './env';
import type { Queues } from './queues';
import type { Registry } from './registry';

/**
 * Repeatable jobs (view roll-up, outbox pruning). Upserting a job scheduler
 * is idempotent, so every worker process may do it at start; BullMQ still
 * creates one job per interval, which one worker takes.
 */
export async function scheduleRepeatableJobs(
  queues: Queues,
  registry: Registry,
  config: WorkerConfig,
): Promise<void> {
  for (const schedule of registry.schedules) {
    const handler = registry.handlers[schedule.handler]!;
    await queues[handler.queue].upsertJobScheduler(
      schedule.handler,
      { every: schedule.everyMs(config) },
      {
        name: schedule.handler,
        data: {},
        // the next run comes soon anyway: keep few, retry little
        opts: {
          attempts: 3,
          backoff: { type: 'exponential', delay: config.JOB_BACKOFF_MS },
          removeOnComplete: { count: 100 },
          removeOnFail: { count: 1000 },
        },
      },
    );
  }
}

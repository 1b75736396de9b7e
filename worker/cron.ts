import type { Logger } from 'pino';
import type { WorkerConfig } from './env';
import type { Queues } from './queues';
import type { Registry, Schedule } from './registry';

function upsertSchedule(
  queues: Queues,
  registry: Registry,
  schedule: Schedule,
  config: WorkerConfig,
): Promise<unknown> {
  const handler = registry.handlers[schedule.handler]!;
  return queues[handler.queue].upsertJobScheduler(
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
  for (const schedule of registry.schedules)
    await upsertSchedule(queues, registry, schedule, config);
}

/**
 * Schedules that are gone from Redis: no scheduler, or a scheduler whose next
 * job is missing (it would never run again). A Redis restarted without its
 * data, a flush or an eviction does this.
 */
export async function missingSchedules(queues: Queues, registry: Registry): Promise<string[]> {
  const missing: string[] = [];
  for (const schedule of registry.schedules) {
    const queue = queues[registry.handlers[schedule.handler]!.queue];
    const scheduler = await queue.getJobScheduler(schedule.handler);
    const nextJob =
      scheduler?.next !== undefined
        ? await queue.getJob(`repeat:${schedule.handler}:${scheduler.next}`)
        : undefined;
    if (!scheduler || !nextJob) missing.push(schedule.handler);
  }
  return missing;
}

/**
 * Registers again every schedule Redis lost, logging each as an error (jobs
 * that silently stop running are what this prevents). Returns their names.
 */
export async function restoreSchedules(
  queues: Queues,
  registry: Registry,
  config: WorkerConfig,
  logger: Logger,
): Promise<string[]> {
  const missing = await missingSchedules(queues, registry);
  for (const name of missing) {
    const schedule = registry.schedules.find((candidate) => candidate.handler === name)!;
    logger.error({ schedule: name }, 'repeatable job missing from Redis: registering it again');
    // a scheduler left without its next job is replaced whole
    await queues[registry.handlers[name]!.queue].removeJobScheduler(name);
    await upsertSchedule(queues, registry, schedule, config);
  }
  return missing;
}

import type { Job } from 'bullmq';
import { isDependencyDown } from '@db/dependency-errors';
import {
  databaseNow,
  markCoalescedDeliveriesDone,
  markDeliveryDone,
  markDeliveryFailed,
} from '@db/queries/outbox-deliveries';
import type { Handler, HandlerContext } from '../handlers/context';
import { isEventJobData, schoolOfPayload } from './event-jobs';

/** True when BullMQ will not try this job again after this failure. */
function isLastAttempt(job: Job, error: unknown): boolean {
  if (error instanceof Error && error.name === 'UnrecoverableError') return true;
  // attemptsMade counts the attempts finished before this one
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/**
 * Runs a handler and, for a job made from an outbox event, records the
 * outcome of its delivery in PostgreSQL: done right after the handler
 * succeeded (a failure to record it fails the job, which is then retried:
 * handlers are idempotent), failed after the last attempt. Every handler
 * subscribed to an event goes through here, so new handlers take part
 * without doing anything.
 */
export async function runTracked(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handler: Handler<any>,
  ctx: HandlerContext,
): Promise<unknown> {
  const { job } = ctx;
  if (!isEventJobData(job.data)) return handler.run(job.data, ctx);
  const delivery = { outboxId: job.data.outboxId, handler: job.name };
  // a job for one school may stand for events coalesced into it while it
  // waited (event-jobs.ts): those queued before it started, by PostgreSQL's clock
  const schoolId = job.opts.deduplication ? schoolOfPayload(job.data.payload) : undefined;
  const startedAt = schoolId === undefined ? undefined : await databaseNow(ctx.sql);
  let result: unknown;
  try {
    result = await handler.run(job.data, ctx);
  } catch (error) {
    // PostgreSQL or Redis away: the runtime tries the job again without spending an attempt
    if (isLastAttempt(job, error) && !isDependencyDown(error))
      await recordFailure(ctx, job, error, job.attemptsMade + 1);
    throw error;
  }
  await markDeliveryDone(ctx.sql, delivery);
  if (schoolId !== undefined && startedAt)
    await markCoalescedDeliveriesDone(ctx.sql, {
      handler: job.name,
      eventType: job.data.type,
      schoolId,
      queuedBefore: startedAt,
    });
  return result;
}

/**
 * Marks an event job's delivery failed for good after `attempts` attempts;
 * a database error is only logged.
 */
export async function recordFailure(
  ctx: Pick<HandlerContext, 'sql' | 'logger'>,
  job: Job,
  error: unknown,
  attempts: number,
): Promise<void> {
  if (!isEventJobData(job.data)) return;
  const delivery = { outboxId: job.data.outboxId, handler: job.name };
  const message = error instanceof Error ? error.message : String(error);
  try {
    await markDeliveryFailed(ctx.sql, delivery, { attempts, error: message });
  } catch (dbError) {
    // the sweeper keeps re-sending it (a no-op while the failed job is in Redis)
    ctx.logger.error({ err: dbError, ...delivery }, 'could not record a failed delivery');
  }
}

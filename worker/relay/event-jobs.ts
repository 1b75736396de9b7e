import type { JobsOptions } from 'bullmq';
import type { DeliveryKey, PendingDelivery } from '@db/queries/outbox-deliveries';
import type { EventJobData } from '../handlers/context';
import type { QueueName, Queues } from '../queues';
import type { Registry } from '../registry';

/** Deterministic: re-sending an outbox row names the same job, which BullMQ then ignores. */
export function eventJobId(outboxId: number, handler: string): string {
  return `${outboxId}-${handler}`;
}

/** Reads a job id made by eventJobId back; undefined for other job ids. */
export function parseEventJobId(jobId: string): DeliveryKey | undefined {
  const match = /^(\d+)-([a-z0-9-]+)$/.exec(jobId);
  return match ? { outboxId: Number(match[1]), handler: match[2]! } : undefined;
}

/** True for the data of a job made from an outbox event (not a schedule or a follow-up job). */
export function isEventJobData(data: unknown): data is EventJobData {
  if (typeof data !== 'object' || data === null) return false;
  const { outboxId, type } = data as Partial<EventJobData>;
  return Number.isSafeInteger(outboxId) && typeof type === 'string';
}

/** The school an event is about, when its payload is one school's id (school.*, costs.changed). */
export function schoolOfPayload(payload: unknown): number | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { schoolId } = payload as { schoolId?: unknown };
  return typeof schoolId === 'number' && Number.isSafeInteger(schoolId) ? schoolId : undefined;
}

/**
 * Frequent, cheap events: their jobs wait behind every other job of the
 * queue (BullMQ runs jobs without a priority first), so a flood of them never
 * holds an admin's fee change (issue 24).
 */
const LOW_PRIORITY_EVENTS = new Set(['school.favorites_changed']);
export const LOW_PRIORITY = 100;

/** One handler's work for one school and kind of event: jobs under one key are coalesced. */
function coalesceKey(handler: string, eventType: string, schoolId: number): string {
  return `${handler}:${eventType}:${schoolId}`;
}

/**
 * Job options of a delivery: its deterministic id; for an event about one
 * school, deduplication under coalesceKey (while a job for the same handler,
 * event kind and school waits, another is not added: the waiting one reads
 * the school when it runs; while one runs, one follow-up job is kept); and
 * the low priority of cheap events.
 */
export function deliveryJobOptions(delivery: PendingDelivery, coalesce = true): JobsOptions {
  const cheap = LOW_PRIORITY_EVENTS.has(delivery.eventType);
  const schoolId = coalesce && cheap ? schoolOfPayload(delivery.payload) : undefined;
  return {
    jobId: eventJobId(delivery.outboxId, delivery.handler),
    ...(schoolId === undefined
      ? {}
      : {
          deduplication: {
            id: coalesceKey(delivery.handler, delivery.eventType, schoolId),
            keepLastIfActive: true,
          },
        }),
    ...(cheap ? { priority: LOW_PRIORITY } : {}),
  };
}

interface BulkJob {
  name: string;
  data: EventJobData;
  opts: JobsOptions;
}

/**
 * Adds one job per delivery, grouped per queue, each under its deterministic
 * id: a job that still exists in Redis (waiting, running, done or failed) is
 * not added twice, and one school's jobs are coalesced (deliveryJobOptions).
 * Re-sends (the sweeper, `jobs:failed`) pass `coalesce: false`: a delivery
 * re-sent while its own job runs must be ignored under its id, not kept as a
 * follow-up that runs it again. Handlers that the registry does not know are
 * skipped.
 */
export async function enqueueDeliveries(
  queues: Queues,
  registry: Registry,
  deliveries: readonly PendingDelivery[],
  { coalesce = true }: { coalesce?: boolean } = {},
): Promise<void> {
  const byQueue = new Map<QueueName, BulkJob[]>();
  for (const delivery of deliveries) {
    const handler = registry.handlers[delivery.handler];
    if (!handler) continue;
    const jobs = byQueue.get(handler.queue) ?? [];
    jobs.push({
      name: delivery.handler,
      data: {
        outboxId: delivery.outboxId,
        type: delivery.eventType,
        payload: delivery.payload,
        emittedAt: delivery.createdAt.getTime(),
      } as EventJobData,
      opts: deliveryJobOptions(delivery, coalesce),
    });
    byQueue.set(handler.queue, jobs);
  }
  await Promise.all([...byQueue].map(([queue, jobs]) => queues[queue].addBulk(jobs)));
}

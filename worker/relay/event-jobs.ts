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

interface BulkJob {
  name: string;
  data: EventJobData;
  opts: JobsOptions;
}

/**
 * Adds one job per delivery, grouped per queue, each under its deterministic
 * id: a job that still exists in Redis (waiting, running, done or failed) is
 * not added twice. Handlers that the registry does not know are skipped.
 */
export async function enqueueDeliveries(
  queues: Queues,
  registry: Registry,
  deliveries: readonly PendingDelivery[],
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
      opts: { jobId: eventJobId(delivery.outboxId, delivery.handler) },
    });
    byQueue.set(handler.queue, jobs);
  }
  await Promise.all([...byQueue].map(([queue, jobs]) => queues[queue].addBulk(jobs)));
}

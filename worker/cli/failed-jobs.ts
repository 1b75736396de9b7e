// npm run jobs:failed [-- --queue search] [--json] [--limit 50] [--retry [jobId]]
// The dead-letter view: jobs that used up their retries stay in BullMQ's
// failed set until someone retries or removes them; an event's delivery that
// failed for good is also recorded in PostgreSQL (outbox_deliveries), which
// keeps it when Redis loses its data.
import { parseArgs } from 'node:util';
import type { Job } from 'bullmq';
import { createSql } from '@db/client';
import {
  failedDeliveries,
  reopenFailedDeliveries,
  type FailedDelivery,
} from '@db/queries/outbox-deliveries';
import { loadDotEnv, orExit } from '../boot';
import { loadWorkerConfig } from '../env';
import { closeQueues, createQueues, isQueueName, QUEUE_NAMES, type QueueName } from '../queues';
import { registry } from '../registry';
import { enqueueDeliveries, eventJobId, parseEventJobId } from '../relay/event-jobs';

const { values, positionals } = parseArgs({
  options: {
    queue: { type: 'string', short: 'q' },
    json: { type: 'boolean', default: false },
    limit: { type: 'string', default: '50' },
    retry: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  allowPositionals: true,
});

if (values.help) {
  console.log(`Lists failed jobs per queue (the dead-letter list) and failed event deliveries.

  npm run jobs:failed                      every queue, newest 50 each
  npm run jobs:failed -- --queue search    one queue (${QUEUE_NAMES.join(', ')})
  npm run jobs:failed -- --json            one JSON object per queue, then the deliveries
  npm run jobs:failed -- --retry           retry every failed job (of --queue, or all queues)
  npm run jobs:failed -- --retry <jobId>   retry one job`);
  process.exit(0);
}

loadDotEnv();
const config = orExit(() => loadWorkerConfig());
if (values.queue && !isQueueName(values.queue)) {
  console.error(`Unknown queue '${values.queue}'. Queues: ${QUEUE_NAMES.join(', ')}`);
  process.exit(1);
}
const names: QueueName[] = values.queue ? [values.queue as QueueName] : [...QUEUE_NAMES];
/** the handlers whose deliveries belong to the chosen queues */
const handlers = Object.entries(registry.handlers)
  .filter(([, handler]) => names.includes(handler.queue))
  .map(([name]) => name);
const limit = Math.max(1, Number(values.limit) || 50);
const queues = createQueues(config);
const sql = createSql(config.DATABASE_URL, { max: 1, applicationName: 'jobs-failed' });

interface FailedJobView {
  id: string | undefined;
  name: string;
  data: unknown;
  attempts: number;
  failedReason: string;
  failedAt: string | null;
  createdAt: string;
}

function view(job: Job): FailedJobView {
  return {
    id: job.id,
    name: job.name,
    data: job.data,
    attempts: job.attemptsMade,
    failedReason: job.failedReason,
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    createdAt: new Date(job.timestamp).toISOString(),
  };
}

interface DeliveryView {
  jobId: string;
  handler: string;
  event: { outboxId: number; type: string; payload: unknown; createdAt: string };
  attempts: number | null;
  failedReason: string | null;
  failedAt: string;
  /** whether BullMQ still holds the failed job (it does not after Redis lost its data) */
  inRedis: boolean;
}

async function deliveryView(delivery: FailedDelivery): Promise<DeliveryView> {
  const jobId = eventJobId(delivery.outboxId, delivery.handler);
  const queue = queues[registry.handlers[delivery.handler]!.queue];
  return {
    jobId,
    handler: delivery.handler,
    event: {
      outboxId: delivery.outboxId,
      type: delivery.eventType,
      payload: delivery.payload,
      createdAt: delivery.createdAt.toISOString(),
    },
    attempts: delivery.attempts,
    failedReason: delivery.lastError,
    failedAt: delivery.failedAt.toISOString(),
    inRedis: Boolean(await queue.getJob(jobId)),
  };
}

async function retry(jobId: string | undefined): Promise<void> {
  let retried = 0;
  for (const name of names) {
    const queue = queues[name];
    if (jobId) {
      const job = await queue.getJob(jobId);
      if (job && (await job.isFailed())) {
        await job.retry('failed', { resetAttemptsMade: true });
        retried += 1;
      }
    } else {
      const count = await queue.getFailedCount();
      await queue.retryJobs({ state: 'failed' });
      retried += count;
    }
  }
  // failed deliveries are open again; a job Redis no longer has is added anew
  const key = jobId ? parseEventJobId(jobId) : undefined;
  const reopened = jobId && !key ? [] : await reopenFailedDeliveries(sql, handlers, key);
  await enqueueDeliveries(queues, registry, reopened, { coalesce: false });
  if (jobId && retried === 0) retried = reopened.length;
  if (jobId && retried === 0) {
    console.error(`No failed job '${jobId}' in ${names.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(`Retried ${retried} job(s).`);
    if (reopened.length > 0) console.log(`Reopened ${reopened.length} failed delivery(ies).`);
  }
}

async function list(): Promise<void> {
  for (const name of names) {
    const queue = queues[name];
    const total = await queue.getFailedCount();
    const jobs = (await queue.getFailed(0, limit - 1)).map(view);
    if (values.json) {
      console.log(JSON.stringify({ queue: name, total, jobs }));
      continue;
    }
    console.log(`${name}: ${total} failed${total > jobs.length ? ` (newest ${jobs.length})` : ''}`);
    for (const job of jobs) {
      console.log(
        `  ${job.id}  ${job.name}  attempts=${job.attempts}  failed ${job.failedAt ?? '?'}\n` +
          `    data:   ${JSON.stringify(job.data)}\n` +
          `    reason: ${job.failedReason}`,
      );
    }
  }
  const failed = await failedDeliveries(sql, handlers, limit);
  const deliveries = await Promise.all(failed.deliveries.map(deliveryView));
  if (values.json) {
    console.log(JSON.stringify({ deliveries: { total: failed.total, items: deliveries } }));
    return;
  }
  console.log(`failed event deliveries (PostgreSQL): ${failed.total}`);
  for (const delivery of deliveries) {
    const { event } = delivery;
    console.log(
      `  ${delivery.jobId}  ${delivery.handler}  attempts=${delivery.attempts ?? '?'}  failed ${delivery.failedAt}` +
        `${delivery.inRedis ? '' : '  (gone from Redis)'}\n` +
        `    event:  #${event.outboxId} ${event.type} ${JSON.stringify(event.payload)} at ${event.createdAt}\n` +
        `    reason: ${delivery.failedReason ?? '?'}`,
    );
  }
}

try {
  if (values.retry) await retry(positionals[0]);
  else await list();
} finally {
  await closeQueues(queues);
  await sql.end({ timeout: 5 });
}

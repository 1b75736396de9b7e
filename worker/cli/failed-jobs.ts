// npm run jobs:failed [-- --queue search] [--json] [--limit 50] [--retry [jobId]]
// The dead-letter view: jobs that used up their retries stay in BullMQ's
// failed set until someone retries or removes them.
import { parseArgs } from 'node:util';
import type { Job } from 'bullmq';
import { orExit } from '../boot';
import { loadWorkerConfig } from '../env';
import { closeQueues, createQueues, isQueueName, QUEUE_NAMES, type QueueName } from '../queues';

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
  console.log(`Lists failed jobs per queue (the dead-letter list).

  npm run jobs:failed                      every queue, newest 50 each
  npm run jobs:failed -- --queue search    one queue (${QUEUE_NAMES.join(', ')})
  npm run jobs:failed -- --json            one JSON object per queue
  npm run jobs:failed -- --retry           retry every failed job (of --queue, or all queues)
  npm run jobs:failed -- --retry <jobId>   retry one job`);
  process.exit(0);
}

const config = orExit(() => loadWorkerConfig());
if (values.queue && !isQueueName(values.queue)) {
  console.error(`Unknown queue '${values.queue}'. Queues: ${QUEUE_NAMES.join(', ')}`);
  process.exit(1);
}
const names: QueueName[] = values.queue ? [values.queue as QueueName] : [...QUEUE_NAMES];
const limit = Math.max(1, Number(values.limit) || 50);
const queues = createQueues(config);

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

try {
  if (values.retry) {
    const jobId = positionals[0];
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
    if (jobId && retried === 0) {
      console.error(`No failed job '${jobId}' in ${names.join(', ')}`);
      process.exitCode = 1;
    } else {
      console.log(`Retried ${retried} job(s).`);
    }
  } else {
    for (const name of names) {
      const queue = queues[name];
      const total = await queue.getFailedCount();
      const jobs = (await queue.getFailed(0, limit - 1)).map(view);
      if (values.json) {
        console.log(JSON.stringify({ queue: name, total, jobs }));
        continue;
      }
      console.log(
        `${name}: ${total} failed${total > jobs.length ? ` (newest ${jobs.length})` : ''}`,
      );
      for (const job of jobs) {
        console.log(
          `  ${job.id}  ${job.name}  attempts=${job.attempts}  failed ${job.failedAt ?? '?'}\n` +
            `    data:   ${JSON.stringify(job.data)}\n` +
            `    reason: ${job.failedReason}`,
        );
      }
    }
  }
} finally {
  await closeQueues(queues);
}

import { Queue, type ConnectionOptions, type JobsOptions } from 'bullmq';
import { redisReconnectDelayMs } from '@db/redis';
import type { WorkerConfig } from './env';

/**
 * One BullMQ queue per workload, so a slow kind of work (a full rebuild, a
 * view roll-up) never waits behind another and each scales on its own.
 */
export const QUEUE_NAMES = [
  'search',
  'views',
  'maintenance',
  'uploads',
  'exports',
  // issue 10 projections: area benchmarks, the public fee CSV, share images
  'benchmarks',
  'open-data',
  'share-images',
  // issue 11: the scopes of stored pages (rendered by the api) a change makes stale
  'pages',
  // issue 20: a fee rule's bulk update of every school it covers (one job at a time,
  // beside the per-school reindex jobs, never in front of them)
  'fee-rules',
  // issue 21: notification e-mails; reading brochures (OCR, one at a time, never in front of others)
  'mail',
  'reading',
] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export function isQueueName(name: string): name is QueueName {
  return (QUEUE_NAMES as readonly string[]).includes(name);
}

export type Queues = Record<QueueName, Queue>;

/** Queue settings the api's env shares: where Redis is and the key prefix. */
export interface QueueConnectionConfig {
  REDIS_URL: string;
  REDIS_PREFIX: string;
}

/**
 * Connection options of BullMQ queues and workers. Workers' blocking commands
 * need maxRetriesPerRequest null. Queues (`producer`: the relay, the sweeper,
 * follow-up jobs) fail at once while Redis is away instead of holding the
 * caller, a PostgreSQL transaction, until it returns.
 */
export function redisConnection(
  config: QueueConnectionConfig,
  { producer = false } = {},
): ConnectionOptions {
  return {
    url: config.REDIS_URL,
    maxRetriesPerRequest: null,
    // BullMQ's own default waits up to 20 s between attempts
    retryStrategy: redisReconnectDelayMs,
    ...(producer ? { enableOfflineQueue: false } : {}),
  };
}

/**
 * Retries with exponential backoff. Completed jobs stay a day so a re-sent
 * outbox row (same jobId) is recognised and not run twice; failed jobs stay
 * until someone looks at them: they are the dead-letter list (`npm run jobs:failed`).
 */
function defaultJobOptions(
  config: Pick<WorkerConfig, 'JOB_ATTEMPTS' | 'JOB_BACKOFF_MS'>,
): JobsOptions {
  return {
    attempts: config.JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: config.JOB_BACKOFF_MS },
    removeOnComplete: { age: 24 * 3600, count: 100_000 },
    removeOnFail: false,
  };
}

/**
 * Queues whose jobs someone waits for get fewer attempts: an export that
 * keeps failing is reported failed within seconds, not after minutes.
 */
const MAX_ATTEMPTS: Partial<Record<QueueName, number>> = { exports: 3, reading: 2 };

export function createQueues(
  config: QueueConnectionConfig & Partial<Pick<WorkerConfig, 'JOB_ATTEMPTS' | 'JOB_BACKOFF_MS'>>,
): Queues {
  const jobOptions = defaultJobOptions({
    JOB_ATTEMPTS: config.JOB_ATTEMPTS ?? 8,
    JOB_BACKOFF_MS: config.JOB_BACKOFF_MS ?? 1000,
  });
  const make = (name: QueueName) =>
    new Queue(name, {
      connection: redisConnection(config, { producer: true }),
      prefix: config.REDIS_PREFIX,
      defaultJobOptions: {
        ...jobOptions,
        attempts: Math.min(jobOptions.attempts ?? 1, MAX_ATTEMPTS[name] ?? Infinity),
      },
    });
  return Object.fromEntries(QUEUE_NAMES.map((name) => [name, make(name)])) as Queues;
}

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.all(Object.values(queues).map((queue) => queue.close()));
}

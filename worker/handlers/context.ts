import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z, type ZodType } from 'zod';
import type { Sql } from '@db/client';
import type { EventPayloads, EventType } from '@db/events';
import type { SearchEngine } from '@search/engine';
import type { ObjectStorage } from '@storage/storage';
import type { WorkerConfig } from '../env';
import type { QueueName, Queues } from '../queues';

/** What every handler may use; built once per process. */
export interface WorkerDeps {
  config: WorkerConfig;
  sql: Sql;
  search: SearchEngine;
  /** exports and uploads (S3 or local disk) */
  storage: ObjectStorage;
  redis: Redis;
  queues: Queues;
  logger: Logger;
}

export interface HandlerContext extends WorkerDeps {
  job: Job;
}

/**
 * A job handler: runs on one queue, receives ids only, and is idempotent,
 * because BullMQ delivers at least once (retries, stalled-job recovery).
 */
export interface Handler<Data> {
  queue: QueueName;
  /**
   * The schema of the data of jobs not made from events (follow-up and scheduled
   * jobs); event jobs are checked against their event's schema (worker/job-data.ts).
   */
  data?: ZodType<Data>;
  /**
   * Finishes in seconds (one school's projection): a run past JOB_STUCK_MS is
   * taken for a wedged database connection, and the worker restarts.
   */
  quick?: boolean;
  run(data: Data, ctx: HandlerContext): Promise<unknown>;
}

/** The data of a scheduled job: nothing (cron.ts adds them with `{}`). */
export const NO_DATA = z.object({}).strict();

/** The data of a job the relay made from one outbox row. */
export interface EventJobData<K extends EventType = EventType> {
  outboxId: number;
  type: K;
  payload: EventPayloads[K];
  /** when the event was recorded (outbox.created_at, epoch ms) */
  emittedAt: number;
}

import { DelayedError, UnrecoverableError, Worker, type Job } from 'bullmq';
import { isDependencyDown } from '@db/dependency-errors';
import { restoreSchedules, scheduleRepeatableJobs } from './cron';
import type { Handler, HandlerContext, WorkerDeps } from './handlers/context';
import { parseJobData } from './job-data';
import { redisConnection, type QueueName } from './queues';
import { RedisWatch } from './redis-watch';
import { assertValidRegistry, registry as defaultRegistry, type Registry } from './registry';
import { DeliverySweeper } from './relay/delivery-sweeper';
import { OutboxRelay } from './relay/outbox-relay';
import { recordFailure, runTracked } from './relay/track-delivery';

export interface WorkerRuntime {
  relay: OutboxRelay | undefined;
  /** re-sends open deliveries; runs wherever the relay does */
  sweeper: DeliverySweeper | undefined;
  /** notices Redis coming back or losing its data */
  watch: RedisWatch | undefined;
  workers: Worker[];
  /** Stops the relay and the sweeper, then lets in-flight jobs finish. Does not close deps. */
  stop(): Promise<void>;
}

export interface StartOptions {
  registry?: Registry;
  /** run the outbox relay here (default: config.RELAY_ENABLED) */
  relay?: boolean;
  /** upsert the repeatable jobs, and restore them when Redis loses them (default true) */
  schedules?: boolean;
  /** a quick job ran past JOB_STUCK_MS (worker/main.ts restarts the process) */
  onStuck?: (job: Job) => void;
}

/** A job that met PostgreSQL or Redis away is tried again after this (plus up to half again). */
const DEPENDENCY_RETRY_MS = 2000;

/**
 * PostgreSQL or Redis away is not the job's fault: it goes back to the
 * delayed set without spending one of its attempts, so an outage of any
 * length ends with every job done rather than failed for good.
 */
async function waitForDependency(job: Job, token: string | undefined, error: unknown) {
  const delay = DEPENDENCY_RETRY_MS * (1 + Math.random() / 2);
  try {
    await job.moveToDelayed(Date.now() + delay, token);
  } catch {
    // Redis away too: fail the attempt as usual; a lost job is re-sent by the sweeper
    throw error;
  }
  throw new DelayedError(`waiting for a dependency: ${(error as Error).message}`);
}

function concurrencyOf(queue: QueueName, deps: WorkerDeps): number {
  if (queue === 'search') return deps.config.WORKER_CONCURRENCY;
  return 1;
}

/**
 * Starts one BullMQ worker per queue that has handlers, the repeatable jobs
 * and the relay. Refuses to start when the registry is incomplete.
 */
export async function startWorker(
  deps: WorkerDeps,
  options: StartOptions = {},
): Promise<WorkerRuntime> {
  const registry = options.registry ?? defaultRegistry;
  assertValidRegistry(registry);
  const { config, logger } = deps;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const byQueue = new Map<QueueName, Map<string, Handler<any>>>();
  for (const [name, handler] of Object.entries(registry.handlers)) {
    const handlers = byQueue.get(handler.queue) ?? new Map();
    handlers.set(name, handler);
    byQueue.set(handler.queue, handlers);
  }

  const workers = [...byQueue].map(([queue, handlers]) => {
    const worker = new Worker(
      queue,
      async (job, token) => {
        const handler = handlers.get(job.name);
        if (!handler) throw new UnrecoverableError(`no handler for job '${job.name}'`);
        // the data is parsed inside runTracked's run, so a malformed event job
        // also marks its delivery failed, with the reason
        const checked = {
          ...handler,
          run: (data: unknown, ctx: HandlerContext) =>
            handler.run(parseJobData(job.name, handler, data, registry.events), ctx),
        };
        const watchdog = handler.quick
          ? setTimeout(() => options.onStuck?.(job), config.JOB_STUCK_MS)
          : undefined;
        try {
          return await runTracked(checked, { ...deps, job });
        } catch (error) {
          if (isDependencyDown(error)) await waitForDependency(job, token, error);
          throw error;
        } finally {
          clearTimeout(watchdog);
        }
      },
      {
        connection: redisConnection(config),
        prefix: config.REDIS_PREFIX,
        concurrency: concurrencyOf(queue, deps),
        lockDuration: config.JOB_LOCK_MS,
        stalledInterval: config.JOB_STALLED_CHECK_MS,
      },
    );
    worker.on('failed', (job, error) => {
      if (!job) return;
      const final =
        job.attemptsMade >= (job.opts.attempts ?? 1) || error.name === 'UnrecoverableError';
      const entry = { queue, job: job.name, id: job.id, attempts: job.attemptsMade, err: error };
      if (!final) return logger.warn(entry, 'job failed, will retry');
      logger.error(entry, 'job failed for good: kept in the failed list');
      // also covers failures the processor did not see (a job stalled too often)
      void recordFailure(deps, job, error, job.attemptsMade);
    });
    worker.on('error', (error) => logger.error({ queue, err: error }, 'queue worker error'));
    return worker;
  });

  const schedules = options.schedules ?? true;
  if (schedules) await scheduleRepeatableJobs(deps.queues, registry, config);

  let relay: OutboxRelay | undefined;
  let sweeper: DeliverySweeper | undefined;
  if (options.relay ?? config.RELAY_ENABLED) {
    relay = new OutboxRelay({
      sql: deps.sql,
      queues: deps.queues,
      registry,
      logger,
      pollMs: config.RELAY_POLL_MS,
      batchSize: config.RELAY_BATCH_SIZE,
    });
    await relay.start();
    sweeper = new DeliverySweeper({
      sql: deps.sql,
      queues: deps.queues,
      registry,
      logger,
      timeoutMs: config.DELIVERY_TIMEOUT_MS,
      intervalMs: config.DELIVERY_SWEEP_MS,
      batchSize: config.RELAY_BATCH_SIZE,
    });
    sweeper.start();
    // Redis may have lost jobs while no worker ran: re-send whatever is open now
    void sweeper.trigger(true);
  }

  let watch: RedisWatch | undefined;
  if (schedules || sweeper) {
    watch = new RedisWatch({
      redis: deps.redis,
      prefix: config.REDIS_PREFIX,
      logger,
      checkMs: config.SCHEDULE_CHECK_MS,
      async onEvent(event) {
        if (event !== 'periodic') await sweeper?.trigger(true);
        if (schedules) await restoreSchedules(deps.queues, registry, config, logger);
      },
    });
    await watch.start();
  }

  return {
    relay,
    sweeper,
    watch,
    workers,
    async stop() {
      await watch?.stop();
      await relay?.stop();
      await sweeper?.stop();
      // close() waits for the jobs in flight
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}

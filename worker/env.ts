import { z } from 'zod';
import { envBoolean, parseConfig } from '@core/config';
import { dbEnvSchema } from '@db/config';
import { searchEnvSchema } from '@search/config';
import { storageConfigProblems, storageEnvSchema } from '@storage/config';

const ms = (fallback: number, min = 1) => z.coerce.number().int().min(min).default(fallback);

export const workerEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    REDIS_URL: z.string().url('REDIS_URL must be a redis:// URL').default('redis://127.0.0.1:6379'),
    /** prefix of every Redis key (queues, counters); the api uses the same value */
    REDIS_PREFIX: z.string().min(1).default('bs'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** jobs of the search queue run side by side in one process */
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** run the outbox relay in this process (every worker may; they share the work) */
    RELAY_ENABLED: z.preprocess(envBoolean, z.boolean()).default(true),
    /** the relay also polls, in case a NOTIFY was missed */
    RELAY_POLL_MS: ms(2000, 50),
    RELAY_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(500),
    /** a delivery (event × handler) not finished this long after its job was queued is queued again */
    DELIVERY_TIMEOUT_MS: ms(60_000, 100),
    /** how often the relaying workers look for such deliveries */
    DELIVERY_SWEEP_MS: ms(10_000, 50),
    /** how often the worker checks that its repeatable jobs and Redis's data are still there */
    SCHEDULE_CHECK_MS: ms(60_000, 100),
    JOB_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
    /** first retry delay; each further retry waits twice as long */
    JOB_BACKOFF_MS: ms(1000),
    /** a job whose worker stops renewing its lock this long is taken over by another */
    JOB_LOCK_MS: ms(30_000, 100),
    JOB_STALLED_CHECK_MS: ms(30_000, 100),
    /**
     * a quick job (one school's projection) still running this long means a
     * wedged database connection: the worker exits for its supervisor to restart it
     */
    JOB_STUCK_MS: ms(120_000, 1000),
    VIEWS_FLUSH_MS: ms(60_000, 100),
    OUTBOX_PRUNE_MS: ms(3_600_000, 1000),
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).default(7),
    /** CSV export files are deleted this long after they were built */
    EXPORT_RETENTION_HOURS: z.coerce.number().int().min(1).default(24),
    REBUILD_BATCH_SIZE: z.coerce.number().int().min(1).max(20_000).default(2000),
    /** after SIGTERM, in-flight jobs get this long to finish */
    SHUTDOWN_TIMEOUT_MS: ms(60_000),
    /** container health: a file touched while Redis answers (worker/heartbeat.ts); unset: none */
    WORKER_HEARTBEAT_FILE: z.string().min(1).optional(),
    WORKER_HEARTBEAT_MS: ms(15_000, 100),
    /** stored pages (rendered by the api) nobody asked for this long are deleted */
    PAGES_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    /** stored pages are kept under this size, the least recently asked for evicted first */
    PAGES_STORE_MAX_MB: z.coerce.number().int().min(1).default(1024),
    /** how often the store's size is checked */
    PAGES_CAP_MS: ms(60_000, 100),
    /** the product's public address: links in notification e-mails (issue 21) */
    PUBLIC_URL: z.string().url('PUBLIC_URL must be a URL').default('http://localhost:3000'),
    /** SMTP server of notification e-mails, smtp(s)://user:pass@host:port; unset: none sent */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
    /** sender of notification e-mails */
    MAIL_FROM: z.string().min(3).default('Biaya Sekolah <noreply@localhost>'),
    /** an SMTP connection, greeting or reply slower than this fails the send (it is retried) */
    MAIL_TIMEOUT_MS: ms(15_000, 100),
    /** brochure reading (issue 21): a file's whole reading stops after this long */
    READING_TIMEOUT_MS: ms(120_000, 1000),
    /** ... and one OCR page after this long */
    READING_PAGE_TIMEOUT_MS: ms(45_000, 1000),
    /** at most this many pages of a PDF are read */
    READING_MAX_PAGES: z.coerce.number().int().min(1).max(50).default(6),
    /** the reading thread's JavaScript heap, MB (OCR's own memory is bounded by the image size) */
    READING_HEAP_MB: z.coerce.number().int().min(64).max(4096).default(512),
  })
  .extend(dbEnvSchema.shape)
  .extend(searchEnvSchema.shape)
  .extend(storageEnvSchema.shape)
  // a search job holds a connection (its school lock) while the engine writes with another
  .refine((env) => env.DATABASE_POOL_SIZE >= env.WORKER_CONCURRENCY * 2 + 2, {
    path: ['DATABASE_POOL_SIZE'],
    message: 'must be at least 2 × WORKER_CONCURRENCY + 2 (each search job uses two connections)',
  })
  .superRefine((env, ctx) => {
    for (const problem of storageConfigProblems(env))
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });

export type WorkerConfig = z.output<typeof workerEnvSchema>;

export function loadWorkerConfig(
  env: Record<string, string | undefined> = process.env,
): WorkerConfig {
  return parseConfig(workerEnvSchema, env);
}

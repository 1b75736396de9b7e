import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Sql } from '@db/client';
import { schoolsChangedSince, transactionHorizon } from '@db/queries/outbox-relay';
import { bumpPageScopes } from '@db/queries/rendered-pages';
import { countSchools, iterateIndexSources } from '@db/queries/search-source';
import { buildSearchDocument } from '@search/document';
import type { SearchDocument, SearchEngine } from '@search/engine';
import type { EventJobData, Handler } from './context';
import { reindexSchools } from './reindex-school';

/** One full rebuild at a time, across every process (session advisory lock). */
const REBUILD_LOCK = 727_102;
/**
 * How long before the rebuild's start a transaction may have begun whose
 * changes are still missing from the rebuild's reads, when the database
 * cannot say (see transactionHorizon); also how late a request's data may
 * have committed after it was emitted.
 */
const CATCH_UP_SLACK_MS = 5 * 60_000;
/** margin under the horizon, for timestamps rounded by drivers */
const HORIZON_MARGIN_MS = 1_000;

export interface RebuildProgress {
  done: number;
  total: number;
}

export interface RebuildResult {
  count: number;
  caughtUp: number;
  ms: number;
  skipped?: boolean;
}

export interface RebuildDeps {
  sql: Sql;
  search: SearchEngine;
  redis: Redis;
  logger: Logger;
  config: { REDIS_PREFIX: string; REBUILD_BATCH_SIZE: number };
}

function lastStartKey(prefix: string): string {
  return `${prefix}:index:rebuild-started-at`;
}

/**
 * Rebuilds the whole index from PostgreSQL: the engine builds a new index
 * beside the live one and swaps it in. Schools changed while it ran are then
 * re-applied, since the engine may have read them before the change (and the
 * per-school jobs meanwhile wrote to the index being replaced).
 *
 * `requestedAt` (ms, the database's clock): when a rebuild that started
 * after this moment has completed already, this one is redundant and is skipped.
 */
export async function rebuildIndex(
  deps: RebuildDeps,
  options: { requestedAt?: number; onProgress?: (progress: RebuildProgress) => void } = {},
): Promise<RebuildResult> {
  const lockConnection = await deps.sql.reserve();
  try {
    await lockConnection`SELECT pg_advisory_lock(${REBUILD_LOCK})`;
    const key = lastStartKey(deps.config.REDIS_PREFIX);
    const lastStart = Number(await deps.redis.get(key));
    if (options.requestedAt !== undefined && lastStart > options.requestedAt) {
      return { count: 0, caughtUp: 0, ms: 0, skipped: true };
    }

    const started = performance.now();
    const horizon = await transactionHorizon(deps.sql);
    const startedAt = horizon.now;
    const total = await countSchools(deps.sql);
    let done = 0;
    options.onProgress?.({ done, total });
    const batches = async function* (): AsyncGenerator<SearchDocument[]> {
      for await (const sources of iterateIndexSources(deps.sql, {
        batchSize: deps.config.REBUILD_BATCH_SIZE,
      })) {
        const docs = sources.map((source) => buildSearchDocument(source));
        yield docs;
        done += docs.length;
        options.onProgress?.({ done, total: Math.max(total, done) });
      }
    };
    const { count } = await deps.search.rebuild(batches());

    // Changes the rebuild may have missed: made by transactions open at its
    // start or begun since (not, say, the import that asked for it).
    const since = horizon.oldestOpen
      ? horizon.oldestOpen.getTime() - HORIZON_MARGIN_MS
      : startedAt.getTime() - CATCH_UP_SLACK_MS;
    const changed = await schoolsChangedSince(deps.sql, new Date(since));
    await reindexSchools(deps, changed);
    await deps.redis.set(key, String(startedAt.getTime()));
    return { count, caughtUp: changed.length, ms: Math.round(performance.now() - started) };
  } finally {
    // unlock explicitly: the reserved connection goes back to the pool, not away
    await lockConnection`SELECT pg_advisory_unlock(${REBUILD_LOCK})`.catch(() => undefined);
    lockConnection.release();
  }
}

/** An operator's rebuild (`npm run reindex -- --queue`): a job of its own, no event. */
const REBUILD_REQUEST = z.object({ reason: z.string().min(1) });
type RebuildRequest = z.output<typeof REBUILD_REQUEST>;

type RebuildEvent = 'schools.bulk_changed' | 'search_index.found_empty';

/** What a rebuild is for, for the log. */
function reasonOf(data: EventJobData<RebuildEvent> | RebuildRequest): string {
  if (!('outboxId' in data)) return data.reason;
  const { payload } = data;
  return 'reason' in payload ? payload.reason : `the ${payload.engine} index was found empty`;
}

/**
 * schools.bulk_changed (an import, sample fees, reference data),
 * search_index.found_empty (`npm start`), or an operator's request
 * (REBUILD_REQUEST, added to the queue directly): the whole index again,
 * unless a rebuild that started after the change has completed.
 */
export const rebuildIndexHandler: Handler<EventJobData<RebuildEvent> | RebuildRequest> = {
  queue: 'search',
  data: REBUILD_REQUEST,
  async run(data, ctx) {
    const event = 'outboxId' in data ? data : undefined;
    ctx.logger.info({ reason: reasonOf(data), outboxId: event?.outboxId }, 'rebuild started');
    let lastLog = 0;
    // An event's data committed before the relay added the job, and (for any
    // transaction shorter than the slack) within the slack of emittedAt; an
    // operator's request is covered by any rebuild started after it was queued.
    const requestedAt = event
      ? Math.min(ctx.job.timestamp, event.emittedAt + CATCH_UP_SLACK_MS)
      : ctx.job.timestamp;
    const result = await rebuildIndex(ctx, {
      requestedAt,
      onProgress: ({ done, total }) => {
        void ctx.job.updateProgress(total > 0 ? Math.floor((done / total) * 100) : 100);
        const now = Date.now();
        if (done > 0 && (now - lastLog >= 1000 || done === total)) {
          lastLog = now;
          ctx.logger.info({ done, total }, 'rebuild progress');
        }
      },
    });
    ctx.logger.info(result, result.skipped ? 'rebuild skipped' : 'rebuild finished');
    // every page may list any school: the search results behind them moved
    if (!result.skipped) await bumpPageScopes(ctx.sql, ['site']);
    return result;
  },
};

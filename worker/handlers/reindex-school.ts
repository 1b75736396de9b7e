import { z } from 'zod';
import type { Sql } from '@db/client';
import { loadIndexSources } from '@db/queries/search-source';
import { buildSearchDocument } from '@search/document';
import type { SearchEngine } from '@search/engine';
import type { EventJobData, Handler } from './context';
import { invalidatePagesOf } from './invalidate-pages';

/** Namespace of the per-school advisory locks (the second key is the school id). */
const SCHOOL_LOCK = 727_101;
const CHUNK = 500;

export interface ReindexResult {
  upserted: number;
  removed: number;
}

/**
 * Reloads the schools and writes their whole documents, or removes the ones
 * that no longer exist. Each school's advisory lock is held from the load to
 * the write, so two jobs for one school cannot write an older version last:
 * whoever locks last also loaded last, after every committed change.
 */
export async function reindexSchools(
  deps: { sql: Sql; search: SearchEngine },
  schoolIds: readonly number[],
): Promise<ReindexResult> {
  const ids = [...new Set(schoolIds)].sort((a, b) => a - b);
  const result: ReindexResult = { upserted: 0, removed: 0 };
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    await deps.sql.begin(async (tx) => {
      // locks taken in id order: two jobs never wait on each other in a cycle
      await tx`
        SELECT count(pg_advisory_xact_lock(${SCHOOL_LOCK}, id::int))
        FROM (SELECT unnest(${tx.array(chunk)}::bigint[]) AS id ORDER BY 1) AS sorted`;
      // retired and merged schools are kept in the database but leave search
      const sources = (await loadIndexSources(tx, chunk)).filter((source) => source.inSearch);
      const found = new Set(sources.map((source) => source.id));
      const gone = chunk.filter((id) => !found.has(id));
      if (sources.length > 0)
        await deps.search.upsert(sources.map((source) => buildSearchDocument(source)));
      if (gone.length > 0) await deps.search.remove(gone);
      result.upserted += sources.length;
      result.removed += gone.length;
    });
  }
  return result;
}

type SchoolEvent =
  | 'school.changed'
  | 'school.favorites_changed'
  | 'school.deleted'
  | 'costs.changed'
  | 'school.profile_changed';

/** school.changed, school.deleted, costs.changed, school.profile_changed: the school's document is stale. */
export const reindexSchoolHandler: Handler<EventJobData<SchoolEvent>> = {
  queue: 'search',
  quick: true,
  async run(data, ctx) {
    const result = await reindexSchools(ctx, [data.payload.schoolId]);
    // a favourite changes the ranking of search, not what a page shows (issue 24)
    if (data.type !== 'school.favorites_changed')
      await invalidatePagesOf(
        ctx,
        data as EventJobData<Exclude<SchoolEvent, 'school.favorites_changed'>>,
      );
    return result;
  },
};

/** Internal follow-up job (after a view roll-up): reindex a list of schools. */
export const reindexSchoolsHandler: Handler<{ schoolIds: number[] }> = {
  queue: 'search',
  data: z.object({ schoolIds: z.array(z.number().int().positive()).min(1) }),
  run: (data, ctx) => reindexSchools(ctx, data.schoolIds),
};

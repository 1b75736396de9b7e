import { bumpPageScopes, schoolPageScopes } from '@db/queries/rendered-pages';
import type { EventJobData, Handler, WorkerDeps } from './context';

type PageEvent =
  | 'school.changed'
  | 'school.deleted'
  | 'costs.changed'
  | 'schools.bulk_changed'
  | 'school.profile_changed';

/** The scopes of stored pages (rendered by the api, api/modules/ssr) an event makes stale. */
async function scopesOfEvent(
  sql: Parameters<typeof schoolPageScopes>[0],
  data: EventJobData<PageEvent>,
): Promise<string[]> {
  if (data.type === 'schools.bulk_changed') return ['site'];
  const { schoolId } = data.payload as { schoolId: number };
  // a deleted school's areas are no longer known: every page may list it
  return (await schoolPageScopes(sql, schoolId)) ?? ['site', `school:${schoolId}`];
}

/**
 * Bumps the scopes of the pages an event changes: the api serves a stored
 * page whose scope moved once more and renders it again (stale-while-
 * revalidate). Called on the event itself (pages read the school from the
 * database) and again by each projection a page shows (the search index,
 * benchmarks) once it has written: a page rendered between the event and the
 * projection would otherwise keep the old one.
 */
export async function invalidatePagesOf(
  deps: Pick<WorkerDeps, 'sql'>,
  data: EventJobData<PageEvent>,
): Promise<string[]> {
  const scopes = await scopesOfEvent(deps.sql, data);
  await bumpPageScopes(deps.sql, scopes);
  return scopes;
}

/**
 * school.changed, school.deleted, costs.changed, schools.bulk_changed:
 * the stored pages that show the school (its page, its city's, province's
 * and Indonesia's listings, home) are stale.
 */
export const invalidatePagesHandler: Handler<EventJobData<PageEvent>> = {
  queue: 'pages',
  quick: true,
  run: async (data, ctx) => ({ scopes: await invalidatePagesOf(ctx, data) }),
};

import { bumpPageScopes, schoolPageScopes } from '@db/queries/rendered-pages';
import type { EventJobData, Handler } from './context';

type PageEvent = 'school.changed' | 'school.deleted' | 'costs.changed' | 'index.rebuild_requested';

/** The scopes of rendered pages (api/modules/ssr) an event makes stale. */
export async function scopesOfEvent(
  sql: Parameters<typeof schoolPageScopes>[0],
  data: EventJobData<PageEvent>,
): Promise<string[]> {
  if (data.type === 'index.rebuild_requested') return ['site'];
  const { schoolId } = data.payload as { schoolId: number };
  // a deleted school's areas are no longer known: every page may list it
  return (await schoolPageScopes(sql, schoolId)) ?? ['site', `school:${schoolId}`];
}

/**
 * Bumps the scopes of the pages an event changes. Called on the event itself
 * (pages read the school from the database) and again by each projection a
 * page shows (the search index, benchmarks) once it has written: a page
 * rendered between the event and the projection would otherwise stay cached
 * with the old projection.
 */
export async function invalidatePagesOf(
  sql: Parameters<typeof schoolPageScopes>[0],
  data: EventJobData<PageEvent>,
): Promise<string[]> {
  const scopes = await scopesOfEvent(sql, data);
  await bumpPageScopes(sql, scopes);
  return scopes;
}

/**
 * school.changed, school.deleted, costs.changed, index.rebuild_requested:
 * the api's cached pages that show the school (its page, its city's,
 * province's and Indonesia's listings, home) are rendered again.
 */
export const invalidatePagesHandler: Handler<EventJobData<PageEvent>> = {
  queue: 'pages',
  run: async (data, ctx) => ({ scopes: await invalidatePagesOf(ctx.sql, data) }),
};

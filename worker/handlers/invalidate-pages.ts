import { storedPathsOfScopes } from '@db/queries/page-store';
import { bumpPageScopes, schoolPageScopes } from '@db/queries/rendered-pages';
import { queueRenders } from '../pages/store-pages';
import type { EventJobData, Handler, WorkerDeps } from './context';

type PageEvent =
  | 'school.changed'
  | 'school.deleted'
  | 'costs.changed'
  | 'index.rebuild_requested'
  | 'school.profile_changed';

/** The scopes of stored pages (worker/pages, api/modules/ssr) an event makes stale. */
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
 * Bumps the scopes of the pages an event changes and queues renders of the
 * stored pages that show them (those a visitor asked for recently; the others
 * are rendered when someone asks). Called on the event itself (pages read
 * the school from the database) and again by each projection a page shows
 * (the search index, benchmarks) once it has written: a page rendered
 * between the event and the projection would otherwise keep the old one.
 */
export async function invalidatePagesOf(
  deps: Pick<WorkerDeps, 'sql' | 'queues' | 'config'>,
  data: EventJobData<PageEvent>,
): Promise<string[]> {
  const scopes = await scopesOfEvent(deps.sql, data);
  await bumpPageScopes(deps.sql, scopes);
  const stale = await storedPathsOfScopes(deps.sql, scopes, deps.config.PAGES_RERENDER_DAYS);
  await queueRenders(deps, stale);
  return scopes;
}

/**
 * school.changed, school.deleted, costs.changed, index.rebuild_requested:
 * the stored pages that show the school (its page, its city's, province's
 * and Indonesia's listings, home) are rendered again.
 */
export const invalidatePagesHandler: Handler<EventJobData<PageEvent>> = {
  queue: 'pages',
  quick: true,
  run: async (data, ctx) => ({ scopes: await invalidatePagesOf(ctx, data) }),
};

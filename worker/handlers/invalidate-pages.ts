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
 * school.changed, school.deleted, costs.changed, index.rebuild_requested:
 * the api's cached pages that show the school (its page, its city's,
 * province's and Indonesia's listings, home) are rendered again.
 */
export const invalidatePagesHandler: Handler<EventJobData<PageEvent>> = {
  queue: 'pages',
  async run(data, ctx) {
    const scopes = await scopesOfEvent(ctx.sql, data);
    await bumpPageScopes(ctx.sql, scopes);
    return { scopes };
  },
};

import { queryOptions } from '@tanstack/react-query';
import type { Stats, TopCity } from '@core/contracts/regions';
import { getJson, withQuery } from '@web/lib/api-client';

/** GET /api/stats */
export const statsQuery = () =>
  queryOptions({ queryKey: ['stats'], queryFn: () => getJson<Stats>('/api/stats') });

/** GET /api/cities/top: the most-listed cities, nationally or in one province. */
export const topCitiesQuery = (provinceId?: string, limit = 6) =>
  queryOptions({
    queryKey: ['cities', 'top', provinceId ?? null, limit],
    queryFn: () => getJson<TopCity[]>(withQuery('/api/cities/top', { provinceId, limit })),
  });

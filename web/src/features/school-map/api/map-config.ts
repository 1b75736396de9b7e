import { queryOptions } from '@tanstack/react-query';
import type { MapConfig } from '@core/contracts/map-config';
import { getJson } from '@web/lib/api-client';

/** GET /api/map-config: the tile server is configuration; none means markers only. */
export const mapConfigQuery = () =>
  queryOptions({
    queryKey: ['map-config'],
    queryFn: () => getJson<MapConfig>('/api/map-config'),
    staleTime: Infinity,
  });

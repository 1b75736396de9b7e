import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SchoolMapResponse } from '@core/contracts/school-map';
import { getJson, withQuery } from '@web/lib/api-client';

export type MapParams = Record<string, string | number | undefined>;

/** GET /api/schools/map: every matching school in the visible area, clustered at its zoom. */
export const schoolMapQuery = (params: MapParams) =>
  queryOptions({
    queryKey: ['schools', 'map', params],
    queryFn: () => getJson<SchoolMapResponse>(withQuery('/api/schools/map', params)),
    // the markers stay while the next area loads: panning never blanks the map
    placeholderData: keepPreviousData,
  });

/** The basemap shipped with the product (web/public/basemap, built by `npm run basemap`). */
export interface Basemap {
  attribution: string;
  scale: number;
  bounds: [number, number, number, number];
  land: number[][];
  provinceBorders: number[][];
  regencyBorders: number[][];
  provinces: { name: string; lat: number; lng: number }[];
  regencies: { name: string; lat: number; lng: number }[];
}

export const basemapQuery = () =>
  queryOptions({
    queryKey: ['basemap'],
    queryFn: () => getJson<Basemap>('/basemap/indonesia.json'),
    staleTime: Infinity,
  });

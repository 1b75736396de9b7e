// Region lists read by several features (home search, listing filters,
// comparison filters, request forms), so they live here rather than in one feature.
import { queryOptions } from '@tanstack/react-query';
import type { City, District, Location, Province } from '@core/contracts/regions';
import { getJson, withQuery } from './api-client';

export const provincesQuery = () =>
  queryOptions({
    queryKey: ['provinces'],
    queryFn: () => getJson<Province[]>('/api/provinces'),
  });

/** Only when a province is chosen and it is not 'all' (SPEC §7). */
export const citiesQuery = (provinceId: string | null | undefined) =>
  queryOptions({
    queryKey: ['provinces', provinceId, 'cities'],
    queryFn: () => getJson<City[]>(`/api/provinces/${encodeURIComponent(provinceId ?? '')}/cities`),
    enabled: !!provinceId && provinceId !== 'all',
  });

/** Resolves listing-path slugs (/{province}/{city}) to regions; null members when unknown. */
export const locationQuery = (province?: string | null, city?: string | null) =>
  queryOptions({
    queryKey: ['locations', 'resolve', province ?? null, city ?? null],
    queryFn: () =>
      getJson<Location>(
        withQuery('/api/locations/resolve', {
          province: province ?? undefined,
          city: city ?? undefined,
        }),
      ),
    enabled: !!province,
  });

/** The kecamatan of a city (code or slug), with a centre for 'Sekolah terdekat'. */
export const districtsQuery = (cityId: string | null | undefined) =>
  queryOptions({
    queryKey: ['cities', cityId, 'districts'],
    queryFn: () => getJson<District[]>(`/api/cities/${encodeURIComponent(cityId ?? '')}/districts`),
    enabled: !!cityId,
  });

import type { ListedSchool } from '@core/contracts/schools';
import type { SchoolListQuery } from '@core/contracts/school-queries';
import { STATUS_FILTERS } from '@core/contracts/discovery';
import type { GeoPoint, SearchDocument, SearchFilters, SearchSort } from '@core/contracts/search';
import { distanceKm } from '@core/geo';
import { jakartaDayNumber } from '@core/admissions';
import { levelsOf, type LevelFilter } from '@core/levels';

/** A level filter as the engines take it: 'sma-smk' is both levels. */
export function levelFilter(level: LevelFilter | undefined): SearchFilters['educationLevel'] {
  if (level === undefined) return undefined;
  const levels = levelsOf(level);
  return levels.length === 1 ? levels[0] : levels;
}

/** The filters, order and origin of GET /api/schools beyond location, text and paging. */
export function discoverySearch(query: SchoolListQuery): {
  filters: SearchFilters;
  sort: SearchSort | undefined;
  origin: GeoPoint | undefined;
} {
  const origin =
    query.lat !== undefined && query.lng !== undefined
      ? { lat: query.lat, lng: query.lng }
      : undefined;
  return {
    filters: {
      educationLevel: levelFilter(query.level),
      status: query.status ? STATUS_FILTERS[query.status] : undefined,
      districtId: query.districtId,
      hasFees: query.hasFees,
      curriculum: query.curriculum,
      minCost: query.minCost,
      maxCost: query.maxCost,
      minSpp: query.minSpp,
      // 'tanpa SPP': a monthly SPP of Rp0, the school's own or a rule's (search documents)
      maxSpp: query.noSpp ? Math.min(query.maxSpp ?? 0, 0) : query.maxSpp,
      radiusKm: query.radiusKm,
      // the query names today, so documents need no daily rewrite (docs/decisions.md)
      registrationOpenOn: query.registration === 'open' ? jakartaDayNumber() : undefined,
    },
    sort: query.sort,
    origin,
  };
}

/** A hit as a listing returns it: with its distance in km (two decimals) when an origin was given. */
export function listedSchool(hit: SearchDocument, origin: GeoPoint | undefined): ListedSchool {
  if (!origin) return hit.school;
  const distance =
    hit.lat === null || hit.lng === null
      ? null
      : Math.round(distanceKm(origin, { lat: hit.lat, lng: hit.lng }) * 100) / 100;
  return { ...hit.school, distanceKm: distance };
}

// Filter state of the listing hubs and the home search (SPEC §3 'Filter state',
// §4, §5), as pure functions: the URL is the only source of truth.
import { rupiahFilter } from '@core/rupiah';
import { LEVEL_FILTERS, type LevelFilter } from '@core/levels';
import { pathSegments } from '@web/lib/path-segments';
import {
  discoveryParams,
  hasDiscovery,
  parseDiscovery,
  sameDiscovery,
  settleDiscovery,
  type DiscoveryFilters,
} from './discovery-filters';

export interface SchoolFilters extends DiscoveryFilters {
  q?: string;
  /** slug (or code) of the province, as it appears in the URL */
  province?: string;
  city?: string;
  /** a level, or 'sma-smk' for SMA/SMK (both) */
  level?: LevelFilter;
  minCost?: number;
  maxCost?: number;
  curriculum: string[];
  /** 1 when absent from the URL */
  page: number;
}

export const EMPTY_FILTERS: SchoolFilters = { curriculum: [], page: 1 };

type Raw = string | null | undefined;

/** Trimmed text, or undefined when empty or 'all' (SPEC §5). */
export function cleanText(value: Raw): string | undefined {
  const text = value?.trim();
  return text && text !== 'all' ? text : undefined;
}

function cleanLevel(value: Raw): LevelFilter | undefined {
  const text = cleanText(value)?.toLowerCase();
  return text && (LEVEL_FILTERS as readonly string[]).includes(text)
    ? (text as LevelFilter)
    : undefined;
}

/** Kept only when an integer greater than 1 (SPEC §5). */
export function cleanPage(value: Raw | number): number {
  const page = typeof value === 'number' ? value : Number(cleanText(value));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** 'a, ,b' -> ['a', 'b'] (blanks removed). */
export function cleanList(value: Raw | readonly string[]): string[] {
  const items = typeof value === 'string' || value == null ? (value ?? '').split(',') : value;
  return items.map((item) => item.trim()).filter((item) => item && item !== 'all');
}

/**
 * Home query parameters: q, province, city, level, minCost, maxCost,
 * curriculum, page; level is also read as educationLevel and the footer's
 * provinceId/cityId stand for province/city (SPEC §2).
 */
export function parseHomeFilters(search: URLSearchParams): SchoolFilters {
  const city = cleanText(search.get('city') ?? search.get('cityId'));
  return {
    ...parseDiscovery(search, !!city),
    q: cleanText(search.get('q')),
    province: cleanText(search.get('province') ?? search.get('provinceId')),
    city,
    level: cleanLevel(search.get('level') ?? search.get('educationLevel')),
    minCost: rupiahFilter(search.get('minCost')),
    maxCost: rupiahFilter(search.get('maxCost')),
    curriculum: cleanList(search.get('curriculum')),
    page: cleanPage(search.get('page')),
  };
}

export interface HubPathParams {
  province?: string;
  city?: string;
  level?: string;
}

/**
 * Listing hubs: location and (with a city) level come from the path, the rest
 * from the query string. `badLevel` is set when the path names no known level.
 */
export function parseHubFilters(
  params: HubPathParams,
  search: URLSearchParams,
): { filters: SchoolFilters; badLevel: boolean } {
  const pathLevel = params.level === undefined ? undefined : cleanLevel(params.level);
  return {
    badLevel: params.level !== undefined && pathLevel === undefined,
    filters: {
      ...parseDiscovery(search, !!cleanText(params.city)),
      q: cleanText(search.get('q')),
      province: cleanText(params.province),
      city: cleanText(params.city),
      level: pathLevel ?? cleanLevel(search.get('level') ?? search.get('educationLevel')),
      minCost: rupiahFilter(search.get('minCost')),
      maxCost: rupiahFilter(search.get('maxCost')),
      curriculum: cleanList(search.get('curriculum')),
      page: cleanPage(search.get('page')),
    },
  };
}

/**
 * The hub filters of a URL as it is now (e.g. window.location): a change
 * applied to these never builds on a render that has not caught up with it.
 */
export function hubFiltersAtLocation(pathname: string, search: string): SchoolFilters {
  const [province, city, level] = pathSegments(pathname);
  const params = province === 'indonesia' ? {} : { province, city, level };
  return parseHubFilters(params, new URLSearchParams(search)).filters;
}

/** Shared query-string part: empty values dropped, page only when > 1, discovery filters before the page. */
function queryString(filters: SchoolFilters, keys: readonly (keyof SchoolFilters)[]): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    if (key === 'page')
      for (const [name, value] of Object.entries(discoveryParams(filters))) params.set(name, value);
    const value = filters[key];
    if (key === 'page') {
      if (typeof value === 'number' && value > 1) params.set('page', String(value));
    } else if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else if (value !== undefined && value !== '') {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const HOME_KEYS = [
  'q',
  'province',
  'city',
  'level',
  'minCost',
  'maxCost',
  'curriculum',
  'page',
] as const;

/** '/?q=..&province=..': the home URL of a filter state. */
export function homeHref(filters: SchoolFilters): string {
  return `/${queryString(filters, HOME_KEYS)}`;
}

/**
 * The hub URL of a filter state: province, city and level as slugs in the
 * path (level only under a city), no province means /indonesia; q, costs,
 * curriculum, page (and level without a city) in the query string.
 */
export function hubHref(filters: SchoolFilters): string {
  const { province, city, level } = filters;
  let path = '/indonesia';
  if (province) {
    path = `/${encodeURIComponent(province)}`;
    if (city) {
      path += `/${encodeURIComponent(city)}`;
      if (level) path += `/${level}`;
    }
  }
  const inPath = !!(province && city);
  const keys = [
    'q',
    ...(inPath ? [] : (['level'] as const)),
    'minCost',
    'maxCost',
    'curriculum',
    'page',
  ] as const;
  return `${path}${queryString(filters, keys)}`;
}

export type FilterPatch = Partial<Omit<SchoolFilters, 'curriculum'>> & {
  curriculum?: readonly string[];
};

/**
 * Applies a change: values are cleaned, any change except a page change
 * sends the list back to page 1, and a change of province clears the city
 * (SPEC §4).
 */
export function updateFilters(current: SchoolFilters, patch: FilterPatch): SchoolFilters {
  const next: SchoolFilters = {
    ...current,
    ...patch,
    curriculum: patch.curriculum ? cleanList(patch.curriculum) : current.curriculum,
  };
  if ('q' in patch) next.q = cleanText(patch.q);
  if ('province' in patch) next.province = cleanText(patch.province);
  if ('city' in patch) next.city = cleanText(patch.city);
  if ('level' in patch) next.level = cleanLevel(patch.level);
  if ('province' in patch && next.province !== current.province && !('city' in patch)) {
    next.city = undefined;
  }
  if (!next.province) next.city = undefined;
  const settled = settleDiscovery(next, next.city !== current.city);
  const onlyPage = Object.keys(patch).every((key) => key === 'page');
  settled.page = onlyPage ? cleanPage(patch.page ?? 1) : 1;
  return settled;
}

/** Clear-all: every filter reset. */
export function clearFilters(): SchoolFilters {
  return { ...EMPTY_FILTERS, curriculum: [] };
}

/** True when any filter (not the page) is set. */
export function hasFilters(filters: SchoolFilters): boolean {
  return !!(
    filters.q ||
    filters.province ||
    filters.city ||
    filters.level ||
    filters.minCost !== undefined ||
    filters.maxCost !== undefined ||
    filters.curriculum.length ||
    hasDiscovery(filters)
  );
}

/** Same filters, ignoring the page: decides whether 'apply' has anything to do. */
export function sameFilters(a: SchoolFilters, b: SchoolFilters): boolean {
  return (
    (a.q ?? '') === (b.q ?? '') &&
    (a.province ?? '') === (b.province ?? '') &&
    (a.city ?? '') === (b.city ?? '') &&
    (a.level ?? '') === (b.level ?? '') &&
    a.minCost === b.minCost &&
    a.maxCost === b.maxCost &&
    a.curriculum.join(',') === b.curriculum.join(',') &&
    sameDiscovery(a, b)
  );
}

const LISTING_LIMIT = 12;

/** Parameters of GET /api/schools for a filter state (SPEC §7). */
export function listingQuery(filters: SchoolFilters): Record<string, string | number | undefined> {
  return {
    province: filters.province,
    // a city alone (the footer's ?cityId=bandung) is resolved by the server
    city: filters.city,
    level: filters.level,
    q: filters.q,
    minCost: filters.minCost,
    maxCost: filters.maxCost,
    curriculum: filters.curriculum.length ? filters.curriculum.join(',') : undefined,
    ...discoveryParams(filters),
    page: filters.page > 1 ? filters.page : undefined,
    limit: LISTING_LIMIT,
  };
}

/** 'Menampilkan x - y dari n sekolah' numbers for a page. */
export function shownRange(page: number, total: number, limit = LISTING_LIMIT) {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
}

// Comparison filters live in the URL (SPEC §2, §5): province, city and (with
// a city) the level are path segments like the listing hubs'; the name search
// and a level without a city go in the query string. Empty and 'all' drop out.
import { COMPARISON_SORTS, type ComparisonSort } from '@core/discovery';
import type { EducationLevel } from '@core/levels';
import { pathSegments } from '@web/lib/path-segments';

/** The level choices of the comparison (SPEC §2): all, TK, SD, SMP, SMA, SMK. */
export const COMPARISON_LEVELS = [
  'tk',
  'sd',
  'smp',
  'sma',
  'smk',
] as const satisfies readonly EducationLevel[];
/**
 * SPEC §9 comparison request limit (COMPARISON_LIMIT in core/contracts/schools,
 * not imported: that module would bring zod into the page's first load).
 */
const COMPARISON_REQUEST_LIMIT = 100;

export type ComparisonLevel = (typeof COMPARISON_LEVELS)[number];

export interface ComparisonFilters {
  q?: string;
  /** province slug */
  province?: string;
  /** city slug (only with a province) */
  city?: string;
  level?: ComparisonLevel;
  /** column order; absent = total initial cost, cheapest first */
  sort?: Exclude<ComparisonSort, 'cost_asc'>;
  /** signed-in parents page beyond 100 rows; 1 when absent */
  page?: number;
}

export const DEFAULT_COMPARISON_SORT: ComparisonSort = 'cost_asc';

function cleanSort(value: Raw): ComparisonFilters['sort'] {
  const sort = clean(value)?.toLowerCase();
  return sort &&
    sort !== DEFAULT_COMPARISON_SORT &&
    (COMPARISON_SORTS as readonly string[]).includes(sort)
    ? (sort as ComparisonFilters['sort'])
    : undefined;
}

function cleanPage(value: Raw): number | undefined {
  const page = Number(clean(value));
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/** ids=12,34,56: the picked schools, in order, positive whole numbers only, at most 10. */
export function parsePickedIds(value: Raw): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const id = Number(part.trim());
    if (part.trim() && Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, 10);
}

type Raw = string | null | undefined;

function clean(value: Raw): string | undefined {
  const text = value?.trim();
  return text && text !== 'all' ? text : undefined;
}

export function cleanComparisonLevel(value: Raw): ComparisonLevel | undefined {
  const text = clean(value)?.toLowerCase();
  return (COMPARISON_LEVELS as readonly string[]).includes(text ?? '')
    ? (text as ComparisonLevel)
    : undefined;
}

export interface ComparisonPathParams {
  province?: string;
  city?: string;
  educationLevel?: string;
}

/** Reads /comparison/{province}/{city}/{level}?q=&level= ; a city needs its province. */
export function parseComparisonFilters(
  params: ComparisonPathParams,
  search: URLSearchParams,
): ComparisonFilters {
  const province = clean(params.province)?.toLowerCase();
  const city = province ? clean(params.city)?.toLowerCase() : undefined;
  return {
    q: clean(search.get('q') ?? search.get('search')),
    province,
    city,
    level:
      cleanComparisonLevel(params.educationLevel) ??
      cleanComparisonLevel(search.get('level') ?? search.get('educationLevel')),
    sort: cleanSort(search.get('sort')),
    page: cleanPage(search.get('page')),
  };
}

/**
 * The filters of a URL as it is now (e.g. window.location): a change applied
 * to these never builds on a render that has not caught up with the URL yet.
 */
export function filtersAtLocation(pathname: string, search: string): ComparisonFilters {
  const [root, province, city, educationLevel] = pathSegments(pathname);
  if (root !== 'comparison') return parseComparisonFilters({}, new URLSearchParams(search));
  return parseComparisonFilters({ province, city, educationLevel }, new URLSearchParams(search));
}

/** The URL of a filter state: the inverse of parseComparisonFilters. */
export function comparisonHref(filters: ComparisonFilters): string {
  const segments = ['comparison'];
  const query = new URLSearchParams();
  if (filters.province) {
    segments.push(encodeURIComponent(filters.province));
    if (filters.city) segments.push(encodeURIComponent(filters.city));
  }
  if (filters.level) {
    if (filters.province && filters.city) segments.push(filters.level);
    else query.set('level', filters.level);
  }
  const q = filters.q?.trim();
  if (q) query.set('q', q);
  if (filters.sort) query.set('sort', filters.sort);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return `/${segments.join('/')}${text ? `?${text}` : ''}`;
}

/** Applies a change; choosing or clearing the province clears the city (SPEC §4); any change but the page goes back to page 1. */
export function updateComparison(
  filters: ComparisonFilters,
  change: Partial<ComparisonFilters>,
): ComparisonFilters {
  const next: ComparisonFilters = { ...filters, ...change };
  if (!('page' in change)) next.page = undefined;
  if (next.sort === DEFAULT_COMPARISON_SORT) next.sort = undefined;
  if ('province' in change && change.province !== filters.province) next.city = undefined;
  for (const key of ['q', 'province', 'city'] as const) next[key] = clean(next[key]);
  if (!next.province) next.city = undefined;
  return next;
}

/** GET /api/schools/comparison?search&educationLevel&provinceId&cityId&limit=100 */
export function comparisonApiParams(filters: ComparisonFilters) {
  return {
    search: filters.q,
    educationLevel: filters.level,
    provinceId: filters.province,
    cityId: filters.city,
    sort: filters.sort,
    page: filters.page,
    limit: COMPARISON_REQUEST_LIMIT,
  };
}

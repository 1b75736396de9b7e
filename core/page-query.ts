import { hasControlCharacters } from './contracts/safe-text';
import { pageForPath } from './page-routes';

// Issue 24 item 4: the canonical URL of a page the server stores, so a page
// is stored once however many spellings of its URL are asked for.

/** Filters of the home page and the listing hubs (web/src/features/school-search). */
const DISCOVERY_QUERY = [
  'q',
  'province',
  'provinceId',
  'city',
  'cityId',
  'level',
  'educationLevel',
  'minCost',
  'maxCost',
  'curriculum',
  'page',
  'status',
  'districtId',
  'hasFees',
  'noSpp',
  'minSpp',
  'maxSpp',
  'sort',
  'lat',
  'lng',
  'radiusKm',
  'registration',
];

/**
 * The query parameters each stored page reads (the web's parsers: home and
 * hub filters, comparison filters and picks); any other parameter (utm_*,
 * fbclid, a cache buster) changes nothing on the page.
 */
const PAGE_QUERY_KEYS: Readonly<Record<string, readonly string[]>> = {
  home: DISCOVERY_QUERY,
  listing: DISCOVERY_QUERY,
  comparison: ['q', 'search', 'level', 'educationLevel', 'sort', 'page', 'ids'],
  school: [],
  about: [],
};

/** Longest value kept; a longer one is no filter a person typed. */
const MAX_VALUE = 200;

/**
 * The canonical URL of a stored page: its path with each segment encoded
 * once and no trailing slash, and of its query only the parameters the page
 * reads, in the order given, each once (the first), trimmed, never empty.
 * Undefined for pages the server does not store (forms, dashboards: they
 * read what they like) and for a path that is not a page.
 */
export function canonicalPageUrl(pathname: string, search: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const keys = PAGE_QUERY_KEYS[pageForPath(`/${segments.join('/')}`)];
  if (!keys) return undefined;
  const path = `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
  const query = new URLSearchParams();
  for (const [key, raw] of new URLSearchParams(search)) {
    const value = raw.trim();
    if (!keys.includes(key) || query.has(key) || !value) continue;
    if (value.length > MAX_VALUE || hasControlCharacters(value)) continue;
    query.set(key, value);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

import { hasControlCharacters } from './contracts/safe-text';
import { routeForPath, type PageRoute } from './page-routes';

// Issue 24 item 4: the canonical URL of a page the server stores, so a page
// is stored once however many spellings of its URL are asked for.

/** Longest value kept; a longer one is no filter a person typed. */
const MAX_VALUE = 200;

/**
 * The canonical URL of a stored page: its path with each segment encoded
 * once and no trailing slash, and of its query only the parameters the page
 * reads (core/page-routes.ts), in the order given, each once (the first), trimmed, never empty.
 * Undefined for pages the server does not store (forms, dashboards: they
 * read what they like) and for a path that is not a page.
 */
export function canonicalPageUrl(pathname: string, search: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const route: PageRoute = routeForPath(`/${segments.join('/')}`);
  const keys = route.query;
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

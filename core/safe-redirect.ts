/**
 * Where to send someone after sign-in. Only a page of this site is honoured;
 * anything else becomes '/'. The check works on the normalised target, not the
 * raw text, because browsers (and any proxy between) normalise before they
 * follow a redirect: '/..//evil.test' and '/%2e%2e//evil.test' both resolve to
 * '//evil.test', a protocol-relative URL to another host.
 *
 * Steps: refuse backslashes and control characters (browsers read '\' as '/'
 * and drop tabs and newlines), decode the path once (refusing what the decoding
 * reveals: '%5C', '%09', broken escapes), resolve '.' and '..' segments, then
 * require a single leading '/' and re-encode. The query and fragment are kept
 * as they came: nothing after '?' or '#' can change the origin.
 */

const MAX_LENGTH = 2000;
const FALLBACK = '/';
const BASE = 'https://biaya-sekolah.invalid';

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\\\u0000-\u001f\u007f-\u009f]/;
/** characters a path segment may hold unencoded (RFC 3986 pchar without '%') */
const PATH_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/;

/** Paths that are not pages: the API (its sign-in and sign-out included) and the dev provider. */
const NOT_PAGES = [/^\/api(\/|$)/i, /^\/dev-oidc(\/|$)/i];

/** RFC 3986 §5.2.4 on an absolute path. */
function removeDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '.') {
      if (last) out.push('');
    } else if (segment === '..') {
      out.pop();
      if (last) out.push('');
    } else out.push(segment);
  });
  return `/${out.join('/')}`;
}

function encodePath(path: string): string {
  let encoded = '';
  for (const char of path) {
    encoded += PATH_SAFE.test(char) ? char : encodeURIComponent(char);
  }
  return encoded;
}

function decodeOnce(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export function safeRedirectPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return FALLBACK;
  if (FORBIDDEN.test(raw)) return FALLBACK;

  const split = raw.search(/[?#]/);
  const rawPath = split === -1 ? raw : raw.slice(0, split);
  const rest = split === -1 ? '' : raw.slice(split);

  const decoded = decodeOnce(rawPath);
  if (decoded === undefined || FORBIDDEN.test(decoded)) return FALLBACK;
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return FALLBACK;

  const path = removeDotSegments(decoded);
  if (path.startsWith('//')) return FALLBACK;
  if (NOT_PAGES.some((pattern) => pattern.test(path))) return FALLBACK;

  const candidate = `${encodePath(path)}${rest}`;
  // the browser's own parser has the last word: same origin, same path
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return FALLBACK;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return target.length > MAX_LENGTH ? FALLBACK : target;
}

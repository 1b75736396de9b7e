import { ApiError } from './api-client';

/**
 * The server's own words for a failed call (SPEC §8 'with server text'): the
 * `error` of a JSON body or a plain-text body, else the fallback (network
 * error, HTML error page, empty body).
 */
export function serverText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const body = error.body.trim();
  if (!body || body.startsWith('<')) return fallback;
  if (body.startsWith('{')) {
    try {
      const parsed = JSON.parse(body) as { error?: unknown };
      return typeof parsed.error === 'string' && parsed.error ? parsed.error : fallback;
    } catch {
      return fallback;
    }
  }
  return body;
}

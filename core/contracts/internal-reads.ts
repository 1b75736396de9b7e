/**
 * The worker's renderer reads a page's data through the api's own endpoints.
 * Its requests carry this header with the secret both share
 * (service_secrets 'internal-reads'): the api does not count them against the
 * per-IP read limit, and catches its search replica up before answering.
 */
export const INTERNAL_READ_HEADER = 'x-bs-render';

/** The headers of one of the renderer's reads. */
export function internalReadHeaders(secret: string): Record<string, string> {
  return {
    [INTERNAL_READ_HEADER]: secret,
    // fetch asks for gzip by default: compressing only costs the api time
    // for a reader next to it
    'accept-encoding': 'identity',
  };
}

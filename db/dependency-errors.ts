// Errors that say PostgreSQL or Redis is away, overloaded or too slow: the
// api answers them 503 (api/http/dependency-errors.ts), the worker retries
// the job later without spending an attempt, and no process ends for one
// (db/process-guard.ts).

// Node's socket errors, postgres.js's own connection errors
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "bad request":
 * connection exceptions (08), too many connections and other resource limits
 * (53), shutting down, starting up, or a statement or lock timeout (57014,
 * 55P03).
 */
function isTransientSqlState(code: string): boolean {
  return (
    code.startsWith('08') ||
    code.startsWith('53') ||
    ['57014', '57P01', '57P02', '57P03', '55P03'].includes(code)
  );
}

// ioredis: no connection and no offline queue, retries exhausted, a command
// timeout, a closed connection; Redis refusing work while loading, full
// (noeviction), unable to persist, or a read-only replica
const REDIS_UNAVAILABLE = [
  /Stream isn't writeable/,
  /Connection is closed/,
  /Command timed out/,
  /Socket timeout/,
  /Reached the max retries per request limit/,
  /Redis connection is not ready/,
  /^(LOADING|MISCONF|READONLY|MASTERDOWN|OOM|BUSY|TRYAGAIN|CLUSTERDOWN)\b/,
];

/**
 * True when an error says PostgreSQL or Redis is unreachable, overloaded or
 * too slow: the request may succeed later (503), unlike a bug (500).
 */
export function isDependencyDown(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, name, message, cause, errors } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isTransientSqlState(code)))
    return true;
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof message === 'string' && REDIS_UNAVAILABLE.some((pattern) => pattern.test(message)))
    return true;
  // a connect to several addresses fails with an AggregateError of each
  if (Array.isArray(errors) && errors.some((inner) => isDependencyDown(inner, depth + 1)))
    return true;
  return isDependencyDown(cause, depth + 1);
}

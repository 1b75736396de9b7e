import { httpStatus } from './fetch-failure';

/** Attempts after the first before a read gives up and shows 'Coba Lagi'. */
export const READ_RETRIES = 3;
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 8000;

/**
 * Whether a failed read is worth another try: a network failure (no HTTP
 * status: offline, reset, DNS) or a server error (5xx). A 4xx answer (bad
 * input, not found, signed out, rate limited) will not change by asking again.
 */
export function isTransientFailure(error: unknown): boolean {
  const status = httpStatus(error);
  return status === undefined || status >= 500;
}

/** react-query `retry`: up to READ_RETRIES more attempts, transient failures only. */
export function retryRead(failureCount: number, error: unknown): boolean {
  return failureCount < READ_RETRIES && isTransientFailure(error);
}

/** 1 s, 2 s, 4 s (capped at 8 s) before attempt n + 1, plus up to 25 % jitter (random() in [0, 1)). */
export function backoffDelay(attempt: number, random: () => number): number {
  const base = Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
  return Math.round(base * (1 + random() * 0.25));
}

/** react-query `retryDelay` (called with the failure count and the error). */
export function readRetryDelay(attempt: number): number {
  return backoffDelay(attempt, Math.random);
}

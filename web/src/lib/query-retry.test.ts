import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { orFail } from './fetch-failure';
import { createQueryClient } from './query-client';
import {
  backoffDelay,
  isTransientFailure,
  readRetryDelay,
  retryRead,
  READ_RETRIES,
} from './query-retry';

const status = (code: number) => new ApiError(code, '', 'x');

describe('read retries (issue 11: flaky networks)', () => {
  it('retries network failures and 5xx, never 4xx', () => {
    expect(isTransientFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransientFailure(status(500))).toBe(true);
    expect(isTransientFailure(status(503))).toBe(true);
    for (const code of [400, 401, 403, 404, 409, 429]) {
      expect(isTransientFailure(status(code))).toBe(false);
    }
  });

  it('sees through the named failures of orFail', async () => {
    const failed = await orFail('Failed to fetch schools', () => Promise.reject(status(502))).catch(
      (error: unknown) => error,
    );
    expect(isTransientFailure(failed)).toBe(true);
    const missing = await orFail('Failed to fetch school', () => Promise.reject(status(404))).catch(
      (error: unknown) => error,
    );
    expect(isTransientFailure(missing)).toBe(false);
  });

  it('stops after READ_RETRIES more attempts', () => {
    const error = status(500);
    expect(retryRead(0, error)).toBe(true);
    expect(retryRead(READ_RETRIES - 1, error)).toBe(true);
    expect(retryRead(READ_RETRIES, error)).toBe(false);
  });

  it('backs off exponentially with bounded jitter', () => {
    expect(backoffDelay(0, () => 0)).toBe(1000);
    expect(backoffDelay(1, () => 0)).toBe(2000);
    expect(backoffDelay(2, () => 0)).toBe(4000);
    expect(backoffDelay(10, () => 0)).toBe(8000);
    expect(backoffDelay(0, () => 1)).toBe(1250);
    expect(readRetryDelay(0)).toBeGreaterThanOrEqual(1000);
    expect(readRetryDelay(0)).toBeLessThanOrEqual(1250);
  });

  it('is the default of every query; no polling, no refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.retry).toBe(retryRead);
    expect(defaults.retryDelay).toBe(readRetryDelay);
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect(defaults.refetchInterval).toBe(false);
    expect(defaults.staleTime).toBe(Infinity);
  });
});

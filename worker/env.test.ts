import { describe, expect, it } from 'vitest';
import { ConfigError } from '@core/config';
import { loadWorkerConfig } from './env';

describe('worker config', () => {
  it('has working defaults', () => {
    const config = loadWorkerConfig({});
    expect(config).toMatchObject({
      REDIS_PREFIX: 'bs',
      WORKER_CONCURRENCY: 4,
      RELAY_ENABLED: true,
      RELAY_POLL_MS: 2000,
      VIEWS_FLUSH_MS: 60_000,
      JOB_ATTEMPTS: 8,
    });
  });

  it('reads numbers and booleans from strings', () => {
    const config = loadWorkerConfig({ RELAY_ENABLED: 'false', WORKER_CONCURRENCY: '2' });
    expect(config.RELAY_ENABLED).toBe(false);
    expect(config.WORKER_CONCURRENCY).toBe(2);
  });

  it('lists every problem at once', () => {
    let caught: unknown;
    try {
      loadWorkerConfig({
        REDIS_URL: 'not a url',
        WORKER_CONCURRENCY: '0',
        RELAY_POLL_MS: 'soon',
        DATABASE_URL: 'nope',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of ['REDIS_URL', 'WORKER_CONCURRENCY', 'RELAY_POLL_MS', 'DATABASE_URL'])
      expect(problems).toContain(name);
  });
});

describe('pool size check', () => {
  it('refuses a pool too small for the search concurrency', () => {
    expect(() => loadWorkerConfig({ WORKER_CONCURRENCY: '8', DATABASE_POOL_SIZE: '10' })).toThrow(
      /DATABASE_POOL_SIZE: must be at least 2 × WORKER_CONCURRENCY \+ 2/,
    );
    expect(loadWorkerConfig({ WORKER_CONCURRENCY: '4', DATABASE_POOL_SIZE: '10' })).toBeTruthy();
  });
});

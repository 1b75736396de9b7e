import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { testRedisUrl, uniqueRedisPrefix } from '@tests/support/database';
import {
  finishPendingViews,
  pendingViewsKey,
  processingViewsKey,
  recordView,
  takePendingViews,
} from './views-counter';

let redis: Redis;
const prefix = uniqueRedisPrefix('views');

beforeAll(() => {
  redis = new Redis(testRedisUrl());
});
afterAll(async () => {
  await redis.del(pendingViewsKey(prefix), processingViewsKey(prefix));
  await redis.quit();
});

describe('view counter', () => {
  it('has nothing to take before any view', async () => {
    expect(await takePendingViews(redis, prefix)).toEqual(new Map());
  });

  it('takes the counts atomically; views recorded meanwhile wait for the next flush', async () => {
    await recordView(redis, prefix, 3);
    await recordView(redis, prefix, 3);
    await recordView(redis, prefix, 8);
    const taken = await takePendingViews(redis, prefix);
    expect(taken).toEqual(
      new Map([
        [3, 2],
        [8, 1],
      ]),
    );
    await recordView(redis, prefix, 3);
    await finishPendingViews(redis, prefix);
    expect(await takePendingViews(redis, prefix)).toEqual(new Map([[3, 1]]));
    await finishPendingViews(redis, prefix);
    expect(await redis.exists(pendingViewsKey(prefix), processingViewsKey(prefix))).toBe(0);
  });

  it('returns a batch left by a crashed flush before taking new views', async () => {
    await recordView(redis, prefix, 1);
    await takePendingViews(redis, prefix); // crash: never finished
    await recordView(redis, prefix, 2);
    expect(await takePendingViews(redis, prefix)).toEqual(new Map([[1, 1]]));
    await finishPendingViews(redis, prefix);
    expect(await takePendingViews(redis, prefix)).toEqual(new Map([[2, 1]]));
    await finishPendingViews(redis, prefix);
  });

  it('ignores fields that are not school ids', async () => {
    await redis.hset(pendingViewsKey(prefix), 'abc', '4', '5', 'x', '6', '2');
    expect(await takePendingViews(redis, prefix)).toEqual(new Map([[6, 2]]));
    await finishPendingViews(redis, prefix);
  });
});

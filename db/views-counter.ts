import type { Redis } from 'ioredis';

// Page views are counted in Redis (one HINCRBY per view, cheap for the api)
// and rolled into PostgreSQL by the worker's flush-views job (DESIGN §1).
// api and worker both import this module, so the key names live in one place.

/** Hash schoolId -> views since the last flush. */
export function pendingViewsKey(prefix: string): string {
  return `${prefix}:view-counts:pending`;
}

/** The hash being flushed; survives a crash and is flushed first next time. */
export function processingViewsKey(prefix: string): string {
  return `${prefix}:view-counts:processing`;
}

export async function recordView(redis: Redis, prefix: string, schoolId: number): Promise<void> {
  await redis.hincrby(pendingViewsKey(prefix), String(schoolId), 1);
}

/**
 * Takes the pending counts atomically: RENAMENX moves the whole hash aside, so
 * views recorded meanwhile start a new pending hash. A processing hash left by
 * a crashed flush is returned first. Call finishPendingViews after the counts
 * are stored.
 */
export async function takePendingViews(redis: Redis, prefix: string): Promise<Map<number, number>> {
  const processing = processingViewsKey(prefix);
  if (!(await redis.exists(processing))) {
    try {
      await redis.renamenx(pendingViewsKey(prefix), processing);
    } catch (error) {
      // no pending hash: nothing was viewed since the last flush
      if (error instanceof Error && /no such key/i.test(error.message)) return new Map();
      throw error;
    }
  }
  const raw = await redis.hgetall(processing);
  const counts = new Map<number, number>();
  for (const [id, count] of Object.entries(raw)) {
    const schoolId = Number(id);
    const views = Number(count);
    if (Number.isSafeInteger(schoolId) && schoolId > 0 && Number.isSafeInteger(views) && views > 0)
      counts.set(schoolId, views);
  }
  return counts;
}

export async function finishPendingViews(redis: Redis, prefix: string): Promise<void> {
  await redis.del(processingViewsKey(prefix));
}

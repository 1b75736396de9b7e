import type { Redis } from 'ioredis';
import { isoOfDayNumber, jakartaDayNumber } from '@core/admissions';
import type { Sql } from '@db/client';
import { emitEvents } from '@db/outbox';
import { schoolsWithScheduleTurn } from '@db/queries/admissions';
import { NO_DATA, type Handler } from './context';

/** Days back a pass covers, so a worker that was down for a day or two catches up. */
const CATCH_UP_DAYS = 3;

function daysBefore(day: number, count: number): number {
  const date = new Date(`${isoOfDayNumber(day)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - count);
  return Number(date.toISOString().slice(0, 10).replace(/-/g, ''));
}

/**
 * Once per Jakarta day: schools whose admissions schedule starts or ends
 * around today get a school.profile_changed event, so their search document
 * moves on to the next registration window and their pages stop calling a
 * period 'sedang berlangsung' that has ended. Searches never need it for
 * "open today" (the query names the day); this keeps the window a document
 * carries the right one. The hourly schedule makes a missed midnight cheap:
 * a Redis mark lets only the day's first pass write events.
 */
async function announceScheduleTurns(
  deps: { sql: Sql; redis: Redis; redisPrefix: string },
  now: Date = new Date(),
): Promise<{ day: number; schools: number } | { day: number; skipped: true }> {
  const today = jakartaDayNumber(now);
  const mark = `${deps.redisPrefix}:admission-turns:${today}`;
  if ((await deps.redis.set(mark, '1', 'EX', 3 * 24 * 3600, 'NX')) !== 'OK')
    return { day: today, skipped: true };
  const ids = await schoolsWithScheduleTurn(
    deps.sql,
    isoOfDayNumber(daysBefore(today, CATCH_UP_DAYS)),
    isoOfDayNumber(today),
  );
  if (ids.length > 0) {
    await deps.sql.begin((tx) =>
      emitEvents(
        tx,
        ids.map((schoolId) => ({ type: 'school.profile_changed' as const, payload: { schoolId } })),
      ),
    );
  }
  return { day: today, schools: ids.length };
}

/** Repeatable (hourly): see announceScheduleTurns. */
export const admissionDaysHandler: Handler<Record<string, never>> = {
  queue: 'maintenance',
  data: NO_DATA,
  run: (_data, ctx) =>
    announceScheduleTurns({ sql: ctx.sql, redis: ctx.redis, redisPrefix: ctx.config.REDIS_PREFIX }),
};

import type { Redis } from 'ioredis';
import type { Sql } from '@db/client';
import { schoolExists } from '@db/queries/schools';
import { recordView } from '@db/views-counter';
import { HttpError, notFound } from '../../http/errors';
import { Throttle } from '../../http/rate-limit';
import { SCHOOL_NOT_FOUND } from './detail.service';

/** A reload or a back-and-forth within this window is the same visit. */
const SAME_VISIT_SECONDS = 10 * 60;
/** More page views than this from one address per minute is not a person. */
const VIEWS_PER_MINUTE = 60;

/**
 * Page views (SPEC §7 POST /api/schools/{id}/view): one Redis increment per
 * visit, rolled into PostgreSQL by the worker. Loss-tolerant: a Redis failure
 * is logged and the view dropped, it never fails the page.
 */
export class ViewsService {
  private readonly throttle: Throttle;

  constructor(
    private readonly sql: Sql,
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    this.throttle = new Throttle(redis, `${prefix}:rl:view`, {
      points: VIEWS_PER_MINUTE,
      windowSeconds: 60,
      blockSeconds: 60,
    });
  }

  /** @returns false when the view was not counted (repeat, or Redis unavailable) */
  async record(schoolId: number, ip: string): Promise<boolean> {
    if (!(await schoolExists(this.sql, schoolId))) throw notFound(SCHOOL_NOT_FOUND);
    if ((await this.throttle.hit(ip)) > 0) throw new HttpError('RATE_LIMITED');
    const first = await this.redis.set(
      `${this.prefix}:view-seen:${schoolId}:${ip}`,
      '1',
      'EX',
      SAME_VISIT_SECONDS,
      'NX',
    );
    if (first !== 'OK') return false;
    await recordView(this.redis, this.prefix, schoolId);
    return true;
  }
}

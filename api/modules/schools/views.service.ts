import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Sql } from '@db/client';
import { schoolExists } from '@db/queries/schools';
import { redisIsDown } from '@db/redis';
import { recordView } from '@db/views-counter';
import { notFound } from '../../http/errors';
import { Throttle } from '../../http/rate-limit';
import { SCHOOL_NOT_FOUND } from '@core/messages';

/** A reload or a back-and-forth within this window is the same visit. */
const SAME_VISIT_SECONDS = 10 * 60;
/** More page views than this from one visitor per minute is not a person. */
const VIEWS_PER_MINUTE = 60;
/**
 * A coarse ceiling per address: carrier-grade NAT puts many parents behind one
 * (issue 24 item 5), so it is sized like the per-IP read ceiling.
 */
const VIEWS_PER_IP_PER_MINUTE = 3000;
/** Views waiting for Redis in this process; beyond, new ones are dropped. */
export const MAX_PENDING_VIEWS = 10_000;
const DROP_LOG_INTERVAL_MS = 60_000;

/** Who viewed: the visitor (api/http/client-cookie visitorKey) and the address. */
export interface Viewer {
  visitor: string;
  ip: string;
}

interface PendingView extends Viewer {
  schoolId: number;
}

/**
 * Page views (SPEC §7 POST /api/schools/{id}/view): one Redis increment per
 * visit, rolled into PostgreSQL by the worker. Fire and forget: the request
 * only checks that the school exists and puts the view in a bounded queue,
 * which this process drains into Redis one view at a time. Loss-tolerant: a
 * full queue, a Redis failure or a visitor over the per-minute limit drops
 * the view, never the page.
 */
export class ViewsService {
  private readonly perVisitor: Throttle;
  private readonly perIp: Throttle;
  private readonly queue: PendingView[] = [];
  private draining: Promise<void> | undefined;
  private dropped = 0;
  private lastDropLog = 0;

  constructor(
    private readonly sql: Sql,
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger?: Pick<Logger, 'warn'>,
  ) {
    this.perVisitor = new Throttle(redis, `${prefix}:rl:view`, {
      points: VIEWS_PER_MINUTE,
      windowSeconds: 60,
      blockSeconds: 60,
    });
    this.perIp = new Throttle(redis, `${prefix}:rl:view-ip`, {
      points: VIEWS_PER_IP_PER_MINUTE,
      windowSeconds: 60,
      blockSeconds: 60,
    });
  }

  /** 404 for an unknown school; otherwise queues the view. @returns false when it was dropped */
  async record(schoolId: number, viewer: Viewer): Promise<boolean> {
    if (!(await schoolExists(this.sql, schoolId))) throw notFound(SCHOOL_NOT_FOUND);
    if (this.queue.length >= MAX_PENDING_VIEWS) {
      this.drop(1, 'queue full');
      return false;
    }
    this.queue.push({ schoolId, ...viewer });
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
    });
    return true;
  }

  private async drain(): Promise<void> {
    for (let view = this.queue.shift(); view; view = this.queue.shift()) {
      if (redisIsDown(this.redis)) {
        // no waiting for Redis: what is queued now is dropped
        this.drop(this.queue.length + 1, 'Redis unavailable');
        this.queue.length = 0;
        return;
      }
      try {
        await this.count(view);
      } catch (error) {
        this.drop(1, error instanceof Error ? error.message : String(error));
      }
    }
  }

  private async count({ schoolId, visitor, ip }: PendingView): Promise<void> {
    if ((await this.perIp.hit(ip)) > 0 || (await this.perVisitor.hit(visitor)) > 0) return;
    const first = await this.redis.set(
      `${this.prefix}:view-seen:${schoolId}:${visitor}`,
      '1',
      'EX',
      SAME_VISIT_SECONDS,
      'NX',
    );
    if (first === 'OK') await recordView(this.redis, this.prefix, schoolId);
  }

  /** Counts dropped views and says so at most once a minute. */
  private drop(count: number, reason: string): void {
    this.dropped += count;
    const now = Date.now();
    if (now - this.lastDropLog < DROP_LOG_INTERVAL_MS) return;
    this.lastDropLog = now;
    this.logger?.warn({ dropped: this.dropped, reason }, 'page views not counted');
    this.dropped = 0;
  }
}

import type { Sql } from '@db/client';
import {
  areaScopesOfClasses,
  ruleClassOf,
  schoolIdsOfClasses,
  type RuleClass,
} from '@db/queries/fee-rules';
import { bumpPageScopes } from '@db/queries/rendered-pages';
import { storedSchoolImages } from '@db/queries/share-images';
import { renderSchoolImage } from '../share/images';
import type { EventJobData, Handler, HandlerContext } from './context';
import { reindexSchools } from './reindex-school';

/** Schools per step of a bulk update: one set-based load and one index write each. */
const RULE_BATCH = 2000;

type RuleEvent = EventJobData<'fee_rules.changed'>;

/** The classes of schools a change touches: those the rule covers now and covered before. */
async function classesOf(sql: Sql, data: RuleEvent): Promise<RuleClass[]> {
  const now = await ruleClassOf(sql, data.payload.ruleId);
  return [now, data.payload.before].filter((rule): rule is RuleClass => rule !== null);
}

/** Where a retried job resumes: the last school id it finished (kept a day). */
const resumeKey = (ctx: HandlerContext, data: RuleEvent, step: string) =>
  `${ctx.config.REDIS_PREFIX}:rule-progress:${data.outboxId}:${step}`;

/**
 * Walks the schools of `classes` in id order, `RULE_BATCH` at a time, and
 * runs `step` on each batch. A retried job (a crash, a deploy) resumes after
 * the last finished batch instead of starting again.
 */
async function eachBatch(
  ctx: HandlerContext,
  data: RuleEvent,
  name: string,
  classes: readonly RuleClass[],
  step: (ids: number[]) => Promise<void>,
): Promise<number> {
  const key = resumeKey(ctx, data, name);
  let after = Number(await ctx.redis.get(key)) || 0;
  let done = 0;
  for (;;) {
    const ids = await schoolIdsOfClasses(ctx.sql, classes, after, RULE_BATCH);
    if (ids.length === 0) break;
    await step(ids);
    after = ids[ids.length - 1]!;
    done += ids.length;
    await ctx.redis.set(key, String(after), 'EX', 24 * 3600);
    void ctx.job.updateProgress({ after, done });
  }
  await ctx.redis.del(key);
  return done;
}

/** Bumps the pages of every area the classes reach (the api renders them again). */
async function invalidateAreas(
  ctx: HandlerContext,
  classes: readonly RuleClass[],
): Promise<number> {
  const scopes = await areaScopesOfClasses(ctx.sql, classes);
  await bumpPageScopes(ctx.sql, scopes);
  return scopes.length;
}

/**
 * fee_rules.changed: every school the rule covers now or covered before gets
 * its search document again (its fee facts, cost sort, SPP filter and cards),
 * in batches of set-based reads and bulk index writes, never one job per
 * school; then the stored pages of their areas are made stale.
 */
export const reindexRuleSchoolsHandler: Handler<RuleEvent> = {
  queue: 'fee-rules',
  async run(data, ctx) {
    const started = performance.now();
    const classes = await classesOf(ctx.sql, data);
    // pages read a school's facts from PostgreSQL: stale from the change itself
    await invalidateAreas(ctx, classes);
    const schools = await eachBatch(ctx, data, 'index', classes, async (ids) => {
      await reindexSchools(ctx, ids);
    });
    // listings read the index: stale again now that it holds the new facts
    const scopes = await invalidateAreas(ctx, classes);
    const ms = Math.round(performance.now() - started);
    ctx.logger.info({ ruleId: data.payload.ruleId, schools, scopes, ms }, 'fee rule applied');
    return { schools, scopes, ms };
  },
};

/** fee_rules.changed: the stored share cards of the schools it covers, rendered again when they differ. */
export const renderRuleShareImagesHandler: Handler<RuleEvent> = {
  queue: 'share-images',
  async run(data, ctx) {
    const classes = await classesOf(ctx.sql, data);
    let rendered = 0;
    await eachBatch(ctx, data, 'share', classes, async (ids) => {
      for (const id of await storedSchoolImages(ctx.sql, ids)) {
        if ((await renderSchoolImage(ctx, id)) === 'rendered') rendered++;
      }
    });
    return { rendered };
  },
};

import { Router } from 'express';
import type { Db } from '@db/client';
import type { AppDeps } from '../../deps';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ID = /^[1-9][0-9]{0,15}$/;

/** The survivor's slug when `ref` (a slug or an id) names a merged record; else undefined. */
async function survivorSlug(db: Db, ref: string): Promise<string | undefined> {
  const ref_ = ref.toLowerCase();
  if (!SLUG.test(ref_) || ref_.length > 200) return undefined;
  const byId = ID.test(ref_) && Number.isSafeInteger(Number(ref_));
  const [row] = await db<{ slug: string }[]>`
    WITH RECURSIVE chain AS (
      SELECT id, merged_into_id, 0 AS depth FROM schools
      WHERE merged_into_id IS NOT NULL
        AND (slug = ${ref_} ${byId ? db`OR id = ${ref_}` : db``})
      UNION ALL
      SELECT s.id, s.merged_into_id, chain.depth + 1
      FROM schools s JOIN chain ON s.id = chain.merged_into_id
      WHERE chain.depth < 10
    )
    SELECT s.slug FROM chain JOIN schools s ON s.id = chain.id
    WHERE chain.merged_into_id IS NULL LIMIT 1`;
  return row?.slug;
}

/**
 * A merged record's addresses lead to its survivor (issue 23): the page
 * /school/{old} and GET /api/schools/slug/{old} answer 301 with the
 * survivor's. Mounted before the school routes and the web app.
 */
export function mergedSchoolRedirects({ sql }: AppDeps): Router {
  const router = Router();
  router.get('/api/schools/slug/:slug', async (req, res, next) => {
    const slug = await survivorSlug(sql, req.params.slug);
    if (!slug) return next();
    res.set('Cache-Control', 'public, max-age=300');
    res.redirect(301, `/api/schools/slug/${slug}`);
  });
  router.get('/school/:slug', async (req, res, next) => {
    const slug = await survivorSlug(sql, req.params.slug);
    if (!slug) return next();
    res.set('Cache-Control', 'public, max-age=300');
    res.redirect(301, `/school/${slug}`);
  });
  return router;
}

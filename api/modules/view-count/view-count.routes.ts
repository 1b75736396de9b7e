import { Router } from 'express';
import { schoolIdParamsSchema } from '@core/contracts/school-queries';
import type { ViewCount } from '@core/contracts/view-count';
import { schoolViewCount } from '@db/queries/view-count';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { notFound } from '../../http/errors';
import { validParams } from '../../http/validate';
import { SCHOOL_NOT_FOUND } from '@core/messages';
import { assertManagesSchool } from '../cost-admin/cost-admin.service';

/**
 * SPEC §7 GET /api/schools/{id}/view-count: admin roles only. Reads the total
 * the worker rolls up from the page-view counters (minutes behind at most).
 * A school admin reads the schools they manage only (403 for others), like
 * every other admin read of a school (docs/authorization.md).
 */
export function viewCountRoutes({ sql }: AppDeps): Router {
  const router = Router();

  router.get('/api/schools/:id/view-count', requireAdmin, async (req, res) => {
    const { id } = validParams(req, schoolIdParamsSchema);
    await assertManagesSchool(sql, req.user!, id);
    const count = await schoolViewCount(sql, id);
    if (count === undefined) throw notFound(SCHOOL_NOT_FOUND);
    privateNoStore(res);
    res.json({ count } satisfies ViewCount);
  });

  return router;
}

import { Router } from 'express';
import { costItemsQuerySchema, schoolIdParamsSchema } from '@core/contracts/school-queries';
import { noCache } from '../../http/cache-control';
import { validParams, validQuery } from '../../http/validate';
import type { AppDeps } from '../../deps';
import { CostItemsService } from './cost-items.service';

export function costItemRoutes({ sql }: AppDeps): Router {
  const costItems = new CostItemsService(sql);
  const router = Router();

  router.get('/api/schools/:id/cost-items', async (req, res) => {
    const { id } = validParams(req, schoolIdParamsSchema);
    const { academicYearId } = validQuery(req, costItemsQuerySchema);
    const items = await costItems.forSchool(id, academicYearId);
    // admins edit these and look again at once
    noCache(res);
    res.json(items);
  });

  return router;
}

import { Router } from 'express';
import { schoolListQuerySchema } from '@core/contracts/school-queries';
import { schoolMapAreaSchema } from '@core/contracts/school-map';
import { publicCache } from '../../http/cache-control';
import { validQuery } from '../../http/validate';
import type { ModuleDeps } from '../../deps';
import { SchoolMapService } from './school-map.service';

/**
 * GET /api/schools/map?west&south&east&north&zoom plus the listing's filters:
 * `{total, clusters, schools}` of every matching school in the area.
 */
export function schoolMapRoutes(deps: ModuleDeps): Router {
  const service = new SchoolMapService(deps.search, deps.regions, deps.sql);
  const router = Router();
  router.get('/api/schools/map', async (req, res) => {
    const area = validQuery(req, schoolMapAreaSchema);
    const query = validQuery(req, schoolListQuerySchema);
    const result = await service.map(query, area);
    publicCache(res, 30);
    res.json(result);
  });
  return router;
}

import { Router } from 'express';
import { cityParamsSchema } from '@core/contracts/regions';
import { publicCache } from '../../http/cache-control';
import { validParams } from '../../http/validate';
import type { ModuleDeps } from '../../deps';
import { DistrictsService } from './districts.service';

export function districtRoutes(deps: ModuleDeps): Router {
  const districts = new DistrictsService(deps.sql, deps.regions);
  const router = Router();

  router.get('/api/cities/:id/districts', async (req, res) => {
    const { id } = validParams(req, cityParamsSchema);
    const list = await districts.ofCity(id);
    publicCache(res, 300);
    res.json(list);
  });

  return router;
}

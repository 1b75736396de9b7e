import { Router } from 'express';
import {
  locationQuerySchema,
  provinceParamsSchema,
  topCitiesQuerySchema,
} from '@core/contracts/regions';
import { publicCache } from '../../http/cache-control';
import { validParams, validQuery } from '../../http/validate';
import type { ModuleDeps } from '../../deps';
import { RegionsService } from './regions.service';

export function regionRoutes(deps: ModuleDeps): Router {
  const regions = new RegionsService(deps.regions);
  const router = Router();

  router.get('/api/provinces', async (_req, res) => {
    publicCache(res, 300);
    res.json(await regions.provinces());
  });

  router.get('/api/provinces/:id/cities', async (req, res) => {
    const { id } = validParams(req, provinceParamsSchema);
    const cities = await regions.citiesOf(id);
    publicCache(res, 300);
    res.json(cities);
  });

  router.get('/api/cities/top', async (req, res) => {
    const query = validQuery(req, topCitiesQuerySchema);
    const cities = await regions.topCities(query);
    publicCache(res, 60);
    res.json(cities);
  });

  router.get('/api/locations/resolve', async (req, res) => {
    const query = validQuery(req, locationQuerySchema);
    const location = await regions.resolve(query);
    publicCache(res, 300);
    res.json(location);
  });

  return router;
}

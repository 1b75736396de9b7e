import { Router } from 'express';
import {
  comparisonQuerySchema,
  schoolListQuerySchema,
  slugParamsSchema,
} from '@core/contracts/school-queries';
import { noCache, privateNoStore, publicCache } from '../../http/cache-control';
import { validParams, validQuery } from '../../http/validate';
import type { ModuleDeps } from '../../deps';
import { SchoolDetailService } from './detail.service';
import { ListingService } from './listing.service';
import { PickedComparisonService } from './picked.service';

export function schoolRoutes(deps: ModuleDeps): Router {
  const listing = new ListingService(deps.search, deps.regions, deps.sql);
  const detail = new SchoolDetailService(deps.sql);
  const picked = new PickedComparisonService(deps.sql);
  const router = Router();

  router.get('/api/schools', async (req, res) => {
    const query = validQuery(req, schoolListQuerySchema);
    const result = await listing.list(query);
    publicCache(res, 30);
    res.json(result);
  });

  // declared before /api/schools/:id/... routes elsewhere so 'comparison' is never an id
  router.get('/api/schools/comparison', async (req, res) => {
    const query = validQuery(req, comparisonQuerySchema);
    const signedIn = req.user !== undefined;
    const result = query.ids
      ? await picked.compare(query.ids, signedIn)
      : await listing.comparison(query, signedIn);
    // the row limit depends on who asks: never in a shared cache
    privateNoStore(res);
    res.json(result);
  });

  router.get('/api/schools/recent', async (_req, res) => {
    const schools = await listing.recent();
    publicCache(res, 60);
    res.json(schools);
  });

  router.get('/api/schools/slug/:slug', async (req, res) => {
    const { slug } = validParams(req, slugParamsSchema);
    const school = await detail.bySlugOrId(slug);
    noCache(res);
    res.json(school);
  });

  return router;
}

import { Router } from 'express';
import { areaBenchmarksQuerySchema, schoolInsightParamsSchema } from '@core/contracts/insights';
import { noCache, publicCache } from '../../http/cache-control';
import { validParams, validQuery } from '../../http/validate';
import type { ModuleDeps } from '../../deps';
import { AreaBenchmarksService } from './area-benchmarks.service';
import { FeeInsightsService } from './fee-insights.service';

/** Issue 10: the whole cost, fee history, benchmarks, affordability and school facts. */
export function feeInsightRoutes({ sql, regions }: ModuleDeps): Router {
  const insights = new FeeInsightsService(sql);
  const areas = new AreaBenchmarksService(sql, regions);
  const router = Router();

  router.get('/api/schools/:id/fee-insights', async (req, res) => {
    const { id } = validParams(req, schoolInsightParamsSchema);
    const result = await insights.forSchool(id);
    // follows the school's cost items, which admins edit and look at again at once
    noCache(res);
    res.json(result);
  });

  router.get('/api/schools/:id/facts', async (req, res) => {
    const { id } = validParams(req, schoolInsightParamsSchema);
    const facts = await insights.facts(id);
    publicCache(res, 300);
    res.json(facts);
  });

  router.get('/api/benchmarks', async (req, res) => {
    const query = validQuery(req, areaBenchmarksQuerySchema);
    const result = await areas.forCity(query);
    publicCache(res, 60);
    res.json(result);
  });

  return router;
}

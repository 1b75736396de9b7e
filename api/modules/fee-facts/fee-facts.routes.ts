import { Router } from 'express';
import { feeFactsParamsSchema, feeFactsQuerySchema } from '@core/contracts/fee-facts';
import { noCache } from '../../http/cache-control';
import { validParams, validQuery } from '../../http/validate';
import type { AppDeps } from '../../deps';
import { FeeFactsService } from './fee-facts.service';

/**
 * GET /api/schools/{id}/fee-facts: the school page's fee table, and
 * GET /api/schools/{id}/fee-rules: the rules that apply to a school (issue 20).
 */
export function feeFactRoutes({ sql }: AppDeps): Router {
  const service = new FeeFactsService(sql);
  const router = Router();

  router.get('/api/schools/:id/fee-facts', async (req, res) => {
    const { id } = validParams(req, feeFactsParamsSchema);
    const { academicYearId } = validQuery(req, feeFactsQuerySchema);
    const facts = await service.forSchool(id, academicYearId);
    // admins edit fees and rules and look again at once, like the cost items
    noCache(res);
    res.json(facts);
  });

  router.get('/api/schools/:id/fee-rules', async (req, res) => {
    const { id } = validParams(req, feeFactsParamsSchema);
    const rules = await service.rulesOf(id);
    noCache(res);
    res.json(rules);
  });

  return router;
}

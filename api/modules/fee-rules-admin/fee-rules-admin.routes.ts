import { Router } from 'express';
import { feeRuleIdParamsSchema, feeRuleInputSchema } from '@core/contracts/fee-rules';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { validBody, validParams } from '../../http/validate';
import { FeeRulesAdminService } from './fee-rules-admin.service';

/** Site admins manage fee rules (issue 20): list, add, edit, retire, restore. */
export function feeRulesAdminRoutes({ sql }: AppDeps): Router {
  const service = new FeeRulesAdminService(sql);
  const router = Router();

  router.get('/api/admin/fee-rules', requireSiteAdmin, async (_req, res) => {
    privateNoStore(res);
    res.json(await service.list());
  });

  router.post('/api/admin/fee-rules', requireSiteAdmin, async (req, res) => {
    const input = validBody(req, feeRuleInputSchema);
    privateNoStore(res);
    res.status(201).json(await service.create(req.user!.id, input));
  });

  router.put('/api/admin/fee-rules/:id', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, feeRuleIdParamsSchema);
    const input = validBody(req, feeRuleInputSchema);
    privateNoStore(res);
    res.json(await service.update(req.user!.id, id, input));
  });

  router.post('/api/admin/fee-rules/:id/retire', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, feeRuleIdParamsSchema);
    privateNoStore(res);
    res.json(await service.setRetired(req.user!.id, id, true));
  });

  router.post('/api/admin/fee-rules/:id/restore', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, feeRuleIdParamsSchema);
    privateNoStore(res);
    res.json(await service.setRetired(req.user!.id, id, false));
  });

  return router;
}

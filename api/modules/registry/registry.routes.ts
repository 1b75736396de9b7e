import { Router } from 'express';
import {
  mergeInputSchema,
  registryInputSchema,
  registryParams,
  retireInputSchema,
} from '@core/contracts/registry';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { validBody, validParams } from '../../http/validate';
import { RegistryService } from './registry.service';

/** Site admins fix the registry (issue 23): edit, merge, retire, restore. */
export function registryRoutes({ sql }: AppDeps): Router {
  const service = new RegistryService(sql);
  const router = Router();

  router.get('/api/admin/schools/:id/registry', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, registryParams);
    const record = await service.get(id);
    privateNoStore(res);
    res.json(record);
  });

  router.put('/api/admin/schools/:id/registry', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, registryParams);
    const input = validBody(req, registryInputSchema);
    const record = await service.update(req.user!.id, id, input);
    privateNoStore(res);
    res.json(record);
  });

  router.post('/api/admin/schools/:id/merge', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, registryParams);
    const { targetId } = validBody(req, mergeInputSchema);
    const result = await service.merge(req.user!.id, id, targetId);
    privateNoStore(res);
    res.json(result);
  });

  router.post('/api/admin/schools/:id/retire', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, registryParams);
    const { reason } = validBody(req, retireInputSchema);
    const record = await service.retire(req.user!.id, id, reason);
    privateNoStore(res);
    res.json(record);
  });

  router.post('/api/admin/schools/:id/restore', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, registryParams);
    const record = await service.restore(req.user!.id, id);
    privateNoStore(res);
    res.json(record);
  });

  return router;
}

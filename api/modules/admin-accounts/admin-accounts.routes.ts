import { Router } from 'express';
import { adminAccountListQuerySchema, approveAccountSchema } from '@core/contracts/auth';
import { idParam } from '@core/contracts/common';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin } from '../../http/auth';
import { validBody, validParams, validQuery } from '../../http/validate';
import { AdminAccountsService } from './admin-accounts.service';

const params = z.object({ id: idParam });

/** Site admins review admin registrations (pending -> active | rejected). */
export function adminAccountRoutes({ sql }: AppDeps): Router {
  const service = new AdminAccountsService(sql);
  const router = Router();

  router.get('/api/admin/accounts', requireSiteAdmin, async (req, res) => {
    const { status } = validQuery(req, adminAccountListQuerySchema);
    res.set('Cache-Control', 'no-store').json(await service.list(status));
  });

  router.post('/api/admin/accounts/:id/approve', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, params);
    const { role } = validBody(req, approveAccountSchema);
    res.json(await service.approve(req.user!.id, id, role));
  });

  router.post('/api/admin/accounts/:id/reject', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, params);
    res.json(await service.reject(req.user!.id, id));
  });

  return router;
}

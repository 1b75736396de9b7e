import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { AdminOverviewService } from './admin-overview.service';

/** GET /api/admin/overview: site admins only. */
export function adminOverviewRoutes({ sql }: AppDeps): Router {
  const service = new AdminOverviewService(sql);
  const router = Router();

  router.get('/api/admin/overview', requireSiteAdmin, async (_req, res) => {
    const overview = await service.overview();
    privateNoStore(res);
    res.json(overview);
  });

  return router;
}

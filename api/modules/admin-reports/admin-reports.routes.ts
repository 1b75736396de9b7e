import { Router } from 'express';
import { adminReportsQuerySchema, reportIdParamsSchema } from '@core/contracts/admin-reports';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { validParams, validQuery } from '../../http/validate';
import { AdminReportsService } from './admin-reports.service';

/** The 'Laporan' tab: site admins read reports and mark them resolved. */
export function adminReportRoutes({ sql }: AppDeps): Router {
  const service = new AdminReportsService(sql);
  const router = Router();

  router.get('/api/admin/reports', requireSiteAdmin, async (req, res) => {
    const query = validQuery(req, adminReportsQuerySchema);
    const list = await service.list(query);
    privateNoStore(res);
    res.json(list);
  });

  router.post('/api/admin/reports/:id/resolve', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, reportIdParamsSchema);
    const report = await service.resolve(req.user!.id, id);
    privateNoStore(res);
    res.json(report);
  });

  return router;
}

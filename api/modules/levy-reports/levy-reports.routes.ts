import { Router } from 'express';
import {
  adminLevyReportsQuerySchema,
  levyReportIdParamsSchema,
  levyReportInputSchema,
} from '@core/contracts/levy-reports';
import { schoolIdParamsSchema } from '@core/contracts/school-queries';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { rateLimit, type ThrottleRule } from '../../http/rate-limit';
import { validBody, validParams, validQuery } from '../../http/validate';
import { LevyReportsService } from './levy-reports.service';

/** Per IP, like 'Laporkan Data': enough for a parent, too few for a spam run. */
const LEVY_REPORT_RATE_LIMIT: ThrottleRule = {
  points: 5,
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
};

/**
 * POST /api/schools/{id}/levy-reports ('Sekolah memungut biaya yang dilarang
 * aturan', anyone), GET /api/admin/levy-reports and
 * POST /api/admin/levy-reports/{id}/resolve (site admins). Issue 20 item 7.
 */
export function levyReportRoutes({ sql, redis, config }: AppDeps): Router {
  const service = new LevyReportsService(sql);
  const router = Router();

  router.post(
    '/api/schools/:id/levy-reports',
    rateLimit(redis, config.REDIS_PREFIX, { name: 'levy-reports', ...LEVY_REPORT_RATE_LIMIT }),
    async (req, res) => {
      const { id } = validParams(req, schoolIdParamsSchema);
      const report = validBody(req, levyReportInputSchema);
      const created = await service.create(id, req.user?.id ?? null, report);
      privateNoStore(res);
      res.status(201).json(created);
    },
  );

  router.get('/api/admin/levy-reports', requireSiteAdmin, async (req, res) => {
    const query = validQuery(req, adminLevyReportsQuerySchema);
    const list = await service.list(query);
    privateNoStore(res);
    res.json(list);
  });

  router.post('/api/admin/levy-reports/:id/resolve', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, levyReportIdParamsSchema);
    const report = await service.resolve(req.user!.id, id);
    privateNoStore(res);
    res.json(report);
  });

  return router;
}

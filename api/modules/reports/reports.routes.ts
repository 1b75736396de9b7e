import { Router } from 'express';
import { reportInputSchema } from '@core/contracts/reports';
import { schoolIdParamsSchema } from '@core/contracts/school-queries';
import type { AppDeps } from '../../deps';
import { privateNoStore } from '../../http/cache-control';
import { rateLimit, type ThrottleRule } from '../../http/rate-limit';
import { validBody, validParams } from '../../http/validate';
import { ReportsService } from './reports.service';

/** Per IP: enough for a parent reporting a few schools, too few for a spam run. */
const REPORT_RATE_LIMIT: ThrottleRule = {
  points: 5,
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
};

export function reportRoutes({ sql, redis, config }: AppDeps): Router {
  const service = new ReportsService(sql);
  const router = Router();

  router.post(
    '/api/schools/:id/reports',
    rateLimit(redis, config.REDIS_PREFIX, { name: 'reports', ...REPORT_RATE_LIMIT }),
    async (req, res) => {
      const { id } = validParams(req, schoolIdParamsSchema);
      const report = validBody(req, reportInputSchema);
      const created = await service.create(id, req.user?.id ?? null, report);
      privateNoStore(res);
      res.status(201).json(created);
    },
  );

  return router;
}

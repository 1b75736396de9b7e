import { Router } from 'express';
import {
  completeRequestSchema,
  requestIdParamsSchema,
  schoolRequestInputSchema,
} from '@core/contracts/school-requests';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin, requireUser } from '../../http/auth';
import { noCache, privateNoStore } from '../../http/cache-control';
import { rateLimit, type ThrottleRule } from '../../http/rate-limit';
import { validBody, validParams } from '../../http/validate';
import { SchoolRequestsService } from './school-requests.service';

/**
 * Per user: a parent requests a handful of schools at once (one call per
 * block of the form), a script cannot fill the list.
 */
export const REQUEST_RATE_LIMIT: ThrottleRule = {
  points: 20,
  windowSeconds: 60 * 60,
  blockSeconds: 60 * 60,
};

/** SPEC §7 school requests: public list, signed-in requests, site admins complete. */
export function schoolRequestRoutes({ sql, redis, config }: AppDeps): Router {
  const service = new SchoolRequestsService(sql);
  const router = Router();

  router.get('/api/school-requests', async (_req, res) => {
    const requests = await service.list();
    // admins complete requests and look again at once
    noCache(res);
    res.json(requests);
  });

  router.post(
    '/api/school-requests',
    requireUser,
    rateLimit(redis, config.REDIS_PREFIX, {
      name: 'school-requests',
      keyBy: 'user-or-ip',
      ...REQUEST_RATE_LIMIT,
    }),
    async (req, res) => {
      const input = validBody(req, schoolRequestInputSchema);
      const created = await service.create(req.user!.id, input);
      privateNoStore(res);
      res.status(201).json(created);
    },
  );

  router.patch('/api/school-requests/:id/complete', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, requestIdParamsSchema);
    const input = validBody(req, completeRequestSchema);
    const completed = await service.complete(id, input, req.user!.id);
    privateNoStore(res);
    res.json(completed);
  });

  return router;
}

import { Router } from 'express';
import { contributePrefillQuerySchema } from '@core/contracts/my-contributions';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { validQuery } from '../../http/validate';
import { MyContributionsService } from './my-contributions.service';

/** The signed-in user's own contributions and requests, and the contribute prefill. */
export function myContributionRoutes({ sql }: AppDeps): Router {
  const service = new MyContributionsService(sql);
  const router = Router();

  router.get('/api/me/submissions', requireUser, async (req, res) => {
    const list = await service.submissions(req.user!.id);
    privateNoStore(res);
    res.json(list);
  });

  router.get('/api/me/school-requests', requireUser, async (req, res) => {
    const list = await service.requestsOf(req.user!.id);
    privateNoStore(res);
    res.json(list);
  });

  router.get('/api/contribute/prefill', requireUser, async (req, res) => {
    const query = validQuery(req, contributePrefillQuerySchema);
    const prefill = await service.prefill(req.user!.id, query);
    privateNoStore(res);
    res.json(prefill);
  });

  return router;
}

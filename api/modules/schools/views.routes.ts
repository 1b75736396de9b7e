import { Router } from 'express';
import { schoolIdParamsSchema } from '@core/contracts/school-queries';
import { ClientCookies, visitorKey } from '../../http/client-cookie';
import { validParams } from '../../http/validate';
import type { AppDeps } from '../../deps';
import { sessionSecret } from '../auth/auth.config';
import { ViewsService } from './views.service';

export function viewRoutes({ sql, redis, config, logger }: AppDeps): Router {
  const views = new ViewsService(sql, redis, config.REDIS_PREFIX, logger);
  const cookies = new ClientCookies(sessionSecret(config), config.NODE_ENV === 'production');
  const router = Router();

  // 204 at once: the count happens after the answer (best effort, see ViewsService)
  router.post('/api/schools/:id/view', async (req, res) => {
    const { id } = validParams(req, schoolIdParamsSchema);
    await views.record(id, { visitor: visitorKey(req, cookies), ip: req.ip ?? 'unknown' });
    res.set('Cache-Control', 'no-store').status(204).end();
  });

  return router;
}

import { Router } from 'express';
import { schoolIdParamsSchema } from '@core/contracts/schools';
import { HttpError } from '../../http/errors';
import { validParams } from '../../http/validate';
import type { ViewsService } from './views.service';

export function viewRoutes(views: ViewsService): Router {
  const router = Router();

  router.post('/api/schools/:id/view', async (req, res) => {
    const { id } = validParams(req, schoolIdParamsSchema);
    try {
      await views.record(id, req.ip ?? 'unknown');
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // counting is best effort: the visitor's page must not notice
      req.log.warn({ err: error, schoolId: id }, 'page view not counted');
    }
    res.set('Cache-Control', 'no-store').status(204).end();
  });

  return router;
}

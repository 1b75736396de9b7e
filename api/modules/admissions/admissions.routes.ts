import { Router } from 'express';
import { admissionInputSchema, admissionYearParams } from '@core/contracts/admission-input';
import { schoolIdParams } from '@core/contracts/school-profile';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { validBody, validParams } from '../../http/validate';
import { AdmissionsService } from './admissions.service';

/**
 * Admissions facts per academic year (issue 23): school admins for their
 * schools, site admins for any. The public reads them in the school detail.
 */
export function admissionRoutes({ sql }: AppDeps): Router {
  const service = new AdmissionsService(sql);
  const router = Router();

  router.get('/api/schools/:id/admissions', requireAdmin, async (req, res) => {
    const { id } = validParams(req, schoolIdParams);
    const list = await service.list(req.user!, id);
    privateNoStore(res);
    res.json(list);
  });

  router.put('/api/schools/:id/admissions', requireAdmin, async (req, res) => {
    const { id } = validParams(req, schoolIdParams);
    const input = validBody(req, admissionInputSchema);
    const admission = await service.publish(req.user!, id, input);
    privateNoStore(res);
    res.json(admission);
  });

  router.delete('/api/schools/:id/admissions/:year', requireAdmin, async (req, res) => {
    const { id, year } = validParams(req, admissionYearParams);
    await service.remove(req.user!, id, year);
    privateNoStore(res);
    res.status(204).end();
  });

  return router;
}

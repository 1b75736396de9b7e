import { Router } from 'express';
import {
  assignSchoolSchema,
  schoolAdminParamsSchema,
  schoolAdminSchoolParamsSchema,
} from '@core/contracts/school-admins';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { validBody, validParams } from '../../http/validate';
import { SchoolAdminsService } from './school-admins.service';

/** Assigning schools to school admins: site admins only (issue 8). */
export function schoolAdminRoutes({ sql }: AppDeps): Router {
  const service = new SchoolAdminsService(sql);
  const router = Router();

  router.get('/api/admin/school-admins', requireSiteAdmin, async (_req, res) => {
    const list = await service.list();
    privateNoStore(res);
    res.json(list);
  });

  router.post('/api/admin/school-admins/:id/schools', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, schoolAdminParamsSchema);
    const { schoolId } = validBody(req, assignSchoolSchema);
    const admin = await service.assign(req.user!.id, id, schoolId);
    privateNoStore(res);
    res.json(admin);
  });

  router.delete(
    '/api/admin/school-admins/:id/schools/:schoolId',
    requireSiteAdmin,
    async (req, res) => {
      const { id, schoolId } = validParams(req, schoolAdminSchoolParamsSchema);
      const admin = await service.unassign(req.user!.id, id, schoolId);
      privateNoStore(res);
      res.json(admin);
    },
  );

  return router;
}

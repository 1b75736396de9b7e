import { Router } from 'express';
import { newSchoolSchema } from '@core/contracts/new-school';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { validBody } from '../../http/validate';
import { SchoolWriteService } from './school-write.service';

/**
 * Schools that are not in the registry (issue 8): site admins create them;
 * the form picks the kecamatan from GET /api/cities/{id}/districts (modules/districts).
 */
export function schoolsAdminRoutes({ sql }: AppDeps): Router {
  const schools = new SchoolWriteService(sql);
  const router = Router();

  router.post('/api/admin/schools', requireSiteAdmin, async (req, res) => {
    const input = validBody(req, newSchoolSchema);
    const school = await schools.create(req.user!.id, input);
    privateNoStore(res);
    res.status(201).json(school);
  });

  return router;
}

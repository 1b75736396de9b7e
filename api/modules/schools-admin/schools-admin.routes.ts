import { Router } from 'express';
import { cityParamsSchema } from '@core/contracts/regions';
import { newSchoolSchema } from '@core/contracts/new-school';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin } from '../../http/auth';
import { publicCache, privateNoStore } from '../../http/cache-control';
import { validBody, validParams } from '../../http/validate';
import { DistrictsService } from './districts.service';
import { SchoolWriteService } from './school-write.service';

/**
 * Schools that are not in the registry (issue 8): site admins create them;
 * the form picks the kecamatan from GET /api/cities/{cityId}/districts.
 */
export function schoolsAdminRoutes({ sql }: AppDeps): Router {
  const schools = new SchoolWriteService(sql);
  const districts = new DistrictsService(sql);
  const router = Router();

  router.post('/api/admin/schools', requireSiteAdmin, async (req, res) => {
    const input = validBody(req, newSchoolSchema);
    const school = await schools.create(req.user!.id, input);
    privateNoStore(res);
    res.status(201).json(school);
  });

  router.get('/api/cities/:cityId/districts', async (req, res) => {
    const { cityId } = validParams(req, cityParamsSchema);
    const list = await districts.ofCity(cityId);
    publicCache(res, 300);
    res.json(list);
  });

  return router;
}

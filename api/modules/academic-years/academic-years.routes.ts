import { Router } from 'express';
import { listAcademicYears } from '@db/queries/academic-years';
import type { ModuleDeps } from '../../deps';
import { isAdminRole } from '@core/contracts/auth';
import { privateNoStore, publicCache } from '../../http/cache-control';

/**
 * GET /api/academic-years. Admins, who add years, read the table itself and
 * are never answered from a cache; everyone else gets the in-process copy
 * (cleared when the catalog adds a year) with five minutes of public caching.
 */
export function academicYearRoutes({ sql, academicYears: years }: ModuleDeps): Router {
  const router = Router();

  router.get('/api/academic-years', async (req, res) => {
    if (isAdminRole(req.user?.role)) {
      const fresh = await listAcademicYears(sql);
      privateNoStore(res);
      res.json(fresh);
      return;
    }
    const list = await years.get();
    publicCache(res, 300);
    res.json(list);
  });
  return router;
}

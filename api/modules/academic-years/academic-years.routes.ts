import { Router } from 'express';
import type { AcademicYear } from '@core/contracts/schools';
import type { Sql } from '@db/client';
import { listAcademicYears } from '@db/queries/academic-years';
import { cached } from '../../http/cached';
import { isAdminRole } from '@core/contracts/auth';
import { privateNoStore, publicCache } from '../../http/cache-control';

/**
 * GET /api/academic-years. Admins, who add years, read the table itself and
 * are never answered from a cache; everyone else gets the in-process copy
 * (cleared when a year is added here) with five minutes of public caching.
 */
export function academicYearRoutes(sql: Sql): Router & { yearsChanged(): void } {
  const router = Router();
  // a handful of rows that change once a year
  const years = cached<AcademicYear[]>(() => listAcademicYears(sql), 60_000);

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
  return Object.assign(router, { yearsChanged: () => years.clear() });
}

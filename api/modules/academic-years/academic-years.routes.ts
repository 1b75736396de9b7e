import { Router } from 'express';
import type { AcademicYear } from '@core/contracts/schools';
import type { Sql } from '@db/client';
import { listAcademicYears } from '@db/queries/academic-years';
import { cached } from '../../http/cached';
import { publicCache } from '../../http/cache-control';

export function academicYearRoutes(sql: Sql): Router {
  const router = Router();
  // a handful of rows that change once a year
  const years = cached<AcademicYear[]>(() => listAcademicYears(sql), 60_000);

  router.get('/api/academic-years', async (_req, res) => {
    const list = await years.get();
    publicCache(res, 300);
    res.json(list);
  });
  return router;
}

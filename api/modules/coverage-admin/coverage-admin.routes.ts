import { Router } from 'express';
import { coverageGapsQuerySchema, type CoverageGaps } from '@core/contracts/coverage';
import { averageStudentsByLevel, coverageGaps } from '@db/queries/coverage';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { validQuery } from '../../http/validate';

/** Rows the view shows: the cities and levels where contributions would inform most parents. */
const GAP_ROWS = 100;

/**
 * GET /api/admin/fee-coverage (issue 20 item 6): where schools most lack fees
 * of their own, by city and level, weighted by their students where the
 * registry knows them (the level's average elsewhere), to direct contributions.
 */
export function coverageAdminRoutes({ sql }: AppDeps): Router {
  const router = Router();
  router.get('/api/admin/fee-coverage', requireSiteAdmin, async (req, res) => {
    const { level } = validQuery(req, coverageGapsQuerySchema);
    const [gaps, averages] = await Promise.all([coverageGaps(sql), averageStudentsByLevel(sql)]);
    const rows = gaps
      .filter((gap) => gap.lacking > 0 && (!level || gap.educationLevel === level))
      .map((gap) => {
        const average = averages.get(gap.educationLevel) ?? 0;
        const estimate = gap.students + (gap.lacking - gap.studentsKnown) * average;
        return {
          city: { id: gap.cityCode, name: gap.cityName, slug: gap.citySlug },
          province: { name: gap.provinceName, slug: gap.provinceSlug },
          educationLevel: gap.educationLevel,
          schools: gap.schools,
          lacking: gap.lacking,
          unknown: gap.unknown,
          knownStudents: Number(gap.students),
          schoolsWithStudents: gap.studentsKnown,
          estimatedStudents: Math.round(estimate),
        };
      })
      .sort((a, b) => b.estimatedStudents - a.estimatedStudents || b.lacking - a.lacking)
      .slice(0, GAP_ROWS);
    const body: CoverageGaps = {
      averageStudents: Object.fromEntries(
        [...averages].map(([key, value]) => [key, Math.round(value)]),
      ),
      rows,
    };
    privateNoStore(res);
    res.json(body);
  });
  return router;
}

import { Router } from 'express';
import type { FeeCoverage, Stats } from '@core/contracts/regions';
import { isEducationLevel } from '@core/levels';
import type { Sql } from '@db/client';
import { coverageBuiltFrom, coverageCounts } from '@db/queries/coverage';
import { regionTotals } from '@db/queries/stats';
import { cached } from '../../http/cached';
import { publicCache } from '../../http/cache-control';
import type { ModuleDeps } from '../../deps';

/** The coverage projection as the stats answer it. */
async function feeCoverage(sql: Sql): Promise<FeeCoverage> {
  const counts = await coverageCounts(sql);
  const three = ({ own, rule, none }: { own: number; rule: number; none: number }) => ({
    own,
    rule,
    none,
  });
  return {
    ...three(counts.total),
    byLevel: counts.byLevel.flatMap((row) =>
      isEducationLevel(row.key) ? [{ level: row.key, ...three(row) }] : [],
    ),
    byProvince: counts.byProvince.map((row) => ({
      provinceId: row.key,
      name: row.name ?? row.key,
      slug: row.slug ?? row.key,
      ...three(row),
    })),
  };
}

/**
 * GET /api/stats: the home page's strip (Total Sekolah, Provinsi, Kota/Kabupaten,
 * Daerah) and, beyond SPEC, what is known of schools' fees (issue 20 item 6).
 */
export function statsRoutes({ sql, regions: directory }: ModuleDeps): Router {
  const router = Router();
  const totals = cached(() => regionTotals(sql), 60_000);
  const coverage = coverageOfLastBuild(sql);

  router.get('/api/stats', async (_req, res) => {
    const [regions, totalSchools, fees] = await Promise.all([
      totals.get(),
      directory.totalSchools(),
      coverage.get(),
    ]);
    const stats: Stats = {
      totalSchools,
      totalProvinces: regions.provinces,
      totalCities: regions.cities,
      totalSubdistricts: regions.subdistricts,
      feeCoverage: fees,
    };
    publicCache(res, 60);
    res.json(stats);
  });
  return router;
}

/**
 * The counts of the projection's last build, read again only when a new build
 * has finished (one one-row read per request): the about page, re-rendered
 * when the worker bumps its 'coverage' scope, must show the new build, not a
 * copy kept from before it.
 */
function coverageOfLastBuild(sql: Sql): { get(): Promise<FeeCoverage | null> } {
  let last: { builtFrom: number; counts: Promise<FeeCoverage> } | undefined;
  return {
    async get() {
      const builtFrom = (await coverageBuiltFrom(sql))?.getTime();
      if (builtFrom === undefined) return null;
      if (last?.builtFrom !== builtFrom) {
        const counts = feeCoverage(sql);
        last = { builtFrom, counts };
        // a failed read is not kept: the next request reads again
        counts.catch(() => {
          if (last?.counts === counts) last = undefined;
        });
      }
      return last.counts;
    },
  };
}

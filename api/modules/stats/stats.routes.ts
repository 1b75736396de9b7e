import { Router } from 'express';
import type { Stats } from '@core/contracts/regions';
import { regionTotals } from '@db/queries/stats';
import { cached } from '../../http/cached';
import { publicCache } from '../../http/cache-control';
import type { ModuleDeps } from '../../deps';

/** GET /api/stats: the home page's strip (Total Sekolah, Provinsi, Kota/Kabupaten, Daerah). */
export function statsRoutes({ sql, regions: directory }: ModuleDeps): Router {
  const router = Router();
  const totals = cached(() => regionTotals(sql), 60_000);

  router.get('/api/stats', async (_req, res) => {
    const [regions, totalSchools] = await Promise.all([totals.get(), directory.totalSchools()]);
    const stats: Stats = {
      totalSchools,
      totalProvinces: regions.provinces,
      totalCities: regions.cities,
      totalSubdistricts: regions.subdistricts,
    };
    publicCache(res, 60);
    res.json(stats);
  });
  return router;
}

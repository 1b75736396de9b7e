import { Router } from 'express';
import type { MapConfig } from '@core/contracts/map-config';
import type { AppDeps } from '../../deps';
import { publicCache } from '../../http/cache-control';

/**
 * GET /api/map-config: where the results map takes its tiles from. Tiles are an
 * outside service, so they are configuration (MAP_TILE_URL); without it the map
 * shows its markers on a blank background. The map asks once, when it opens.
 */
export function mapConfigRoutes({ config }: AppDeps): Router {
  const router = Router();
  const body: MapConfig = {
    tileUrl: config.MAP_TILE_URL ?? null,
    attribution: config.MAP_TILE_ATTRIBUTION ?? null,
  };
  router.get('/api/map-config', (_req, res) => {
    publicCache(res, 300);
    res.json(body);
  });
  return router;
}

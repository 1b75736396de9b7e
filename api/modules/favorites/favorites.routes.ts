import { Router, type RequestHandler } from 'express';
import {
  addFavoriteSchema,
  favoriteParamsSchema,
  type FavoriteStatus,
} from '@core/contracts/favorites';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../http/auth';
import { rateLimit, type ThrottleRule } from '../../http/rate-limit';
import { validBody, validParams } from '../../http/validate';
import { FavoritesService } from './favorites.service';

/**
 * Saving and removing favourites per user (issue 24): a person taps a few a
 * minute; each change reindexes the school, so a script toggling one school
 * 50 times a second must be refused before it queues work.
 */
export const FAVORITE_RATE_LIMIT: ThrottleRule = {
  points: 30,
  windowSeconds: 60,
  blockSeconds: 60,
};

/** SPEC §7 favourites: any signed-in user, always their own. */
export function favoriteRoutes({ sql, redis, config }: AppDeps): Router {
  const service = new FavoritesService(sql);
  const router = Router();
  const changes = rateLimit(redis, config.REDIS_PREFIX, {
    name: 'favorites',
    keyBy: 'user-or-ip',
    ...FAVORITE_RATE_LIMIT,
  });
  // personal data: never cached by the browser or a proxy
  const own: RequestHandler[] = [
    requireUser,
    (_req, res, next) => {
      res.set('Cache-Control', 'no-store');
      next();
    },
  ];

  router.get('/api/favorites', ...own, async (req, res) => {
    res.json(await service.list(req.user!.id));
  });

  router.post('/api/favorites', ...own, changes, async (req, res) => {
    const { schoolId } = validBody(req, addFavoriteSchema);
    await service.add(req.user!.id, schoolId);
    res.status(201).json({ isFavorite: true } satisfies FavoriteStatus);
  });

  router.get('/api/favorites/:schoolId/status', ...own, async (req, res) => {
    const { schoolId } = validParams(req, favoriteParamsSchema);
    res.json({ isFavorite: await service.status(req.user!.id, schoolId) } satisfies FavoriteStatus);
  });

  router.delete('/api/favorites/:schoolId', ...own, changes, async (req, res) => {
    const { schoolId } = validParams(req, favoriteParamsSchema);
    await service.remove(req.user!.id, schoolId);
    res.json({ isFavorite: false } satisfies FavoriteStatus);
  });

  return router;
}

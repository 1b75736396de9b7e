import { Router } from 'express';
import { findUserById } from '@db/queries/users';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../http/auth';
import { toAuthUser } from '../../http/request-user';

/** GET /api/auth/user: the signed-in user, 401 for anonymous visitors. */
export function authRoutes({ sql }: AppDeps): Router {
  const router = Router();
  router.get('/api/auth/user', requireUser, async (req, res) => {
    const user = await findUserById(sql, req.user!.id);
    res.set('Cache-Control', 'no-store');
    res.json(toAuthUser(user!));
  });
  return router;
}

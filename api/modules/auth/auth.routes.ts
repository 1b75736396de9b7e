import { Router } from 'express';
import type { AuthUser } from '@core/contracts/auth';
import { findUserById, type UserRow } from '@db/queries/users';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../http/auth';

export function authUserBody(user: UserRow): AuthUser {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
  };
}

/** GET /api/auth/user: the signed-in user, 401 for anonymous visitors. */
export function authRoutes({ sql }: AppDeps): Router {
  const router = Router();
  router.get('/api/auth/user', requireUser, async (req, res) => {
    const user = await findUserById(sql, req.user!.id);
    res.set('Cache-Control', 'no-store');
    res.json(authUserBody(user!));
  });
  return router;
}

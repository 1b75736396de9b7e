import { Router, type Response } from 'express';
import {
  adminLoginSchema,
  adminRegisterSchema,
  type AdminRegisterResponse,
} from '@core/contracts/auth';
import { withSafeText } from '@core/contracts/safe-text';
import type { AppDeps } from '../../deps';
import { signIn, signOut } from '../../http/auth';
import { rateLimit, retryAfterSeconds } from '../../http/rate-limit';
import { AdminAuthService } from './admin-auth.service';
import { toAuthUser } from '../../http/request-user';

/** SPEC §7: admin login and register answer errors as plain text, shown as is in a toast. */
function plain(res: Response, status: number, message: string) {
  res.status(status).type('text/plain; charset=utf-8').send(message);
}

export function adminAuthRoutes(deps: AppDeps): Router {
  const { config, sql, redis } = deps;
  const service = new AdminAuthService(sql, redis, config.REDIS_PREFIX);
  const router = Router();

  router.post('/api/admin/login', async (req, res) => {
    const input = withSafeText(adminLoginSchema).safeParse(req.body ?? {});
    if (!input.success) return plain(res, 400, input.error.issues[0]!.message);
    const outcome = await service.login(input.data, req.ip ?? 'unknown');
    if (!outcome.ok) {
      if (outcome.status === 429)
        res.set('Retry-After', String(retryAfterSeconds(outcome.retryAfterMs)));
      return plain(res, outcome.status, outcome.message);
    }
    await signIn(req, config, outcome.user, 'password');
    res.json(toAuthUser(outcome.user));
  });

  router.post('/api/admin/logout', async (req, res) => {
    await signOut(req, res);
    res.status(204).end();
  });

  router.post(
    '/api/admin/register',
    rateLimit(redis, config.REDIS_PREFIX, {
      name: 'admin-register',
      points: 10,
      windowSeconds: 60 * 60,
      blockSeconds: 60 * 60,
    }),
    async (req, res) => {
      const input = withSafeText(adminRegisterSchema).safeParse(req.body ?? {});
      if (!input.success) return plain(res, 400, input.error.issues[0]!.message);
      const outcome = await service.register(input.data);
      if (!outcome.ok) return plain(res, outcome.status, outcome.message);
      const body: AdminRegisterResponse = {
        id: outcome.user.id,
        username: outcome.user.username ?? input.data.username,
        status: outcome.user.status,
        requestedRole: outcome.user.requestedRole ?? input.data.role,
      };
      res.status(201).json(body);
    },
  );

  return router;
}

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

/** Shown (a toast) when production is reached over plain http: the Secure session cookie would not be kept. */
export const ADMIN_LOGIN_NEEDS_HTTPS =
  'Masuk sebagai admin hanya bisa lewat koneksi aman. Buka situs ini dengan alamat https:// lalu coba lagi.';

export function adminAuthRoutes(deps: AppDeps): Router {
  const { config, sql, redis } = deps;
  const service = new AdminAuthService(sql, redis, config.REDIS_PREFIX);
  const router = Router();

  router.post('/api/admin/login', async (req, res) => {
    // production's session cookie is Secure: over plain http the browser would
    // drop it and the sign-in would look done but not be (behind a TLS proxy,
    // TRUST_PROXY lets X-Forwarded-Proto say https)
    if (config.NODE_ENV === 'production' && !req.secure) {
      req.log?.warn(
        { trustProxy: config.TRUST_PROXY },
        'admin sign-in over plain http refused (behind a TLS proxy, set TRUST_PROXY)',
      );
      return plain(res, 403, ADMIN_LOGIN_NEEDS_HTTPS);
    }
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

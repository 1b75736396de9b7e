import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { loadUser } from '../../http/auth';
import { trustedOrigins } from '../../http/loopback';
import { originCheck } from '../../http/origin';
import {
  requireSessionStore,
  sessionMiddleware,
  sessionTimeoutMiddleware,
} from '../../http/session';
import { adminAuthRoutes } from './admin-auth.routes';
import { parentOidcSettings } from './auth.config';
import { authRoutes } from './auth.routes';
import { devIdentityProvider } from './dev-provider';
import { ParentOidcClient } from './oidc-client';
import { oauthRoutes } from './oauth.routes';
import { prepareDummyHash } from './password';

export interface Accounts {
  /**
   * Mount before every API route: the development identity provider (when
   * used), then for /api the session, its timeouts, req.user and the Origin
   * check of state-changing requests.
   */
  middleware: Router;
  /** /api/auth/user, /api/oauth/*, /api/login, /api/admin/{login,logout,register} */
  routes: Router;
}

export function createAccounts(deps: AppDeps): Accounts {
  const { config } = deps;
  const settings = parentOidcSettings(config);
  const redirectUri = `${config.PUBLIC_URL.replace(/\/$/, '')}/api/oauth/callback`;
  const oidc = new ParentOidcClient(settings, redirectUri);
  void prepareDummyHash();

  const middleware = Router();
  if (settings.kind === 'dev') middleware.use(devIdentityProvider(settings, redirectUri));
  middleware.use(
    '/api',
    sessionMiddleware(config, deps.redis),
    sessionTimeoutMiddleware(config),
    loadUser(deps.sql),
    originCheck(trustedOrigins(config.PUBLIC_URL, config.NODE_ENV)),
  );
  // parents' sign-in keeps its state in the session: nothing to do while Redis is away
  middleware.use(['/api/oauth', '/api/login'], requireSessionStore);

  const routes = Router();
  routes.use(authRoutes(deps), oauthRoutes(deps, oidc), adminAuthRoutes(deps));
  return { middleware, routes };
}

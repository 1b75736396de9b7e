import { Router, type Request, type RequestHandler, type Response } from 'express';
import { safeRedirectPath } from '@core/contracts/auth';
import { upsertOidcUser } from '@db/queries/users';
import { LOGIN_UNAVAILABLE } from '@core/messages';
import type { AppDeps } from '../../deps';
import { signIn, signOut } from '../../http/auth';
import { RETRY_AFTER_SECONDS } from '../../http/dependency-errors';
import { requestOrigin, trustedOrigins } from '../../http/loopback';
import type { PendingOidcLogin } from '../../http/session';
import type { ParentOidcClient } from './oidc-client';
import { logoutConfirmPage, messagePage } from './pages';

const LOGIN_FAILED = 'Login gagal. Silakan coba lagi.';
/** a sign-in not finished within this time must start again */
const PENDING_LOGIN_MS = 10 * 60_000;
const MAX_PENDING_LOGINS = 3;

/** Adds a started sign-in, keeping the newest few. */
function rememberLogin(
  current: Record<string, PendingOidcLogin> | undefined,
  state: string,
  login: PendingOidcLogin,
): Record<string, PendingOidcLogin> {
  const kept = Object.entries(current ?? {})
    .filter(([, pending]) => Date.now() - pending.startedAt < PENDING_LOGIN_MS)
    .sort(([, a], [, b]) => b.startedAt - a.startedAt)
    .slice(0, MAX_PENDING_LOGINS - 1);
  return Object.fromEntries([[state, login], ...kept]);
}

function page(res: Response, status: number, title: string, message: string) {
  if (status === 503) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(messagePage(title, message));
}

function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.save((err) => (err ? reject(err) : resolve())),
  );
}

/**
 * Parents' sign-in (SPEC §1, §7): /api/oauth/login?redirect=, its /api/login
 * alias, the provider's callback, and /api/oauth/logout.
 */
export function oauthRoutes(deps: AppDeps, oidc: ParentOidcClient): Router {
  const { config, sql } = deps;
  const router = Router();
  const canonical = new URL(config.PUBLIC_URL).origin;
  const aliases = trustedOrigins(config.PUBLIC_URL, config.NODE_ENV);

  const startLogin: RequestHandler = async (req, res) => {
    // development on 127.0.0.1 while PUBLIC_URL says localhost (or the other
    // way round): the provider sends the browser back to PUBLIC_URL, where
    // the session cookie of another host name would be missing. Start there.
    const origin = requestOrigin(req.protocol, req.get('host'));
    if (origin && origin !== canonical && aliases.has(origin)) {
      return res.set('Cache-Control', 'no-store').redirect(302, `${canonical}${req.originalUrl}`);
    }
    const redirect = safeRedirectPath(req.query.redirect);
    let started;
    try {
      started = await oidc.authorizationUrl();
    } catch (err) {
      req.log.error({ err }, 'OpenID provider discovery failed');
      return page(res, 503, 'Login tidak tersedia', LOGIN_UNAVAILABLE);
    }
    // state, nonce and PKCE verifier are bound to this browser's session
    const { state, nonce, codeVerifier } = started.checks;
    req.session.oauth = rememberLogin(req.session.oauth, state, {
      nonce,
      codeVerifier,
      redirect,
      startedAt: Date.now(),
    });
    await saveSession(req);
    res.set('Cache-Control', 'no-store').redirect(302, started.url.href);
  };
  router.get('/api/oauth/login', startLogin);
  router.get('/api/login', startLogin);

  router.get('/api/oauth/callback', async (req, res) => {
    const state = typeof req.query.state === 'string' ? req.query.state : '';
    const pending = Object.hasOwn(req.session.oauth ?? {}, state)
      ? req.session.oauth![state]
      : undefined;
    if (!pending || Date.now() - pending.startedAt > PENDING_LOGIN_MS) {
      return page(
        res,
        400,
        'Login gagal',
        'Sesi login tidak ditemukan atau sudah kedaluwarsa. Silakan login kembali.',
      );
    }
    // one attempt per started sign-in
    delete req.session.oauth![state];
    const query = req.originalUrl.includes('?')
      ? req.originalUrl.slice(req.originalUrl.indexOf('?'))
      : '';
    if (req.query.error === 'access_denied') {
      await saveSession(req);
      return res.redirect(302, pending.redirect);
    }
    let profile;
    try {
      profile = await oidc.finish(query, { state, ...pending });
    } catch (err) {
      req.log.warn({ err }, 'OpenID callback refused');
      await saveSession(req);
      return page(res, 400, 'Login gagal', LOGIN_FAILED);
    }
    const user = await upsertOidcUser(sql, profile);
    if (user.status !== 'active') {
      await saveSession(req);
      return page(res, 403, 'Login gagal', 'Akun Anda telah dinonaktifkan.');
    }
    await signIn(req, config, user, 'oidc');
    res.set('Cache-Control', 'no-store').redirect(302, pending.redirect);
  });

  // Signing out changes state, so it is a POST behind the Origin check (a
  // link on another site cannot sign anyone out). A GET, e.g. an old
  // bookmark, gets a page with the button that sends the POST.
  router.post('/api/oauth/logout', async (req, res) => {
    await signOut(req, res);
    res.set('Cache-Control', 'no-store').redirect(303, '/');
  });
  router.get('/api/oauth/logout', (_req, res) => {
    res
      .status(200)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(logoutConfirmPage('/api/oauth/logout'));
  });

  return router;
}

import type { Request, RequestHandler, Response } from 'express';
import type { UserRole } from '@core/contracts/auth';
import type { Sql } from '@db/client';
import { findUserById, type UserRow } from '@db/queries/users';
import type { ApiConfig } from '../env';
import { forbidden, unauthorized, unavailable } from './errors';
import { toRequestUser } from './request-user';
import { LOGIN_UNAVAILABLE } from '@core/messages';
import { hasSessionCookie, SESSION_COOKIE, sessionTimeouts } from './session';

/**
 * Sets req.user from the session. The row is read on every request of a
 * signed-in user (one primary-key lookup) so that a disabled account or a
 * changed role takes effect at once, not at the next sign-in.
 */
export function loadUser(sql: Sql): RequestHandler {
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    if (!userId) return next();
    try {
      const user = await findUserById(sql, userId);
      if (!user || user.status !== 'active') {
        req.session.regenerate((err) => next(err));
        return;
      }
      req.user = toRequestUser(user);
      next();
    } catch (err) {
      next(err);
    }
  };
}

/**
 * Why a request has no user: anonymous (401), or signed in but the session
 * store is away so nobody can tell (503 with Retry-After).
 */
function noUser(req: Request) {
  return req.sessionUnavailable && hasSessionCookie(req)
    ? unavailable(LOGIN_UNAVAILABLE)
    : unauthorized();
}

/** 401 for anonymous visitors. */
export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : noUser(req));
};

/**
 * 401 for anonymous visitors, 403 for a signed-in user of another role.
 * Access per route is listed in docs/authorization.md.
 */
function requireRole(...roles: readonly UserRole[]): RequestHandler {
  const allowed = new Set(roles);
  return (req, _res, next) => {
    if (!req.user) return next(noUser(req));
    next(allowed.has(req.user.role) ? undefined : forbidden());
  };
}

export const requireAdmin = requireRole('site_admin', 'school_admin');
export const requireSiteAdmin = requireRole('site_admin');

/**
 * Starts a signed-in session under a NEW session id (no fixation), with the
 * timeouts of the way the user signed in.
 */
export async function signIn(
  req: Request,
  config: ApiConfig,
  user: UserRow,
  kind: 'oidc' | 'password',
): Promise<void> {
  if (!req.session) throw unavailable(LOGIN_UNAVAILABLE);
  // sign-ins started in other tabs stay valid under the new id
  const pendingLogins = req.session.oauth;
  await new Promise<void>((resolve, reject) =>
    req.session.regenerate((err) => (err ? reject(err) : resolve())),
  );
  if (pendingLogins && Object.keys(pendingLogins).length) req.session.oauth = pendingLogins;
  const now = Date.now();
  req.session.userId = user.id;
  req.session.kind = kind;
  req.session.signedInAt = now;
  req.session.lastSeenAt = now;
  req.session.cookie.maxAge = sessionTimeouts(config, kind).idleMs;
  await new Promise<void>((resolve, reject) =>
    req.session.save((err) => (err ? reject(err) : resolve())),
  );
  req.user = toRequestUser(user);
}

/** Deletes the session from Redis and clears the cookie. */
export async function signOut(req: Request, res: Response): Promise<void> {
  // the session must be deleted, not only forgotten by this browser
  if (!req.session && req.sessionUnavailable) throw unavailable(LOGIN_UNAVAILABLE);
  if (req.session) {
    await new Promise<void>((resolve, reject) =>
      req.session.destroy((err) => (err ? reject(err) : resolve())),
    );
  }
  req.user = undefined;
  res.clearCookie(SESSION_COOKIE, { path: '/api' });
}

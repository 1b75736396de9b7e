import { RedisStore } from 'connect-redis';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Redis } from 'ioredis';
import { LOGIN_UNAVAILABLE } from '@core/messages';
import type { ApiConfig } from '../env';
import { sessionSecret } from '../modules/auth/auth.config';
import { redisIsDown } from '@db/redis';
import { isDependencyDown } from './dependency-errors';
import { unavailable } from './errors';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    /** how the user signed in; admins (password) get shorter timeouts */
    kind?: 'oidc' | 'password';
    /** epoch ms of sign-in, for the absolute timeout */
    signedInAt?: number;
    /** epoch ms of the last request, for the idle timeout (updated once a minute) */
    lastSeenAt?: number;
    /**
     * OpenID Connect sign-ins under way in this browser, by state: the checks
     * bound to it. Several, so that two tabs can each start one.
     */
    oauth?: Record<string, PendingOidcLogin>;
  }
}

export interface PendingOidcLogin {
  nonce: string;
  codeVerifier: string;
  redirect: string;
  /** epoch ms */
  startedAt: number;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** the session store (Redis) could not be read: no req.session, the visitor is anonymous */
    sessionUnavailable?: boolean;
  }
}

export const SESSION_COOKIE = 'bs.sid';
const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * connect-redis 9 speaks the node-redis API; the app shares one ioredis
 * client, so this adapter maps the handful of calls the store makes.
 */
function ioredisForStore(redis: Redis) {
  return {
    get: (key: string) => redis.get(key),
    set: (key: string, value: string, options?: { expiration?: { value: number } }) =>
      options?.expiration
        ? redis.set(key, value, 'EX', options.expiration.value)
        : redis.set(key, value),
    expire: (key: string, seconds: number) => redis.expire(key, seconds),
    del: (keys: string[]) => redis.del(...keys),
    mGet: (keys: string[]) => redis.mget(...keys),
    scanIterator: (options: { MATCH: string; COUNT: number }) =>
      redis.scanStream({ match: options.MATCH, count: options.COUNT }),
  };
}

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

export function sessionTimeouts(config: ApiConfig, kind: 'oidc' | 'password'): SessionTimeouts {
  const minutes =
    kind === 'password'
      ? [config.ADMIN_SESSION_IDLE_MINUTES, config.ADMIN_SESSION_ABSOLUTE_MINUTES]
      : [config.SESSION_IDLE_MINUTES, config.SESSION_ABSOLUTE_MINUTES];
  return { idleMs: minutes[0]! * 60_000, absoluteMs: minutes[1]! * 60_000 };
}

/**
 * Server-side sessions in Redis. Nothing is stored for anonymous visitors
 * (saveUninitialized: false). The cookie's lifetime is the idle timeout and
 * is renewed while the user is active; the absolute timeout is checked below.
 */
export function sessionMiddleware(config: ApiConfig, redis: Redis): RequestHandler {
  const store = new RedisStore({
    client: ioredisForStore(redis),
    prefix: `${config.REDIS_PREFIX}:sess:`,
    ttl: config.SESSION_IDLE_MINUTES * 60,
    // no EXPIRE per request: last-seen is saved once a minute, which renews the TTL
    disableTouch: true,
  });
  const middleware = session({
    name: SESSION_COOKIE,
    secret: sessionSecret(config),
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    unset: 'destroy',
    cookie: {
      path: '/api',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.NODE_ENV === 'production',
      maxAge: config.SESSION_IDLE_MINUTES * 60_000,
    },
  });
  // Redis away: no session instead of a wait or an error, so public reads go
  // on as anonymous; what needs the session answers 503 (requireSessionStore,
  // requireUser, signIn)
  return (req, res, next) => {
    if (redisIsDown(redis)) {
      req.sessionUnavailable = true;
      return next();
    }
    middleware(req, res, (error?: unknown) => {
      if (error && !req.session) {
        // a session that could not be read is not one that ended: with
        // `unset: 'destroy'` express-session would delete it from Redis when
        // the answer ends (and, Redis still hanging, fail the finished answer
        // a second time, which cuts its connection); without an id it leaves
        // the store alone
        (req as { sessionID?: string }).sessionID = undefined;
        if (isDependencyDown(error)) {
          req.sessionUnavailable = true;
          return next();
        }
      }
      next(error);
    });
  };
}

/** True when the request carries a session cookie (whether or not it could be read). */
export function hasSessionCookie(req: Request): boolean {
  return (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
}

/** For routes that read or write the session itself (sign-in, sign-out): 503 while Redis is away. */
export const requireSessionStore: RequestHandler = (req, _res, next) => {
  next(req.session ? undefined : unavailable(LOGIN_UNAVAILABLE));
};

/** Ends a signed-in session that was idle too long or is simply too old. */
export function sessionTimeoutMiddleware(config: ApiConfig): RequestHandler {
  return (req, _res, next) => {
    const data = req.session;
    if (!data?.userId) return next();
    const now = Date.now();
    const { idleMs, absoluteMs } = sessionTimeouts(config, data.kind ?? 'password');
    const expired =
      now - (data.signedInAt ?? 0) > absoluteMs || now - (data.lastSeenAt ?? 0) > idleMs;
    if (expired) {
      // a fresh empty session; the old one is deleted from Redis
      data.regenerate((err) => next(err));
      return;
    }
    if (now - (data.lastSeenAt ?? 0) > LAST_SEEN_RESOLUTION_MS) data.lastSeenAt = now;
    next();
  };
}

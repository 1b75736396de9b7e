import { z } from 'zod';

const minutes = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Sign-in and session settings; merged into the api's env schema. */
export const authEnvSchema = z.object({
  /** OpenID Connect provider for parents; Google unless told otherwise */
  OIDC_ISSUER: z.string().url('OIDC_ISSUER must be a URL').default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Issuer of the built-in development provider (used when OIDC_CLIENT_ID is
   * unset outside production). Defaults to PUBLIC_URL + '/dev-oidc'.
   */
  DEV_OIDC_ISSUER: z.string().url('DEV_OIDC_ISSUER must be a URL').optional(),
  /** signs session cookies; required in production (32+ characters) */
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  /** sign-out after this long without a request */
  SESSION_IDLE_MINUTES: minutes(7 * 24 * 60),
  /** sign-out this long after sign-in, active or not */
  SESSION_ABSOLUTE_MINUTES: minutes(30 * 24 * 60),
  /** admins hold more power: shorter sessions */
  ADMIN_SESSION_IDLE_MINUTES: minutes(120),
  ADMIN_SESSION_ABSOLUTE_MINUTES: minutes(12 * 60),
});
type AuthEnv = z.output<typeof authEnvSchema>;

const DEV_SESSION_SECRET = 'development-only-session-secret-not-for-production';

interface EnvForAuth extends AuthEnv {
  NODE_ENV: 'development' | 'test' | 'production';
  PUBLIC_URL?: string | undefined;
}

/** Problems that stop a production start-up, each with its reason. */
export function authConfigProblems(env: EnvForAuth): { path: string; message: string }[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: { path: string; message: string }[] = [];
  if (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) {
    problems.push({
      path: 'OIDC_CLIENT_ID',
      message:
        'production needs a real OpenID Connect client (OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, e.g. Google): the development identity provider is refused when NODE_ENV=production',
    });
  }
  if (!env.SESSION_SECRET) {
    problems.push({
      path: 'SESSION_SECRET',
      message: 'production needs SESSION_SECRET (32+ random characters) to sign session cookies',
    });
  }
  if (!env.PUBLIC_URL) {
    problems.push({
      path: 'PUBLIC_URL',
      message:
        'production needs PUBLIC_URL (the https address of the site) for OAuth redirects, secure cookies and the Origin check',
    });
  }
  return problems;
}

export interface ParentOidcSettings {
  kind: 'google' | 'dev';
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Which provider signs parents in: the configured one, or the built-in development one. */
export function parentOidcSettings(config: {
  NODE_ENV: string;
  PUBLIC_URL: string;
  OIDC_ISSUER: string;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_CLIENT_SECRET?: string | undefined;
  DEV_OIDC_ISSUER?: string | undefined;
  SESSION_SECRET?: string | undefined;
}): ParentOidcSettings {
  if (config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET) {
    return {
      kind: 'google',
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
    };
  }
  if (config.NODE_ENV === 'production') {
    throw new Error('the development identity provider is refused when NODE_ENV=production');
  }
  return {
    kind: 'dev',
    issuer: config.DEV_OIDC_ISSUER ?? `${config.PUBLIC_URL.replace(/\/$/, '')}/dev-oidc`,
    clientId: 'biaya-sekolah-dev',
    clientSecret: `dev-client-secret-${sessionSecret(config)}`.slice(0, 64),
  };
}

export function sessionSecret(config: { SESSION_SECRET?: string | undefined }): string {
  return config.SESSION_SECRET ?? DEV_SESSION_SECRET;
}

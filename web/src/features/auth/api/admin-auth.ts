import type {
  AdminLoginInput,
  AdminRegisterInput,
  AdminRegisterResponse,
  AuthUser,
} from '@core/contracts/auth';
import { ApiError, sendJson } from '@web/lib/api-client';

/** POST /api/admin/login: the signed-in admin. Errors carry the server's plain text. */
export function adminLogin(input: AdminLoginInput): Promise<AuthUser> {
  return sendJson<AuthUser>('POST', '/api/admin/login', input);
}

/** POST /api/admin/register: a pending account (a site admin must approve it). */
export function adminRegister(input: AdminRegisterInput): Promise<AdminRegisterResponse> {
  return sendJson<AdminRegisterResponse>('POST', '/api/admin/register', input);
}

/**
 * The server's own words for a failed call (SPEC §8 'with server text'), or
 * the fallback when it said nothing useful (network error, HTML error page).
 */
export function serverText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const body = error.body.trim();
  if (!body || body.startsWith('<')) return fallback;
  if (body.startsWith('{')) {
    try {
      const parsed = JSON.parse(body) as { error?: unknown };
      return typeof parsed.error === 'string' && parsed.error ? parsed.error : fallback;
    } catch {
      return fallback;
    }
  }
  return body;
}

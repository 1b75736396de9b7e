import type {
  AdminLoginInput,
  AdminRegisterInput,
  AdminRegisterResponse,
  AuthUser,
} from '@core/contracts/auth';
import { sendJson } from '@web/lib/api-client';

/** POST /api/admin/login: the signed-in admin. Errors carry the server's plain text. */
export function adminLogin(input: AdminLoginInput): Promise<AuthUser> {
  return sendJson<AuthUser>('POST', '/api/admin/login', input);
}

/** POST /api/admin/register: a pending account (a site admin must approve it). */
export function adminRegister(input: AdminRegisterInput): Promise<AdminRegisterResponse> {
  return sendJson<AdminRegisterResponse>('POST', '/api/admin/register', input);
}

// the server's own words for a failed call, shared with other features
export { serverText } from '@web/lib/server-text';

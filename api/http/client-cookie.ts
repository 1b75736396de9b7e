import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

/** A browser's anonymous identity for the per-client read limit (issue 24). */
export const CLIENT_COOKIE = 'bs_client';
const YEAR_MS = 365 * 24 * 3600 * 1000;
const ID = /^[A-Za-z0-9_-]{16}$/;

/**
 * Signed anonymous client ids: `<id>.<mac>`, the mac an HMAC of the id under
 * the session secret, so a script cannot mint ids to spread its reads over
 * many budgets; it can only drop the cookie, and a request without one
 * spends its address's coarse budget only.
 */
export class ClientCookies {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  private mac(id: string): Buffer {
    return createHmac('sha256', this.secret).update(`client:${id}`).digest().subarray(0, 16);
  }

  /** The verified id the request carries, if any. */
  read(req: Request): string | undefined {
    const header = req.headers.cookie;
    if (!header) return undefined;
    for (const part of header.split(';')) {
      const [name, value] = part.trim().split('=', 2);
      if (name !== CLIENT_COOKIE || !value) continue;
      const [id, mac] = value.split('.', 2);
      if (!id || !mac || !ID.test(id)) return undefined;
      const given = Buffer.from(mac, 'base64url');
      const expected = this.mac(id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    }
    return undefined;
  }

  /** Gives the browser a new id; it counts from its next request. */
  issue(res: Response): void {
    const id = randomBytes(12).toString('base64url');
    res.cookie(CLIENT_COOKIE, `${id}.${this.mac(id).toString('base64url')}`, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      maxAge: YEAR_MS,
    });
  }
}

/**
 * Who a request comes from, for limits and counts kept per person: the
 * signed-in user, else the browser's signed anonymous id, else (a script
 * without cookies) its address.
 */
export function visitorKey(req: Request, cookies: ClientCookies): string {
  if (req.user) return `u:${req.user.id}`;
  const client = cookies.read(req);
  return client ? `c:${client}` : `ip:${req.ip ?? 'unknown'}`;
}

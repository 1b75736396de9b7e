import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { trustedOrigins } from '@api/http/loopback';
import { ADMIN_LOGIN_NEEDS_HTTPS } from '@api/modules/auth/admin-auth.routes';
import { Client, currentUser, signInParent, useAuthServer, type AuthServer } from './auth-support';
import { createPasswordUser } from '@tests/support/factories';

// Issue 12 item 5: in development a newcomer may open http://127.0.0.1:3000
// while PUBLIC_URL says localhost (or the reverse). The loopback names of
// PUBLIC_URL pass the Origin check and sign-in works; production stays strict.

const dev = useAuthServer('loopbackdev');
const prod = useAuthServer('loopbackprod', {
  NODE_ENV: 'production',
  SESSION_SECRET: 'loopback-production-session-secret-0123456789',
  OIDC_ISSUER: 'https://oidc.invalid',
  OIDC_CLIENT_ID: 'loopback-client',
  OIDC_CLIENT_SECRET: 'loopback-client-secret',
  STORAGE_SIGNING_SECRET: 'loopback-production-storage-secret-01234',
  // behind a TLS proxy: X-Forwarded-Proto says how the browser came
  TRUST_PROXY: '1',
});

beforeAll(async () => {
  for (const server of [dev, prod])
    await createPasswordUser(server.db.sql, 'admin-loopback', 'rahasia-loopback', 'site_admin');
});

const port = (server: AuthServer) => new URL(server.url).port;

function adminLogin(server: AuthServer, headers: Record<string, string>) {
  return new Client(server.url, null).json(
    '/api/admin/login',
    'POST',
    { username: 'admin-loopback', password: 'rahasia-loopback' },
    headers,
  );
}

/** GET with another Host header, as a browser on that name sends it. */
function getWithHost(server: AuthServer, path: string, host: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { headers: { Host: host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('trustedOrigins', () => {
  it('adds the loopback names only outside production and only for a loopback PUBLIC_URL', () => {
    expect([...trustedOrigins('http://localhost:3000', 'development')].sort()).toEqual([
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:3000',
    ]);
    expect([...trustedOrigins('http://localhost:3000', 'production')]).toEqual([
      'http://localhost:3000',
    ]);
    expect([...trustedOrigins('https://biaya.example', 'development')]).toEqual([
      'https://biaya.example',
    ]);
  });
});

describe('in development', () => {
  it.each(['localhost', '[::1]', '127.0.0.1'])(
    'a form on http://%s:<port> passes the Origin check',
    async (host) => {
      const origin = `http://${host}:${port(dev)}`;
      expect((await adminLogin(dev, { Origin: origin })).status).toBe(200);
      expect((await adminLogin(dev, { Referer: `${origin}/auth` })).status).toBe(200);
    },
  );

  it.each([
    'http://localhost:1',
    'https://localhost:PORT',
    'http://localhost.evil.test:PORT',
    'http://127.0.0.2:PORT',
    'http://0.0.0.0:PORT',
  ])('still refuses %s', async (origin) => {
    const res = await adminLogin(dev, { Origin: origin.replace('PORT', port(dev)) });
    expect(res.status).toBe(403);
  });

  it('sign-in started on another loopback name moves to PUBLIC_URL and finishes there', async () => {
    const start = await getWithHost(
      dev,
      '/api/oauth/login?redirect=%2Fdashboard',
      `localhost:${port(dev)}`,
    );
    expect(start.status).toBe(302);
    expect(start.location).toBe(`${dev.url}/api/oauth/login?redirect=%2Fdashboard`);
    const client = new Client(dev.url);
    const done = await signInParent(client, 'Orang Tua Loopback', '/dashboard');
    expect(done.finalUrl).toBe(`${dev.url}/dashboard`);
    expect((await currentUser(client))?.role).toBe('parent');
  });
});

describe('in production', () => {
  it.each(['localhost', '[::1]'])('refuses a form from http://%s:<port>', async (host) => {
    const res = await adminLogin(prod, { Origin: `http://${host}:${port(prod)}` });
    expect(res.status).toBe(403);
  });

  it('accepts its own origin over https, with a Secure session cookie', async () => {
    const res = await adminLogin(prod, { Origin: prod.url, 'X-Forwarded-Proto': 'https' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/i);
  });

  it('refuses an admin sign-in over plain http with a clear message and no cookie (issue 24)', async () => {
    const res = await adminLogin(prod, { Origin: prod.url });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toBe(ADMIN_LOGIN_NEEDS_HTTPS);
  });

  it('does not move a sign-in to PUBLIC_URL from another host name', async () => {
    const start = await getWithHost(
      prod,
      '/api/oauth/login?redirect=%2F',
      `localhost:${port(prod)}`,
    );
    expect(start.location ?? '').not.toContain(prod.url);
  });
});

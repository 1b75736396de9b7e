import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@core/errors';
import { Client, signInParent, useAuthServer } from './auth-support';
import { createPasswordUser } from '@tests/support/factories';

const server = useAuthServer('authsecurity');

beforeAll(async () => {
  await createPasswordUser(server.db.sql, 'kepala', 'rahasia-situs', 'site_admin');
});

const sessionKey = (client: Client) => `${server.config.REDIS_PREFIX}:sess:${client.sessionId()}`;

/** Runs the dev provider up to the point where it redirects back with a code. */
async function authorizationResponse(client: Client, name: string): Promise<URL> {
  const start = await client.follow('/api/oauth/login?redirect=/dashboard');
  const action = /<form method="post" action="([^"]+)"/.exec(await start.response.text())![1]!;
  const submitted = await client.request(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name }).toString(),
  });
  let response = await client.request(submitted.headers.get('location')!);
  while (response.status >= 300 && response.status < 400) {
    const location = new URL(response.headers.get('location')!, server.url);
    if (location.pathname === '/api/oauth/callback') return location;
    response = await client.request(location.href);
  }
  throw new Error(`the provider did not redirect back: ${response.status}`);
}

describe('open redirects after sign-in', () => {
  const attempts = [
    'https://other.example/',
    '//other.example',
    '/\\other.example',
    '/\\/other.example',
    '\\\\other.example',
    'javascript:alert(1)',
    '/%09/other.example',
    'http:other.example',
    ' //other.example',
  ];

  for (const attempt of attempts) {
    it(`redirect=${JSON.stringify(attempt)} ends on our own site`, async () => {
      const client = new Client(server.url);
      const done = await signInParent(client, 'Orang Tua Uji', attempt);
      const final = new URL(done.finalUrl);
      expect(final.origin).toBe(server.url);
      expect(
        done.visited.every((url) => !url.includes('other.example') || url.startsWith(server.url)),
      ).toBe(true);
    });
  }

  it('keeps a same-site path with its query', async () => {
    const client = new Client(server.url);
    const done = await signInParent(client, 'Orang Tua Uji', '/school/sd-negeri-1?tab=biaya');
    expect(done.finalUrl).toBe(`${server.url}/school/sd-negeri-1?tab=biaya`);
  });
});

describe('OpenID callback checks', () => {
  it('refuses a callback whose state is not the one this browser started', async () => {
    const client = new Client(server.url);
    const callback = await authorizationResponse(client, 'Penyerang');
    callback.searchParams.set('state', 'state-palsu');
    const response = await client.request(callback.href);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Login gagal');
    expect((await client.request('/api/auth/user')).status).toBe(401);
  });

  it('refuses an ID token whose nonce is not the one this browser sent', async () => {
    const client = new Client(server.url);
    const callback = await authorizationResponse(client, 'Penyerang Nonce');
    const data = JSON.parse((await server.redis.get(sessionKey(client)))!);
    data.oauth[callback.searchParams.get('state')!].nonce = 'nonce-lain';
    await server.redis.set(sessionKey(client), JSON.stringify(data), 'KEEPTTL');
    const response = await client.request(callback.href);
    expect(response.status).toBe(400);
    expect((await client.request('/api/auth/user')).status).toBe(401);
  });

  it('refuses a code delivered to a browser that never started a sign-in (login CSRF)', async () => {
    const attacker = new Client(server.url);
    const callback = await authorizationResponse(attacker, 'Penyerang CSRF');
    const victim = new Client(server.url);
    const response = await victim.request(callback.href);
    expect(response.status).toBe(400);
    expect((await victim.request('/api/auth/user')).status).toBe(401);
  });

  it('lets two tabs each finish the sign-in they started', async () => {
    const client = new Client(server.url);
    const first = await authorizationResponse(client, 'Orang Tua Dua Tab');
    const second = await authorizationResponse(client, 'Orang Tua Dua Tab');
    expect(first.searchParams.get('state')).not.toBe(second.searchParams.get('state'));
    expect((await client.request(first.href)).status).toBe(302);
    const other = new Client(server.url);
    await other.request('/api/health');
    expect((await client.request(second.href)).status).toBe(302);
  });

  it('accepts each authorization response once', async () => {
    const client = new Client(server.url);
    const callback = await authorizationResponse(client, 'Orang Tua Sekali');
    expect((await client.request(callback.href)).status).toBe(302);
    const replay = new Client(server.url);
    replay.cookies.set('bs.sid', client.cookies.get('bs.sid')!);
    expect((await replay.request(callback.href)).status).toBe(400);
  });
});

describe('Origin check on state-changing requests', () => {
  const write = (client: Client, headers: Record<string, string>) =>
    client.json(
      '/api/admin/login',
      'POST',
      { username: 'kepala', password: 'rahasia-situs' },
      headers,
    );

  it('refuses a foreign Origin with 403, in plain text on the admin sign-in calls (SPEC §7)', async () => {
    const response = await write(new Client(server.url), { Origin: 'https://other.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(ERROR_MESSAGES.BAD_ORIGIN);
  });

  it('refuses Origin: null and a foreign Referer', async () => {
    expect((await write(new Client(server.url), { Origin: 'null' })).status).toBe(403);
    const noOrigin = new Client(server.url, null);
    expect((await write(noOrigin, { Referer: 'https://other.example/page' })).status).toBe(403);
    expect((await write(noOrigin, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
  });

  it('refuses a foreign Origin even with a valid session', async () => {
    const parent = new Client(server.url);
    await signInParent(parent, 'Orang Tua Origin');
    const response = await parent.json(
      '/api/favorites',
      'POST',
      { schoolId: 1 },
      { Origin: 'https://other.example' },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'BAD_ORIGIN' });
    const del = await parent.request('/api/favorites/1', {
      method: 'DELETE',
      headers: { Origin: 'https://evil.example' },
    });
    expect(del.status).toBe(403);
  });

  it('accepts our own Origin, our own Referer, and clients that send neither', async () => {
    expect((await write(new Client(server.url), {})).status).toBe(200);
    const noOrigin = new Client(server.url, null);
    expect((await write(noOrigin, { Referer: `${server.url}/auth` })).status).toBe(200);
    expect((await write(new Client(server.url, null), {})).status).toBe(200);
  });

  it('never checks reads', async () => {
    const response = await new Client(server.url).request('/api/health', {
      headers: { Origin: 'https://other.example' },
    });
    expect(response.status).not.toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { Client, currentUser, signInParent, useAuthServer } from './auth-support';

const server = useAuthServer('authparent');

async function sessionData(client: Client): Promise<Record<string, unknown> | null> {
  const raw = await server.redis.get(`${server.config.REDIS_PREFIX}:sess:${client.sessionId()}`);
  return raw ? JSON.parse(raw) : null;
}

describe('parent sign-in through the development identity provider', () => {
  it('creates a parent from the ID token, under a new session id, and lands on the redirect', async () => {
    const client = new Client(server.url);
    const anonymous = await client.request('/api/auth/user');
    expect(anonymous.status).toBe(401);

    const start = await client.request('/api/oauth/login?redirect=%2Fcomparison%3Flevel%3Dsd');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.href.startsWith(`${server.url}/dev-oidc/`)).toBe(true);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const loginSessionId = client.sessionId();
    expect(loginSessionId).toBeTruthy();

    const done = await signInParent(client, 'Siti Rahmawati', '/comparison?level=sd');
    expect(done.finalUrl).toBe(`${server.url}/comparison?level=sd`);
    expect(client.sessionId()).not.toBe(loginSessionId);
    // the pre-login session is gone from Redis
    expect(await server.redis.exists(`${server.config.REDIS_PREFIX}:sess:${loginSessionId}`)).toBe(
      0,
    );

    const user = (await currentUser(client))!;
    expect(user).toMatchObject({
      role: 'parent',
      firstName: 'Siti',
      lastName: 'Rahmawati',
      email: 'siti-rahmawati@contoh.test',
      username: null,
    });
    const [row] = await server.db
      .sql`SELECT oidc_issuer, oidc_subject FROM users WHERE id = ${user.id}`;
    expect(row).toMatchObject({
      oidcIssuer: `${server.url}/dev-oidc`,
      oidcSubject: 'dev-siti-rahmawati',
    });
  });

  it('signs the same person in again as the same user, refreshing the profile', async () => {
    const first = new Client(server.url);
    await signInParent(first, 'Budi Santoso');
    const before = (await currentUser(first))!;
    await server.db.sql`UPDATE users SET first_name = 'Lama' WHERE id = ${before.id}`;

    const second = new Client(server.url);
    await signInParent(second, 'Budi Santoso');
    const after = (await currentUser(second))!;
    expect(after.id).toBe(before.id);
    expect(after.firstName).toBe('Budi');
    const rows = await server.db.sql`SELECT id FROM users WHERE oidc_subject = 'dev-budi-santoso'`;
    expect(rows).toHaveLength(1);
  });

  it('signs out: session deleted, cookie cleared, back to the home page', async () => {
    const client = new Client(server.url);
    await signInParent(client, 'Dewi Lestari');
    const sid = client.sessionId();
    const out = await client.request('/api/oauth/logout', { method: 'POST' });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect(await server.redis.exists(`${server.config.REDIS_PREFIX}:sess:${sid}`)).toBe(0);
    expect((await client.request('/api/auth/user')).status).toBe(401);
  });

  it('/api/login is an alias of the login path', async () => {
    const client = new Client(server.url);
    const start = await client.request('/api/login?redirect=/dashboard');
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toContain('/dev-oidc/');
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    expect((await sessionData(client))?.oauth).toEqual({
      [state]: expect.objectContaining({ redirect: '/dashboard' }),
    });
  });
});

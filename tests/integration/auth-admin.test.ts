import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, currentUser, signInAdmin, signInParent, useAuthServer } from './auth-support';
import { createPasswordUser } from '@tests/support/factories';

const server = useAuthServer('authadmin');

beforeAll(async () => {
  await createPasswordUser(server.db.sql, 'kepala', 'rahasia-situs', 'site_admin');
});

const login = (client: Client, username: string, password: string) =>
  client.json('/api/admin/login', 'POST', { username, password });

describe('admin sign-in', () => {
  it('refuses a wrong password in plain text, then signs in under a new session id', async () => {
    const client = new Client(server.url);
    const wrong = await login(client, 'kepala', 'salah-sekali');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await wrong.text()).toBe('Username atau password salah');

    // an anonymous session exists before sign-in (e.g. from a started OAuth login)
    await client.request('/api/oauth/login?redirect=/');
    const before = client.sessionId();
    expect(before).toBeTruthy();

    const right = await login(client, 'Kepala', 'rahasia-situs');
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ role: 'site_admin', username: 'kepala' });
    expect(client.sessionId()).not.toBe(before);
    expect(await server.redis.exists(`${server.config.REDIS_PREFIX}:sess:${before}`)).toBe(0);
    expect(await currentUser(client)).toMatchObject({ role: 'site_admin' });
  });

  it('gives the SPEC §5 messages for missing fields', async () => {
    const client = new Client(server.url);
    const noUser = await login(client, '', 'x');
    expect([noUser.status, await noUser.text()]).toEqual([400, 'Username harus diisi']);
    const noPassword = await login(client, 'kepala', '');
    expect([noPassword.status, await noPassword.text()]).toEqual([400, 'Password harus diisi']);
  });

  it('logs out with a POST: the session is deleted', async () => {
    const client = new Client(server.url);
    await signInAdmin(client, 'kepala', 'rahasia-situs');
    const sid = client.sessionId();
    const out = await client.request('/api/admin/logout', { method: 'POST' });
    expect(out.status).toBe(204);
    expect(await server.redis.exists(`${server.config.REDIS_PREFIX}:sess:${sid}`)).toBe(0);
    expect(await currentUser(client)).toBeNull();
  });

  it('throttles 20 wrong passwords in a row with 429, even for the right password afterwards', async () => {
    await createPasswordUser(server.db.sql, 'sasaran', 'benar-sekali', 'school_admin');
    const client = new Client(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await login(client, 'sasaran', `tebak-${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));

    const blocked = await login(client, 'sasaran', 'benar-sekali');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.text()).toMatch(/^Terlalu banyak percobaan login/);
    // another account from the same address is not locked by this one
    expect((await login(client, 'kepala', 'rahasia-situs')).status).toBe(200);
  });

  it('spends the same argon2 work on an unknown username as on a wrong password', async () => {
    const client = new Client(server.url);
    // CPU time of this process (the api runs in it, argon2 on its thread pool):
    // unlike wall time it does not depend on what else the machine is doing
    const cpuMs = async (username: string) => {
      const before = process.cpuUsage();
      const response = await login(client, username, 'bukan-passwordnya');
      const used = process.cpuUsage(before);
      expect(response.status).toBe(401);
      return (used.user + used.system) / 1000;
    };
    await createPasswordUser(server.db.sql, 'ada', 'rahasia-ada', 'school_admin');
    await cpuMs('ada'); // warm-up
    await cpuMs('tidak-ada');
    let known = 0;
    let unknown = 0;
    for (let i = 0; i < 6; i++) {
      known += await cpuMs('ada');
      unknown += await cpuMs(`tidak-ada-${i}`);
    }
    // skipping the hash would make the unknown case several times cheaper
    expect(unknown).toBeGreaterThan(known * 0.6);
    expect(unknown).toBeLessThan(known * 1.6);
  });
});

describe('admin registration', () => {
  const register = (client: Client, body: Record<string, unknown>) =>
    client.json('/api/admin/register', 'POST', body);

  it('validates with the SPEC §5 messages, as plain text', async () => {
    const client = new Client(server.url);
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'ab', password: 'rahasia', email: 'a@b.id' }, 'Username minimal 3 karakter'],
      [{ username: 'abc', password: '12345', email: 'a@b.id' }, 'Password minimal 6 karakter'],
      [{ username: 'abc', password: '123456', email: 'bukan-email' }, 'Email tidak valid'],
    ];
    for (const [body, message] of cases) {
      const response = await register(client, body);
      expect([response.status, await response.text()]).toEqual([400, message]);
    }
  });

  it('answers a malformed body in plain text too', async () => {
    const response = await new Client(server.url).request('/api/admin/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username": ',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Format data tidak valid');
  });

  it('creates a pending account that cannot sign in until a site admin approves it', async () => {
    const client = new Client(server.url);
    const created = await register(client, {
      username: 'guru-baru',
      password: 'rahasia-guru',
      email: 'guru@contoh.test',
      role: 'site_admin',
    });
    expect(created.status).toBe(201);
    const account = (await created.json()) as { id: number };
    expect(account).toMatchObject({ status: 'pending', requestedRole: 'site_admin' });
    // registering does not sign anyone in
    expect(await currentUser(client)).toBeNull();

    const refused = await login(client, 'guru-baru', 'rahasia-guru');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(
      'Akun Anda belum disetujui. Mohon tunggu persetujuan admin situs.',
    );
    const taken = await register(client, {
      username: 'GURU-BARU',
      password: 'rahasia-lain',
      email: 'lain@contoh.test',
    });
    expect([taken.status, await taken.text()]).toEqual([409, 'Username sudah digunakan']);

    const reviewer = new Client(server.url);
    await signInAdmin(reviewer, 'kepala', 'rahasia-situs');
    const pending = await reviewer.get<{ username: string }[]>(
      '/api/admin/accounts?status=pending',
    );
    expect(pending.map((a: { username: string }) => a.username)).toContain('guru-baru');
    // the reviewer may grant less than was asked for
    const approved = await reviewer.json(`/api/admin/accounts/${account.id}/approve`, 'POST', {
      role: 'school_admin',
    });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ status: 'active', role: 'school_admin' });
    // deciding twice is refused
    expect((await reviewer.json(`/api/admin/accounts/${account.id}/reject`, 'POST')).status).toBe(
      404,
    );

    expect((await login(client, 'guru-baru', 'rahasia-guru')).status).toBe(200);
    expect(await currentUser(client)).toMatchObject({ role: 'school_admin' });
  });

  it('a rejected registration never signs in', async () => {
    const client = new Client(server.url);
    const created = await register(client, {
      username: 'penyusup',
      password: 'rahasia-penyusup',
      email: 'x@contoh.test',
      role: 'site_admin',
    });
    const { id } = (await created.json()) as { id: number };
    const reviewer = new Client(server.url);
    await signInAdmin(reviewer, 'kepala', 'rahasia-situs');
    expect((await reviewer.json(`/api/admin/accounts/${id}/reject`, 'POST')).status).toBe(200);
    const refused = await login(client, 'penyusup', 'rahasia-penyusup');
    expect([refused.status, await refused.text()]).toEqual([403, 'Pendaftaran akun Anda ditolak.']);
  });

  it('only site admins review registrations', async () => {
    const parent = new Client(server.url);
    await signInParent(parent, 'Orang Tua Penasaran');
    expect((await parent.request('/api/admin/accounts')).status).toBe(403);
    expect((await parent.json('/api/admin/accounts/1/approve', 'POST')).status).toBe(403);
    expect((await new Client(server.url).request('/api/admin/accounts')).status).toBe(401);
  });
});

describe('sessions', () => {
  const key = (client: Client) => `${server.config.REDIS_PREFIX}:sess:${client.sessionId()}`;

  async function age(client: Client, field: 'lastSeenAt' | 'signedInAt', minutes: number) {
    const data = JSON.parse((await server.redis.get(key(client)))!);
    data[field] = Date.now() - minutes * 60_000;
    await server.redis.set(key(client), JSON.stringify(data), 'KEEPTTL');
  }

  it('ends an admin session idle for longer than the admin idle timeout', async () => {
    const client = new Client(server.url);
    await signInAdmin(client, 'kepala', 'rahasia-situs');
    await age(client, 'lastSeenAt', server.config.ADMIN_SESSION_IDLE_MINUTES - 5);
    expect(await currentUser(client)).not.toBeNull();
    await age(client, 'lastSeenAt', server.config.ADMIN_SESSION_IDLE_MINUTES + 1);
    expect(await currentUser(client)).toBeNull();
  });

  it('ends a busy session at the absolute timeout', async () => {
    const client = new Client(server.url);
    await signInParent(client, 'Orang Tua Rajin');
    await age(client, 'signedInAt', server.config.SESSION_IDLE_MINUTES + 10);
    // idle is measured from the last request, so this parent is still in
    expect(await currentUser(client)).not.toBeNull();
    await age(client, 'signedInAt', server.config.SESSION_ABSOLUTE_MINUTES + 1);
    expect(await currentUser(client)).toBeNull();
  });

  it('sets an httpOnly, SameSite=Lax cookie scoped to /api', async () => {
    const client = new Client(server.url);
    const response = await login(client, 'kepala', 'rahasia-situs');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('bs.sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api/);
    // Secure only in production (this test server speaks plain http)
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('signs out a disabled account at its next request', async () => {
    const id = await createPasswordUser(
      server.db.sql,
      'akan-nonaktif',
      'rahasia-nonaktif',
      'school_admin',
    );
    const client = new Client(server.url);
    await signInAdmin(client, 'akan-nonaktif', 'rahasia-nonaktif');
    await server.db.sql`UPDATE users SET status = 'disabled' WHERE id = ${id}`;
    expect(await currentUser(client)).toBeNull();
  });
});

describe('npm run admin:create', () => {
  it('creates an active site admin who can sign in', async () => {
    const run = promisify(execFile);
    const { stdout } = await run(
      'npx',
      ['tsx', 'api/cli/create-admin.ts', '--username', 'pertama', '--email', 'p@contoh.test'],
      {
        env: { ...process.env, DATABASE_URL: server.db.url, ADMIN_PASSWORD: 'rahasia-pertama' },
        timeout: 60_000,
      },
    );
    expect(stdout).toContain("site_admin 'pertama' is ready");
    const client = new Client(server.url);
    await signInAdmin(client, 'pertama', 'rahasia-pertama');
    expect(await currentUser(client)).toMatchObject({ role: 'site_admin', email: 'p@contoh.test' });
  });
});

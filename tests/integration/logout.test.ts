import { describe, expect, it } from 'vitest';
import { Client, currentUser, signInAdmin, signInParent, useAuthServer } from './auth-support';
import { createPasswordUser } from '@tests/support/factories';

// Issue 14 item 4: signing out is a POST behind the Origin check, so a link or
// an image on another site cannot sign anyone out.

const server = useAuthServer('logout');

async function parent(name: string): Promise<Client> {
  const client = new Client(server.url);
  await signInParent(client, name);
  expect(await currentUser(client)).not.toBeNull();
  return client;
}

describe('parent logout', () => {
  it('a GET (a followed link) only asks, with a button that POSTs', async () => {
    const client = await parent('Orang Tua Tautan');
    const page = await client.request('/api/oauth/logout');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('Keluar dari akun?');
    expect(html).toMatch(/<form method="post" action="\/api\/oauth\/logout">/);
    expect(html).toMatch(/<button type="submit">Keluar<\/button>/);
    expect(await currentUser(client)).not.toBeNull();
  });

  it('a POST from our own page signs out and goes home', async () => {
    const client = await parent('Orang Tua Keluar');
    const out = await client.request('/api/oauth/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `${server.url}/` },
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect(await currentUser(client)).toBeNull();
  });

  it('a POST from another site is refused and the session stays', async () => {
    const client = await parent('Orang Tua Lintas Situs');
    for (const headers of [
      { Origin: 'https://evil.test' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ] as Record<string, string>[]) {
      const noOrigin = new Client(server.url, null);
      for (const [name, value] of client.cookies) noOrigin.cookies.set(name, value);
      const res = await noOrigin.request('/api/oauth/logout', { method: 'POST', headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'BAD_ORIGIN' });
    }
    expect(await currentUser(client)).not.toBeNull();
  });

  it('other methods are not a way out', async () => {
    const client = await parent('Orang Tua Metode');
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await client.request('/api/oauth/logout', { method });
      expect(res.status).toBe(404);
    }
    expect(await currentUser(client)).not.toBeNull();
  });
});

describe('admin logout', () => {
  it('stays a POST behind the Origin check', async () => {
    await createPasswordUser(server.db.sql, 'admin-keluar', 'rahasia-keluar', 'site_admin');
    const admin = new Client(server.url);
    await signInAdmin(admin, 'admin-keluar', 'rahasia-keluar');
    const foreign = await admin.request('/api/admin/logout', {
      method: 'POST',
      headers: { Origin: 'https://evil.test' },
    });
    expect(foreign.status).toBe(403);
    expect(await currentUser(admin)).not.toBeNull();
    expect((await admin.request('/api/admin/logout')).status).toBe(404);
    const out = await admin.request('/api/admin/logout', { method: 'POST' });
    expect(out.status).toBe(204);
    expect(await currentUser(admin)).toBeNull();
  });
});

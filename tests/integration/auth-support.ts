import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { AuthUser } from '@core/contracts/auth';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, uniqueRedisPrefix, type TestDatabase } from '@tests/support/database';

// Shared by the accounts integration tests: the tests' one app builder
// (startTestApi) with a database of its own, its own address as PUBLIC_URL (sign-in
// redirects, the Origin check) and local storage in a temporary folder, plus a
// small cookie-keeping HTTP client. Users: @tests/support/factories.

export interface AuthServer extends TestApi {
  db: TestDatabase;
}

export async function startAuthServer(
  label: string,
  env: Record<string, string> = {},
): Promise<AuthServer> {
  const db = await createTestDatabase(label);
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), `bs-${label}-objects-`));
  const api = await startTestApi(db, {
    env: { REDIS_PREFIX: uniqueRedisPrefix(label), STORAGE_DIR: storageDir, ...env },
    ownPublicUrl: true,
  });
  return {
    ...api,
    db,
    async close() {
      await api.close();
      fs.rmSync(storageDir, { recursive: true, force: true });
      await db.drop();
    },
  };
}

/**
 * The api of one test file: started before its tests, closed after them.
 * The returned object is filled in once the server is up, so read it inside
 * hooks and tests; seed in a beforeAll declared after this call.
 */
export function useAuthServer(label: string, env: Record<string, string> = {}): AuthServer {
  const server = {} as AuthServer;
  let started: AuthServer | undefined;
  beforeAll(async () => {
    started = await startAuthServer(label, env);
    Object.assign(server, started);
  });
  afterAll(async () => {
    await started?.close();
  });
  return server;
}

/** A browser stand-in: keeps cookies, sends our Origin on writes, follows redirects on request. */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly base: string,
    private readonly origin: string | null = base,
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.base);
    const headers = new Headers(init.headers);
    if (this.cookies.size) {
      headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const method = (init.method ?? 'GET').toUpperCase();
    if (this.origin && !['GET', 'HEAD'].includes(method) && !headers.has('Origin')) {
      headers.set('Origin', this.origin);
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }

  private store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((attr) => {
        const [key, val] = attr.trim().split('=');
        if (key?.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key?.toLowerCase() === 'expires') return Date.parse(val ?? '') <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  json(path: string, method: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** Follows redirects like a browser; returns the last response and every URL visited. */
  async follow(path: string, init: RequestInit = {}, max = 12) {
    let response = await this.request(path, init);
    const visited = [new URL(path, this.base).href];
    for (let hops = 0; hops < max && response.status >= 300 && response.status < 400; hops++) {
      const next = new URL(response.headers.get('location')!, visited.at(-1));
      visited.push(next.href);
      await response.arrayBuffer();
      response = await this.request(next.href);
    }
    return { response, visited, finalUrl: visited.at(-1)! };
  }

  /** GET a JSON answer, failing on any non-200. */
  async get<T>(path: string): Promise<T> {
    const response = await this.request(path);
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  /** Session id inside the signed cookie 's:<id>.<signature>'. */
  sessionId(): string | undefined {
    const raw = this.cookies.get('bs.sid');
    if (!raw) return undefined;
    return decodeURIComponent(raw).replace(/^s:/, '').split('.')[0];
  }
}

/**
 * Parent sign-in through the development identity provider: start at
 * /api/oauth/login, fill in the name form, follow back to our site.
 */
export async function signInParent(client: Client, name: string, redirect = '/dashboard') {
  const start = await client.follow(`/api/oauth/login?redirect=${encodeURIComponent(redirect)}`);
  const form = await start.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(form)?.[1];
  if (!action) throw new Error(`no sign-in form at ${start.finalUrl}: ${start.response.status}`);
  const submitted = await client.request(action.replace(/&amp;/g, '&'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name }).toString(),
  });
  const location = submitted.headers.get('location');
  if (!location) throw new Error(`sign-in form answered ${submitted.status}`);
  return client.follow(location);
}

export async function signInAdmin(client: Client, username: string, password: string) {
  const response = await client.json('/api/admin/login', 'POST', { username, password });
  if (response.status !== 200)
    throw new Error(`admin login ${response.status}: ${await response.text()}`);
  return response;
}

/** GET /api/auth/user: the user, or null on 401. */
export async function currentUser(client: Client): Promise<AuthUser | null> {
  const response = await client.request('/api/auth/user');
  if (response.status === 401) return null;
  if (response.status !== 200) throw new Error(`auth user ${response.status}`);
  return (await response.json()) as AuthUser;
}

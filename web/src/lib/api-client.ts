/**
 * Every call sends credentials. A non-success response throws an Error whose
 * message is `${status}: ${body text or statusText}` (SPEC §7), which callers
 * match on (e.g. a message starting with '401:').
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | undefined | null>;

/** '/api/schools' + { q: 'x', page: undefined } -> '/api/schools?q=x' */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Server rendering only (app/server-entry.tsx): GETs are answered by the api
 * in its own process, not over the network. Null in the browser.
 */
let serverRead: ((path: string) => Promise<{ status: number; body: string }>) | null = null;

/** Server rendering only: answer every GET with `read`. */
export function configureServerReads(
  read: (path: string) => Promise<{ status: number; body: string }>,
): void {
  serverRead = read;
}

async function readOnServer(read: NonNullable<typeof serverRead>, path: string): Promise<Response> {
  const { status, body } = await read(path);
  if (status < 200 || status >= 300) throw new ApiError(status, body, '');
  return new Response(status === 204 ? null : body, {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  init?: RequestInit,
): Promise<Response> {
  if (serverRead && method === 'GET') return readOnServer(serverRead, path);
  const headers = new Headers(init?.headers);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(path, {
    ...init,
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  return response;
}

export async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await apiRequest('GET', path, undefined, init);
  return (await response.json()) as T;
}

export async function sendJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

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
 * Where requests go: '' in the browser (same origin). The server renderer
 * (app/server-entry.tsx) points them at the api's own address on loopback
 * and adds the header that marks them as its own.
 */
const server = { origin: '', headers: {} as Record<string, string> };

/** Server rendering only: send every request to `origin` with `headers`. */
export function configureServerApi(origin: string, headers: Record<string, string>): void {
  server.origin = origin;
  server.headers = headers;
}

export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  init?: RequestInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  for (const [name, value] of Object.entries(server.headers)) headers.set(name, value);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(server.origin + path, {
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

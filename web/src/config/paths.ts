// Every URL the web app links to, in one place (SPEC §2 route table).

type Params = Record<string, string | number | undefined | null>;

function withParams(path: string, params?: Params): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function segments(...parts: (string | undefined | null)[]): string {
  const present: string[] = [];
  for (const part of parts) {
    if (!part) break; // a city needs its province, a level needs its city
    present.push(encodeURIComponent(part));
  }
  return `/${present.join('/')}`;
}

export const paths = {
  home: (params?: Params) => withParams('/', params),
  about: () => '/about',
  /** /indonesia, /{province}, /{province}/{city}, /{province}/{city}/{level} */
  hub: (province?: string | null, city?: string | null, level?: string | null, params?: Params) =>
    withParams(province ? segments(province, city, level) : '/indonesia', params),
  indonesia: (params?: Params) => withParams('/indonesia', params),
  comparison: (province?: string | null, city?: string | null, level?: string | null) =>
    province ? `/comparison${segments(province, city, level)}` : '/comparison',
  school: (slug: string) => `/school/${encodeURIComponent(slug)}`,
  contribute: (params?: Params) => withParams('/contribute', params),
  requestSchool: (params?: Params) => withParams('/request-school', params),
  schoolRequests: () => '/school-requests',
  dashboard: () => '/dashboard',
  admin: () => '/admin',
  auth: () => '/auth',
  /** starts Google sign-in and comes back to `redirect` */
  login: (redirect: string) => withParams('/api/oauth/login', { redirect }),
  parentLogout: () => '/api/oauth/logout',
  adminLogout: () => '/api/admin/logout',
} as const;

// Who may call what (docs/authorization.md). Every API route of the app must
// be listed here: a route added without a rule fails the first test of
// authorization-matrix.test.ts, which calls each route as each role.
//   public      anyone
//   user        any signed-in user (401 when anonymous)
//   admin       site_admin and school_admin (401 anonymous, 403 parent)
//   site_admin  site_admin only (401 anonymous, 403 parent and school_admin)
//   signed      the URL's signature is the authorization, not the session: 403 for
//               every role without one (storage/local-disk.ts; see the signed-URL test in
//               authorization-matrix.test.ts)
export type Access = 'public' | 'user' | 'admin' | 'site_admin' | 'signed';
export type Role = 'anonymous' | 'parent' | 'school_admin' | 'site_admin';

export interface Rule {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  access: Access;
  /** the call ends the session: run it with a throwaway sign-in */
  signsOut?: boolean;
}

const rule = (method: Rule['method'], path: string, access: Access, signsOut = false): Rule => ({
  method,
  path,
  access,
  signsOut,
});

export const RULES: Rule[] = [
  // read API (SPEC §7)
  rule('GET', '/api/health', 'public'),
  rule('GET', '/api/health/ready', 'public'),
  rule('GET', '/api/provinces', 'public'),
  rule('GET', '/api/provinces/:id/cities', 'public'),
  rule('GET', '/api/cities/top', 'public'),
  rule('GET', '/api/cities/:id/districts', 'public'),
  rule('GET', '/api/map-config', 'public'),
  rule('GET', '/api/locations/resolve', 'public'),
  rule('GET', '/api/stats', 'public'),
  rule('GET', '/api/academic-years', 'public'),
  rule('GET', '/api/schools', 'public'),
  rule('GET', '/api/schools/comparison', 'public'),
  rule('GET', '/api/schools/map', 'public'),
  rule('GET', '/api/schools/recent', 'public'),
  rule('GET', '/api/schools/slug/:slug', 'public'),
  rule('GET', '/api/schools/:id/cost-items', 'public'),
  rule('GET', '/api/schools/:id/fee-facts', 'public'),
  rule('GET', '/api/schools/:id/fee-rules', 'public'),
  rule('GET', '/api/schools/:id/gallery', 'public'),
  rule('POST', '/api/schools/:id/view', 'public'),
  rule('POST', '/api/schools/:id/reports', 'public'),
  rule('POST', '/api/schools/:id/levy-reports', 'public'),
  rule('GET', '/api/school-requests', 'public'),
  // whole cost, benchmarks, facts and open data (issue 10)
  rule('GET', '/api/schools/:id/fee-insights', 'public'),
  rule('GET', '/api/schools/:id/facts', 'public'),
  rule('GET', '/api/benchmarks', 'public'),
  rule('GET', '/api/openapi.json', 'public'),
  // accounts
  rule('GET', '/api/auth/user', 'user'),
  rule('GET', '/api/oauth/login', 'public'),
  rule('GET', '/api/login', 'public'),
  rule('GET', '/api/oauth/callback', 'public'),
  rule('GET', '/api/oauth/logout', 'public'),
  rule('POST', '/api/oauth/logout', 'public', true),
  rule('POST', '/api/admin/login', 'public'),
  rule('POST', '/api/admin/logout', 'public', true),
  rule('POST', '/api/admin/register', 'public'),
  rule('GET', '/api/admin/accounts', 'site_admin'),
  rule('POST', '/api/admin/accounts/:id/approve', 'site_admin'),
  rule('POST', '/api/admin/accounts/:id/reject', 'site_admin'),
  // signed-in users (SPEC §6)
  rule('GET', '/api/favorites', 'user'),
  rule('POST', '/api/favorites', 'user'),
  rule('GET', '/api/favorites/:schoolId/status', 'user'),
  rule('DELETE', '/api/favorites/:schoolId', 'user'),
  rule('POST', '/api/school-submissions', 'user'),
  rule('POST', '/api/objects/upload', 'user'),
  rule('POST', '/api/school-requests', 'user'),
  // admin roles
  rule('GET', '/api/schools/:id/view-count', 'admin'),
  rule('GET', '/api/admin/schools', 'admin'),
  rule('GET', '/api/global-cost-categories', 'admin'),
  rule('GET', '/api/schools/:id/cost-categories', 'admin'),
  rule('POST', '/api/schools/:id/cost-items', 'admin'),
  rule('PUT', '/api/cost-items/:id', 'admin'),
  rule('DELETE', '/api/cost-items/:id', 'admin'),
  // issue 23: claims, school profiles and photos, admissions, registry fixes (before
  // issue 8's DELETE of a school admin's school, which may unassign the seeded one)
  rule('POST', '/api/schools/:id/claims', 'user'),
  rule('GET', '/api/me/claims', 'user'),
  rule('GET', '/api/admin/claims', 'site_admin'),
  rule('POST', '/api/admin/claims/:id/approve', 'site_admin'),
  rule('POST', '/api/admin/claims/:id/reject', 'site_admin'),
  rule('GET', '/api/admin/claims/:id/files/:index', 'site_admin'),
  rule('GET', '/api/schools/:id/profile', 'admin'),
  rule('PUT', '/api/schools/:id/profile', 'admin'),
  rule('POST', '/api/schools/:id/photos', 'admin'),
  rule('DELETE', '/api/schools/:id/photos/:photoId', 'admin'),
  rule('GET', '/api/schools/:id/admissions', 'admin'),
  rule('PUT', '/api/schools/:id/admissions', 'admin'),
  rule('DELETE', '/api/schools/:id/admissions/:year', 'admin'),
  rule('GET', '/api/admin/schools/:id/registry', 'site_admin'),
  rule('PUT', '/api/admin/schools/:id/registry', 'site_admin'),
  rule('POST', '/api/admin/schools/:id/merge', 'site_admin'),
  rule('POST', '/api/admin/schools/:id/retire', 'site_admin'),
  rule('POST', '/api/admin/schools/:id/restore', 'site_admin'),
  // site admins only
  rule('GET', '/api/school-submissions', 'site_admin'),
  rule('GET', '/api/objects/download/:submissionId/:fileIndex', 'site_admin'),
  rule('GET', '/api/schools/export-csv', 'site_admin'),
  rule('PATCH', '/api/school-requests/:id/complete', 'site_admin'),
  rule('GET', '/api/exports/:id', 'site_admin'),
  // issue 8: fees flow in
  rule('GET', '/api/me/submissions', 'user'),
  rule('GET', '/api/me/submissions/:id', 'user'),
  rule('POST', '/api/me/submissions/:id/resend', 'user'),
  rule('GET', '/api/me/school-requests', 'user'),
  rule('GET', '/api/contribute/prefill', 'user'),
  // issue 21: notifications
  rule('GET', '/api/me/notifications', 'user'),
  rule('POST', '/api/me/notifications/read', 'user'),
  rule('GET', '/api/objects/uploads/:uploadId/reading', 'user'),
  rule('POST', '/api/schools/:id/cost-categories', 'admin'),
  rule('POST', '/api/schools/:id/cost-items/copy', 'admin'),
  rule('POST', '/api/school-submissions/:id/approve', 'site_admin'),
  rule('POST', '/api/school-submissions/:id/reject', 'site_admin'),
  rule('GET', '/api/admin/school-admins', 'site_admin'),
  rule('POST', '/api/admin/school-admins/:id/schools', 'site_admin'),
  rule('DELETE', '/api/admin/school-admins/:id/schools/:schoolId', 'site_admin'),
  rule('POST', '/api/academic-years', 'site_admin'),
  rule('POST', '/api/global-cost-categories', 'site_admin'),
  rule('POST', '/api/admin/schools', 'site_admin'),
  rule('GET', '/api/admin/reports', 'site_admin'),
  rule('POST', '/api/admin/reports/:id/resolve', 'site_admin'),
  rule('GET', '/api/admin/overview', 'site_admin'),
  // issue 20: fee rules
  rule('GET', '/api/admin/fee-rules', 'site_admin'),
  rule('POST', '/api/admin/fee-rules', 'site_admin'),
  rule('PUT', '/api/admin/fee-rules/:id', 'site_admin'),
  rule('POST', '/api/admin/fee-rules/:id/retire', 'site_admin'),
  rule('POST', '/api/admin/fee-rules/:id/restore', 'site_admin'),
  rule('GET', '/api/admin/fee-coverage', 'site_admin'),
  rule('GET', '/api/admin/levy-reports', 'site_admin'),
  rule('POST', '/api/admin/levy-reports/:id/resolve', 'site_admin'),
  // the local storage driver's upload and download URLs (mounted only with that driver)
  rule('PUT', '/api/objects/local/*key', 'signed'),
  rule('GET', '/api/objects/local/*key', 'signed'),
];

export const ROLES: Role[] = ['anonymous', 'parent', 'school_admin', 'site_admin'];

/** The status class each role must get: 'allowed' means neither 401 nor 403. */
export function expected(access: Access, role: Role): 401 | 403 | 'allowed' {
  if (access === 'signed') return 403;
  if (access === 'public') return 'allowed';
  if (role === 'anonymous') return 401;
  if (access === 'user') return 'allowed';
  if (role === 'parent') return 403;
  if (access === 'admin') return 'allowed';
  return role === 'site_admin' ? 'allowed' : 403;
}

/** '/api/schools/:id/view' and '/api/schools/:schoolId/view' are the same route. */
export const shape = (method: string, path: string) => `${method} ${path.replace(/:\w+/g, ':')}`;

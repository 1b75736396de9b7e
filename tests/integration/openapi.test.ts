import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DOCUMENTED_ROUTES, openApiPath } from '@api/modules/open-data/openapi';
import { seedMonthlySpp, seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { Client, useAuthServer } from './auth-support';
import { listRoutes } from './route-list';

// The OpenAPI document (GET /api/openapi.json) must be a valid OpenAPI 3.1
// description, name every public route of the app, and describe what the
// routes really answer. Routes left out must refuse an anonymous caller.

/** Routes that are not public: each must answer 401 or 403 to an anonymous caller. */
const NOT_PUBLIC = [
  'GET /api/auth/user',
  'GET /api/favorites',
  'POST /api/favorites',
  'GET /api/favorites/:/status',
  'DELETE /api/favorites/:',
  'POST /api/school-submissions',
  'GET /api/school-submissions',
  'POST /api/objects/upload',
  'POST /api/school-requests',
  'PATCH /api/school-requests/:/complete',
  'GET /api/schools/:/view-count',
  'GET /api/admin/schools',
  'GET /api/admin/accounts',
  'POST /api/admin/accounts/:/approve',
  'POST /api/admin/accounts/:/reject',
  'GET /api/global-cost-categories',
  'GET /api/schools/:/cost-categories',
  'POST /api/schools/:/cost-items',
  'PUT /api/cost-items/:',
  'DELETE /api/cost-items/:',
  'GET /api/objects/download/:/:',
  'GET /api/schools/export-csv',
  'GET /api/exports/:',
  // contributors' own lists and the contribution form's prefill (issue 8)
  'GET /api/contribute/prefill',
  'GET /api/me/submissions',
  'GET /api/me/school-requests',
  // notifications (issue 21)
  'GET /api/me/notifications',
  'POST /api/me/notifications/read',
  'GET /api/objects/uploads/:/reading',
  // a rejected contribution corrected and resent (issue 21)
  'GET /api/me/submissions/:',
  'POST /api/me/submissions/:/resend',
  // review, school admins, catalog, missing schools, reports, overview (issue 8)
  'POST /api/school-submissions/:/approve',
  'POST /api/school-submissions/:/reject',
  'GET /api/admin/school-admins',
  'POST /api/admin/school-admins/:/schools',
  'DELETE /api/admin/school-admins/:/schools/:',
  'POST /api/academic-years',
  'POST /api/global-cost-categories',
  'POST /api/schools/:/cost-categories',
  'POST /api/schools/:/cost-items/copy',
  'POST /api/admin/schools',
  'GET /api/admin/reports',
  'POST /api/admin/reports/:/resolve',
  'GET /api/admin/overview',
  // claims, school profiles and photos, admissions, registry fixes (issue 23)
  'POST /api/schools/:/claims',
  'GET /api/me/claims',
  'GET /api/admin/claims',
  'POST /api/admin/claims/:/approve',
  'POST /api/admin/claims/:/reject',
  'GET /api/admin/claims/:/files/:',
  'GET /api/schools/:/profile',
  'PUT /api/schools/:/profile',
  'POST /api/schools/:/photos',
  'DELETE /api/schools/:/photos/:',
  'GET /api/schools/:/admissions',
  'PUT /api/schools/:/admissions',
  'DELETE /api/schools/:/admissions/:',
  'GET /api/admin/schools/:/registry',
  'PUT /api/admin/schools/:/registry',
  'POST /api/admin/schools/:/merge',
  'POST /api/admin/schools/:/retire',
  'POST /api/admin/schools/:/restore',
  // fee rules in the admin area (issue 20)
  'GET /api/admin/fee-rules',
  'POST /api/admin/fee-rules',
  'PUT /api/admin/fee-rules/:',
  'POST /api/admin/fee-rules/:/retire',
  'POST /api/admin/fee-rules/:/restore',
  'GET /api/admin/fee-coverage',
  'GET /api/admin/levy-reports',
  'POST /api/admin/levy-reports/:/resolve',
  // the local storage driver's signed URLs: the signature is the authorization
  'PUT /api/objects/local/*key',
  'GET /api/objects/local/*key',
];

const shape = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:\w+/g, ':')}`;

const server = useAuthServer('openapi');
let document: {
  openapi: string;
  info: { title: string; version: string; license?: { name: string } };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};
interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  responses?: Record<string, { description?: string }>;
}
let schoolId: number;
let slug: string;

beforeAll(async () => {
  const sql = server.db.sql;
  await seedRegions(sql);
  [schoolId] = (await seedSchools(sql, { count: 1, namePrefix: 'SD OpenAPI' })) as [number];
  await seedMonthlySpp(sql, [schoolId], 650_000);
  const [row] = await sql<{ slug: string }[]>`SELECT slug FROM schools WHERE id = ${schoolId}`;
  slug = row!.slug;
  const response = await fetch(`${server.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as typeof document;
});

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3.1 description whose references, parameters and ids all hold', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Biaya Sekolah API', version: '1.0.0' });
    expect(document.info.license?.name).toMatch(/CC BY 4.0/);
    const operationIds = new Set<string>();
    for (const [path, methods] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\/[A-Za-z0-9/{}._-]*$/);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(methods)) {
        expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
        expect(operation.operationId).toMatch(/^[A-Za-z0-9]+$/);
        expect(operationIds.has(operation.operationId!)).toBe(false);
        operationIds.add(operation.operationId!);
        const responses = Object.entries(operation.responses ?? {});
        expect(responses.length).toBeGreaterThan(0);
        for (const [status, response] of responses) {
          expect(status).toMatch(/^[1-5][0-9]{2}$/);
          expect(response.description).toBeTruthy();
        }
        // every path template has a required path parameter and no other path parameter exists
        const pathParams = (operation.parameters ?? []).filter((param) => param.in === 'path');
        expect(pathParams.map((param) => param.name).sort()).toEqual([...templated].sort());
        for (const param of pathParams) expect(param.required).toBe(true);
        for (const param of operation.parameters ?? []) {
          expect(['path', 'query', 'header', 'cookie']).toContain(param.in);
          expect(param.schema).toBeTruthy();
        }
      }
    }
    // every $ref points at a component that exists
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components?.schemas).toHaveProperty(ref.split('/').pop()!);
    }
  });

  it('names every public route of the app, and every route it leaves out refuses anonymous callers', async () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => shape(method, path.replace(/\{(\w+)\}/g, ':$1'))),
      ),
    );
    const mounted = listRoutes(server.app).filter(
      (route) => route.path.startsWith('/api/') || route.path.startsWith('/data/'),
    );
    const undocumented = mounted
      .map((route) => shape(route.method, route.path))
      .filter((route) => !documented.has(route));
    expect(undocumented.filter((route) => !NOT_PUBLIC.includes(route)).sort()).toEqual([]);

    const anonymous = new Client(server.url);
    for (const route of mounted) {
      const key = shape(route.method, route.path);
      if (!NOT_PUBLIC.includes(key)) continue;
      const url = route.path.replace(/:\w+/g, '1').replace(/\*\w+/g, 'uploads/x.bin');
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      const response = await anonymous.request(url, {
        method: route.method,
        headers: hasBody ? { 'Content-Type': 'application/json' } : {},
        body: hasBody ? '{}' : undefined,
      });
      expect([401, 403], `${key} answered ${response.status}`).toContain(response.status);
    }
    // and nothing is documented that the app does not serve
    const served = new Set(mounted.map((route) => shape(route.method, route.path)));
    expect([...documented].filter((route) => !served.has(route))).toEqual([]);
  });

  it('describes what the routes answer (their zod contracts parse the real responses)', async () => {
    const urls: Record<string, string> = {
      '/api/provinces': '/api/provinces',
      '/api/provinces/:id/cities': '/api/provinces/32/cities',
      '/api/stats': '/api/stats',
      '/api/academic-years': '/api/academic-years',
      '/api/schools/slug/:slug': `/api/schools/slug/${slug}`,
      '/api/schools/:id/cost-items': `/api/schools/${schoolId}/cost-items`,
      '/api/schools/:id/fee-insights': `/api/schools/${schoolId}/fee-insights`,
      '/api/schools/:id/facts': `/api/schools/${schoolId}/facts`,
      '/api/benchmarks': '/api/benchmarks?city=bandung',
      '/api/cities/:id/districts': '/api/cities/bandung/districts',
      '/api/health': '/api/health',
      '/api/health/ready': '/api/health/ready',
      '/api/map-config': '/api/map-config',
      '/api/school-requests': '/api/school-requests',
    };
    for (const [path, url] of Object.entries(urls)) {
      const route = DOCUMENTED_ROUTES.find(
        (entry) => entry.path === path && entry.method === 'get',
      );
      expect(route, path).toBeDefined();
      const ok = route!.operation.responses['200'] as unknown as {
        content: Record<string, { schema: z.ZodType }>;
      };
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(200);
      const parsed = ok.content['application/json']!.schema.safeParse(await response.json());
      expect(parsed.success, `${url}: ${parsed.error?.message}`).toBe(true);
    }
    expect(openApiPath('/api/schools/:id/cost-items')).toBe('/api/schools/{id}/cost-items');
  });

  it('is readable at /api-docs without any script', async () => {
    const response = await fetch(`${server.url}/api-docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<h1>Dokumentasi API</h1>');
    expect(html).toContain('/api/schools/{id}/fee-insights');
    expect(html).not.toContain('<script');
  });
});

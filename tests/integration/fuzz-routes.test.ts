import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedMonthlySpp, seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { buildFeeCsv } from '@worker/open-data/fees-csv';
import { Client, signInAdmin, signInParent, useAuthServer } from './auth-support';
import { createPasswordUser } from '@tests/support/factories';
import {
  bodyKind,
  jsonInput,
  loadContracts,
  queryString,
  rawJson,
  segment,
  contractsWith,
  type BodyKind,
  type Contracts,
  type JsonSchema,
} from './fuzz/inputs';
import { listRoutes, type MountedRoute } from './route-list';

// Issue 12 item 3: every mounted route, called by every role with hostile
// input (control characters, numbers past int4 and int8, broken escapes,
// random JSON under the contracts' field names), answers, and never with a
// 5xx. Routes added later are fuzzed without a change here: the routes come
// from the app, the field names from core/contracts.

/** Cases per route; a longer local run sets FUZZ_RUNS. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/**
 * The whole run's time budget, shared by the routes: the CI stays within its
 * time whatever the number of routes grows to (a route out of time stops early
 * and the log says how many cases it ran).
 */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 100_000);
/** Local debugging: only the routes whose 'METHOD path' matches, e.g. FUZZ_ROUTES=reports. */
const ONLY = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : undefined;
/** An answer slower than this counts as none. */
const ANSWER_TIMEOUT_MS = 5_000;

/**
 * Beyond the route list: what no route declares but the app still answers
 * (unknown paths and methods inside and outside /api, the development
 * provider's own endpoints, mounted as a whole).
 */
const EXTRA_TARGETS: MountedRoute[] = [
  { method: 'GET', path: '/:page' },
  { method: 'POST', path: '/:page/:more' },
  { method: 'DELETE', path: '/api/:unknown' },
  { method: 'PATCH', path: '/api/schools/:id' },
  { method: 'GET', path: '/dev-oidc/auth' },
  { method: 'POST', path: '/dev-oidc/token' },
  { method: 'GET', path: '/dev-oidc/me' },
  { method: 'GET', path: '/dev-oidc/:endpoint/:more' },
];

type Role = 'anonymous' | 'parent' | 'school_admin' | 'site_admin';
const ROLES: Role[] = ['anonymous', 'parent', 'school_admin', 'site_admin'];

const server = useAuthServer('fuzzroutes', {
  // limits would answer 429 before the input is looked at: counted, not fuzzed
  READ_RATE_LIMIT_PER_MINUTE: '0',
  TRUST_PROXY: '1',
  // the CSV export would wait for a worker this test does not run
  EXPORT_WAIT_MS: '0',
});
const clients = new Map<Role, Client>();
let routes: MountedRoute[];
let contracts: Contracts;
const outcomes = new Map<string, Map<number, number>>();
let totalCases = 0;

beforeAll(async () => {
  const sql = server.db.sql;
  // our own accounts far from the small ids the fuzzer sends, so no case
  // approves, rejects or otherwise edits them
  await sql`ALTER TABLE users ALTER COLUMN id RESTART WITH 900000`;
  await seedRegions(sql);
  const schools = await seedSchools(sql, { count: 3, namePrefix: 'SD Fuzz' });
  await seedMonthlySpp(sql, schools, 250_000);
  // the public fee CSV as the worker builds it on fee events (this test runs no
  // worker): until the first build its route answers 503 'being prepared'
  await buildFeeCsv({ sql, storage: server.storage });
  const schoolAdmin = await createPasswordUser(
    server.db.sql,
    'fuzz-sekolah',
    'rahasia-fuzz-1',
    'school_admin',
  );
  await sql`INSERT INTO school_admins (user_id, school_id) VALUES (${schoolAdmin}, ${schools[0]!})`;
  await createPasswordUser(server.db.sql, 'fuzz-situs', 'rahasia-fuzz-2', 'site_admin');
  clients.set('anonymous', new Client(server.url));
  const parent = new Client(server.url);
  await signInParent(parent, 'Orang Tua Fuzz');
  clients.set('parent', parent);
  const admin = new Client(server.url);
  await signInAdmin(admin, 'fuzz-sekolah', 'rahasia-fuzz-1');
  clients.set('school_admin', admin);
  const site = new Client(server.url);
  await signInAdmin(site, 'fuzz-situs', 'rahasia-fuzz-2');
  clients.set('site_admin', site);

  routes = [
    ...listRoutes(server.app).filter((route) => typeof route.path === 'string'),
    ...EXTRA_TARGETS,
  ].filter((route) => !ONLY || ONLY.test(`${route.method} ${route.path}`));
  contracts = await loadContracts();
});

/** '/api/schools/:id/cost-items' with generated segments; '*key' takes one to three. */
function pathArbitrary(template: string): fc.Arbitrary<string> {
  const parts = template.split('/').map((part) => {
    if (part.startsWith(':')) return segment;
    if (part.startsWith('*'))
      return fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
    return fc.constant(part);
  });
  return fc.tuple(...parts).map((built) => built.join('/'));
}

interface Case {
  /** the route's method; a GET route is also asked with HEAD (the same handler runs) */
  method: string;
  role: Role;
  path: string;
  query: string;
  kind: BodyKind;
  body: unknown;
  raw: string;
  ip: number;
}

/**
 * Which contracts a write route takes: sent `{}` with the seeded ids, its 400
 * names the fields it needs (the first role it does not refuse).
 */
async function fittingContracts(route: MountedRoute): Promise<JsonSchema[]> {
  if (route.method === 'GET' || route.method === 'DELETE') return [];
  const path = route.path.replace(/:\w+/g, '1').replace(/\*\w+/g, 'a');
  for (const role of ['site_admin', 'parent'] as const) {
    const response = await clients
      .get(role)!
      .json(`${server.url}${path}`, route.method, {}, { 'X-Forwarded-For': '198.18.1.1' });
    const text = await response.text();
    if (response.status === 401 || response.status === 403) continue;
    if (response.status !== 400 || !text.startsWith('{')) return [];
    const { issues = [] } = JSON.parse(text) as { issues?: { path: string }[] };
    const names = [...new Set(issues.map((issue) => issue.path.split('.')[0]!).filter(Boolean))];
    return contractsWith(contracts.objects, names);
  }
  return [];
}

function caseArbitrary(route: MountedRoute, fitting: JsonSchema[]): fc.Arbitrary<Case> {
  return fc.record({
    method: route.method === 'GET' ? fc.constantFrom('GET', 'HEAD') : fc.constant(route.method),
    role: fc.constantFrom(...ROLES),
    path: pathArbitrary(route.path),
    query: queryString(contracts),
    kind: route.method === 'GET' ? fc.constant<BodyKind>('none') : bodyKind,
    body: jsonInput(contracts, fitting),
    raw: rawJson,
    ip: fc.integer({ min: 1, max: 250 }),
  });
}

/** Signing out would end the role's session for the cases after: those go anonymous. */
const endsSession = (route: MountedRoute) => /logout/.test(route.path);

async function send(route: MountedRoute, input: Case): Promise<Response> {
  const client = endsSession(route) ? new Client(server.url) : clients.get(input.role)!;
  const headers: Record<string, string> = { 'X-Forwarded-For': `198.18.0.${input.ip}` };
  let body: string | undefined;
  if (input.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
  } else if (input.kind === 'raw-json') {
    headers['Content-Type'] = 'application/json';
    body = input.raw;
  } else if (input.kind === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = input.raw;
  } else if (input.kind === 'text') {
    headers['Content-Type'] = 'text/plain';
    body = input.raw;
  }
  // absolute: a path starting with '//' must stay a path, not name a host
  return client.request(`${server.url}${input.path}${input.query ? `?${input.query}` : ''}`, {
    method: input.method,
    headers,
    body,
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
}

/** Rate-limit counters, forgotten now and then so the input behind them is reached. */
async function forgetLimits() {
  const keys = await server.redis.keys(`${server.config.REDIS_PREFIX}:rl:*`);
  if (keys.length) await server.redis.del(...keys);
}

describe('every route with hostile input', () => {
  it('finds the routes and the contract field names', () => {
    if (!ONLY) expect(routes.length).toBeGreaterThan(40);
    expect(contracts.fields).toEqual(
      expect.arrayContaining(['reporterName', 'academicYearId', 'schoolId']),
    );
  });

  it(
    'answers every case of every route, never with a 5xx',
    async () => {
      const started = Date.now();
      const routeBudgetMs = Math.floor(BUDGET_MS / routes.length);
      for (const route of routes) {
        const key = `${route.method} ${route.path}`;
        const statuses = new Map<number, number>();
        outcomes.set(key, statuses);
        const routeStarted = Date.now();
        let count = 0;
        const fitting = await fittingContracts(route);
        await fc.assert(
          fc.asyncProperty(caseArbitrary(route, fitting), async (input) => {
            // past the route's share of the budget the remaining cases pass unsent; a
            // case under way always finishes, and every route runs at least one (an
            // interrupt by fast-check could cut a slow first case and fail the route)
            if (count > 0 && Date.now() - routeStarted > routeBudgetMs) return;
            if (count++ % 20 === 0) await forgetLimits();
            let response: Response;
            try {
              response = await send(route, input);
            } catch (error) {
              throw new Error(
                `${key}: no answer within ${ANSWER_TIMEOUT_MS} ms (${String(error)})`,
                { cause: error },
              );
            }
            await response.arrayBuffer();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status >= 500)
              throw new Error(`${key}: ${response.status} for ${JSON.stringify(input)}`);
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
        totalCases += count;
        statuses.set(-1, Date.now() - routeStarted);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const table = [...outcomes]
        .map(
          ([key, statuses]) =>
            `  ${key} (${statuses.get(-1)} ms): ${[...statuses]
              .filter(([s]) => s > 0)
              .map(([s, n]) => `${s}×${n}`)
              .join(' ')}`,
        )
        .join('\n');
      console.warn(
        `fuzz: ${routes.length} routes, ${totalCases} cases (up to ${RUNS} per route) in ${seconds} s\n${table}`,
      );
      // a budget so small that routes ran almost nothing is a broken run, not a pass
      expect(totalCases).toBeGreaterThanOrEqual(routes.length * Math.min(RUNS, 20));
    },
    BUDGET_MS + 60_000,
  );
});

// The about page states the fee-coverage counts (issue 20 item 6): each build
// is answered by /api/stats as soon as it is done and moves the page's scope,
// so the stored about page is rendered again with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsSchema } from '@core/contracts/regions';
import { pageScopesSince } from '@db/queries/rendered-pages';
import { insertCostItem } from '@db/queries/schools-write';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { rebuildCoverage } from '@worker/coverage/build';

let db: TestDatabase;
let api: TestApi;
let schools: number[];

beforeAll(async () => {
  db = await createTestDatabase('coverage-stats');
  await seedRegions(db.sql);
  schools = await seedSchools(db.sql, { count: 4, namePrefix: 'SMA Cakupan' });
  api = await startTestApi(db);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const coverageScope = async () =>
  (await pageScopesSince(db.sql, 0)).find((row) => row.scope === 'coverage')?.version ?? 0;
const statsCoverage = async () =>
  statsSchema.parse(await (await api.fetch('/api/stats')).json()).feeCoverage;
const addOwnFee = (schoolId: number) =>
  insertCostItem(db.sql, {
    schoolId,
    academicYear: '2025/2026',
    categoryCode: 'spp',
    amount: 300_000,
    frequency: 'Monthly',
    source: 'admin',
  });

describe('fee coverage in /api/stats', () => {
  it('answers null before the first build, then each build as soon as it is done', async () => {
    expect(await statsCoverage()).toBeNull();
    const before = await coverageScope();

    await addOwnFee(schools[0]!);
    await rebuildCoverage(db.sql);
    expect(await statsCoverage()).toMatchObject({ own: 1, none: 3 });
    expect(await coverageScope()).toBeGreaterThan(before);

    // the next build is answered, not a copy kept from the last one
    await addOwnFee(schools[1]!);
    await new Promise((resolve) => setTimeout(resolve, 5)); // a later build start
    const moved = await coverageScope();
    await rebuildCoverage(db.sql);
    expect(await statsCoverage()).toMatchObject({ own: 2, none: 2 });
    expect(await coverageScope()).toBeGreaterThan(moved);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  comparisonResponseSchema,
  schoolListResponseSchema,
  schoolSummarySchema,
} from '@core/contracts/schools';
import { insertCostItem } from '@db/queries/schools-write';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { FIXTURE_REGIONS as R, seedRegions, seedSchools } from '@tests/support/school-fixtures';

// Listing, comparison and recent schools through the real search engine.

let db: TestDatabase;
let anonymous: TestApi;
let signedIn: TestApi;
let bandungSd: number[];
let bandungSmp: number[];
let depokSd: number[];

async function fee(schoolId: number, categoryCode: string, amount: number, monthly = false) {
  await insertCostItem(db.sql, {
    schoolId,
    academicYear: '2025/2026',
    categoryCode,
    amount,
    frequency: monthly ? 'Monthly' : 'One-Time',
    source: 'admin',
  });
}

beforeAll(async () => {
  db = await createTestDatabase('listing-api');
  await seedRegions(db.sql);
  bandungSd = await seedSchools(db.sql, { count: 8, namePrefix: 'SD Negeri Cibiru' });
  bandungSmp = await seedSchools(db.sql, {
    count: 4,
    namePrefix: 'SMP Pelita Harapan',
    level: 'smp',
    status: 'private',
  });
  depokSd = await seedSchools(db.sql, {
    count: 3,
    namePrefix: 'SD Negeri Beji',
    cityCode: R.depok.code,
    districtCode: R.beji.code,
  });
  // distinct NPSNs, and creation times that grow with the id
  await db.sql`
    UPDATE schools SET npsn = '2020' || lpad(id::text, 4, '0'),
                       created_at = '2026-01-01'::timestamptz + id * interval '1 minute'`;
  await db.sql`UPDATE schools SET curriculum = 'Kurikulum Merdeka' WHERE id = ANY(${bandungSmp})`;
  // fees: 7 Bandung SD schools (1..7 million), 2 Bandung SMP schools
  for (const [i, id] of bandungSd.slice(0, 7).entries())
    await fee(id, 'uang_pangkal', (i + 1) * 1_000_000);
  await fee(bandungSmp[0]!, 'spp', 800_000, true);
  await fee(bandungSmp[1]!, 'uang_pangkal', 9_000_000);
  // entered one after another: a minute apart, as inserts within one millisecond would tie
  await db.sql`
    UPDATE cost_items SET updated_at = '2026-02-01'::timestamptz + school_id * interval '1 minute'`;

  anonymous = await startTestApi(db);
  signedIn = await startTestApi(db, {
    user: { id: 1, role: 'parent', firstName: 'Uji', lastName: null, email: null },
  });
  await indexAllSchools(db.sql, anonymous.search);
});

afterAll(async () => {
  await signedIn?.close();
  await anonymous?.close();
  await db?.drop();
});

async function list(query: string) {
  const res = await anonymous.fetch(`/api/schools?${query}`);
  expect(res.status).toBe(200);
  return schoolListResponseSchema.parse(await res.json());
}

describe('GET /api/schools', () => {
  it('pages through every school, 12 by default, with NPSNs', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: 15, page: 1, limit: 12 });
    expect(first.schools).toHaveLength(12);
    expect(first.schools.every((s) => /^2020\d{4}$/.test(s.npsn ?? ''))).toBe(true);
    const second = await list('page=2');
    expect(second.schools).toHaveLength(3);
    const ids = new Set([...first.schools, ...second.schools].map((s) => s.id));
    expect(ids.size).toBe(15);
  });

  it('filters by province and city, by slug or code', async () => {
    expect((await list('province=jawa-barat')).total).toBe(15);
    expect((await list('province=dki-jakarta')).total).toBe(0);
    expect((await list('province=atlantis')).total).toBe(0);
    for (const query of ['city=depok', 'city=32.76', 'province=32&city=depok', 'cityId=depok']) {
      const result = await list(query);
      expect(result.schools.map((s) => s.id).sort()).toEqual([...depokSd].sort());
    }
    // a city of another province matches nothing
    expect((await list('province=dki-jakarta&city=depok')).total).toBe(0);
  });

  it('filters by level under either name, and ignores "all"', async () => {
    expect((await list('level=smp')).total).toBe(4);
    expect((await list('educationLevel=smp')).total).toBe(4);
    expect((await list('level=all')).total).toBe(15);
  });

  it('searches text with q or search', async () => {
    for (const query of ['q=pelita', 'search=Pelita%20Harapan']) {
      const result = await list(query);
      expect(result.schools.map((s) => s.id).sort()).toEqual([...bandungSmp].sort());
    }
  });

  it('filters by total initial cost and by curriculum', async () => {
    const ranged = await list('minCost=2000000&maxCost=4000000');
    expect(ranged.schools.map((s) => s.costs?.total).sort()).toEqual([
      2_000_000, 3_000_000, 4_000_000,
    ]);
    const merdeka = await list('curriculum=Kurikulum%20Merdeka');
    expect(merdeka.total).toBe(4);
  });

  it('may be cached publicly for a short while', async () => {
    const res = await anonymous.fetch('/api/schools');
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
  });
});

describe('GET /api/schools/comparison', () => {
  it('gives anonymous callers 5 rows with fees, the true total and limited', async () => {
    const res = await anonymous.fetch('/api/schools/comparison?limit=100');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = comparisonResponseSchema.parse(await res.json());
    expect(body.total).toBe(9);
    expect(body.limited).toBe(true);
    expect(body.schools).toHaveLength(5);
    expect(body.schools.every((s) => s.costs !== null)).toBe(true);
  });

  it('gives signed-in callers every row', async () => {
    const res = await signedIn.fetch('/api/schools/comparison?limit=100');
    const body = comparisonResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ total: 9, limited: false });
    expect(body.schools).toHaveLength(9);
  });

  it('is not limited when there are 5 rows or fewer', async () => {
    const res = await anonymous.fetch('/api/schools/comparison?educationLevel=smp');
    const body = comparisonResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ total: 2, limited: false });
    expect(body.schools.map((s) => s.id).sort()).toEqual(bandungSmp.slice(0, 2).sort());
  });

  it('filters by province and city ids or slugs and by search text', async () => {
    const depok = comparisonResponseSchema.parse(
      await (await signedIn.fetch('/api/schools/comparison?provinceId=32&cityId=depok')).json(),
    );
    expect(depok.total).toBe(0);
    const pelita = comparisonResponseSchema.parse(
      await (await signedIn.fetch('/api/schools/comparison?search=pelita')).json(),
    );
    expect(pelita.total).toBe(2);
  });
});

describe('GET /api/schools/recent', () => {
  it('returns up to 6 of the most recently added or updated schools (fees count)', async () => {
    const res = await anonymous.fetch('/api/schools/recent');
    expect(res.status).toBe(200);
    const schools = z.array(schoolSummarySchema).parse(await res.json());
    // fees were entered after the schools were created, last ones first
    expect(schools.map((s) => s.id)).toEqual([
      bandungSmp[1],
      bandungSmp[0],
      bandungSd[6],
      bandungSd[5],
      bandungSd[4],
      bandungSd[3],
    ]);
  });
});

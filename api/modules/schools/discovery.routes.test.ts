import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { districtSchema } from '@core/contracts/regions';
import { comparisonResponseSchema, schoolListResponseSchema } from '@core/contracts/schools';
import { distanceKm } from '@core/geo';
import { insertCostItem } from '@db/queries/schools-write';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { FIXTURE_REGIONS as R, seedRegions, seedSchools } from '@tests/support/school-fixtures';

// GET /api/schools with the filters and orders of issue 9, the picked
// comparison (?ids=), the area comparison's column order and pages, and the
// kecamatan of a city, through the real search engine.

let db: TestDatabase;
let anonymous: TestApi;
let signedIn: TestApi;
/** Beji (Depok): private SDs 1-4 east of the origin, 1 km apart; SD 4's position is suspect */
let beji: number[];
/** Bandung: public SMA and private SMK, no positions */
let sma: number[];
let smk: number[];
const ORIGIN = { lat: -6.4, lng: 106.8 };

async function fees(schoolId: number, entry: number, spp: number | null) {
  const item = { schoolId, academicYear: '2025/2026', source: 'admin' as const };
  await insertCostItem(db.sql, {
    ...item,
    categoryCode: 'uang_pangkal',
    amount: entry,
    frequency: 'One-Time',
  });
  if (spp !== null)
    await insertCostItem(db.sql, {
      ...item,
      categoryCode: 'spp',
      amount: spp,
      frequency: 'Monthly',
    });
}

beforeAll(async () => {
  db = await createTestDatabase('discovery-api');
  await seedRegions(db.sql);
  beji = await seedSchools(db.sql, {
    count: 4,
    namePrefix: 'SD Cahaya',
    cityCode: R.depok.code,
    districtCode: R.beji.code,
    status: 'private',
  });
  for (const [i, id] of beji.entries())
    await db.sql`
      UPDATE schools SET lat = ${ORIGIN.lat}, lng = ${ORIGIN.lng + (i + 1) * 0.009},
             coord_quality = ${i === 3 ? 'suspect' : 'ok'}
      WHERE id = ${id}`;
  sma = await seedSchools(db.sql, { count: 2, namePrefix: 'SMA Negeri Cibiru', level: 'sma' });
  smk = await seedSchools(db.sql, {
    count: 2,
    namePrefix: 'SMK Bina',
    level: 'smk',
    status: 'private',
  });
  // totals: Beji 1 = 3.4 M (SPP 400 k), Beji 2 = 1.6 M (SPP 600 k), Beji 3 = 2.2 M (no SPP)
  await fees(beji[0]!, 3_000_000, 400_000);
  await fees(beji[1]!, 1_000_000, 600_000);
  await fees(beji[2]!, 2_200_000, null);
  await fees(sma[0]!, 500_000, 100_000);
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
  expect(res.status, await res.clone().text()).toBe(200);
  return schoolListResponseSchema.parse(await res.json());
}
const idsOf = async (query: string) => (await list(query)).schools.map((s) => s.id);

async function comparison(api: TestApi, query: string) {
  const res = await api.fetch(`/api/schools/comparison?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return comparisonResponseSchema.parse(await res.json());
}

describe('GET /api/schools: issue 9 filters and orders', () => {
  it('filters by status, kecamatan and fees', async () => {
    expect((await idsOf('status=negeri')).sort()).toEqual([...sma].sort());
    expect((await list('status=swasta')).total).toBe(6);
    expect((await idsOf(`districtId=${R.beji.code}&status=swasta`)).sort()).toEqual(
      [...beji].sort(),
    );
    expect((await idsOf('hasFees=true')).sort()).toEqual(
      [beji[0], beji[1], beji[2], sma[0]].sort(),
    );
    expect((await list('hasFees=false')).total).toBe(4);
  });

  it('reads SMA/SMK as both levels', async () => {
    expect((await idsOf('level=sma-smk')).sort()).toEqual([...sma, ...smk].sort());
    expect((await idsOf('level=sma')).sort()).toEqual([...sma].sort());
  });

  it('filters by monthly SPP, leaving out schools without one', async () => {
    expect((await idsOf('maxSpp=500000')).sort()).toEqual([beji[0], sma[0]].sort());
    expect(await idsOf('minSpp=500000')).toEqual([beji[1]]);
  });

  it('orders by cost both ways with schools without fees last, and by name', async () => {
    const asc = await idsOf('sort=cost_asc&limit=50');
    expect(asc.slice(0, 4)).toEqual([sma[0], beji[1], beji[2], beji[0]]);
    const desc = await idsOf('sort=cost_desc&limit=50');
    expect(desc.slice(0, 4)).toEqual([beji[0], beji[2], beji[1], sma[0]]);
    expect(desc.slice(4).sort()).toEqual(asc.slice(4).sort());
    const names = (await list('sort=name&limit=50')).schools.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('orders by distance with each distance, leaving out suspect positions', async () => {
    const near = await list(`sort=distance&lat=${ORIGIN.lat}&lng=${ORIGIN.lng}`);
    expect(near.schools.map((s) => s.id)).toEqual(beji.slice(0, 3));
    expect(near.total).toBe(3);
    for (const school of near.schools) {
      const exact = distanceKm(ORIGIN, school.geo!);
      expect(school.distanceKm).toBeCloseTo(exact, 2);
    }
    expect(near.schools[0]!.distanceKm).toBeCloseTo(0.99, 1);
    // radius, and a position without the distance order still tells each distance
    expect(await idsOf(`lat=${ORIGIN.lat}&lng=${ORIGIN.lng}&radiusKm=2.5`)).toHaveLength(2);
    const cheap = await list(`sort=cost_asc&lat=${ORIGIN.lat}&lng=${ORIGIN.lng}&limit=50`);
    expect(cheap.total).toBe(8);
    const smaRow = cheap.schools.find((s) => s.id === sma[0]);
    expect(smaRow?.distanceKm).toBeNull();
  });

  it.each([
    ['sort=distance', 'Urutan terdekat membutuhkan lokasi (lat dan lng)'],
    ['lat=-6.4', 'Lintang dan bujur (lat, lng) harus diisi bersama'],
    ['lat=-6.4&lng=106.8&radiusKm=0', 'Radius harus antara 0,1 dan 500 km'],
    ['radiusKm=5', 'Radius membutuhkan lokasi (lat dan lng)'],
    ['lat=91&lng=0', 'Lintang (lat) tidak valid'],
    ['status=umum', 'Status sekolah harus negeri atau swasta'],
    ['districtId=beji', 'Kode kecamatan tidak valid'],
    ['sort=termurah', 'Urutan tidak dikenal'],
    ['hasFees=ya', 'hasFees harus true atau false'],
    ['minSpp=600000&maxSpp=500000', 'SPP minimal tidak boleh lebih besar dari SPP maksimal'],
    ['level=sma,smk', 'Jenjang pendidikan tidak dikenal'],
  ])('refuses %s in Indonesian', async (query, message) => {
    const res = await anonymous.fetch(`/api/schools?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues?: { message: string }[] };
    expect([body.error, ...(body.issues ?? []).map((i) => i.message)]).toContain(message);
  });
});

describe('GET /api/schools/comparison', () => {
  it('shows exactly the picked schools in their order, with or without fees', async () => {
    const picked = [smk[1]!, beji[1]!, sma[0]!];
    const body = await comparison(anonymous, `ids=${picked.join(',')}`);
    expect(body.schools.map((s) => s.id)).toEqual(picked);
    expect(body).toMatchObject({ total: 3, limited: false });
    // unknown ids are skipped, duplicates dropped
    const again = await comparison(anonymous, `ids=${beji[0]},999999,${beji[0]}`);
    expect(again.schools.map((s) => s.id)).toEqual([beji[0]]);
  });

  it('shows anonymous visitors 5 picks and signed-in parents 10', async () => {
    const all = [...beji, ...sma, ...smk];
    const anon = await comparison(anonymous, `ids=${all.join(',')}`);
    expect(anon.schools.map((s) => s.id)).toEqual(all.slice(0, 5));
    expect(anon).toMatchObject({ total: 8, limited: true });
    const parent = await comparison(signedIn, `ids=${all.join(',')}`);
    expect(parent.schools).toHaveLength(8);
    expect(parent.limited).toBe(false);
    const tooMany = await anonymous.fetch(`/api/schools/comparison?ids=${'1,'.repeat(10)}11`);
    expect(tooMany.status).toBe(400);
  });

  it('orders the area comparison by the chosen column, cheapest total first by default', async () => {
    const byTotal = await comparison(signedIn, '');
    expect(byTotal.schools.map((s) => s.id)).toEqual([sma[0], beji[1], beji[2], beji[0]]);
    const bySppDesc = await comparison(signedIn, 'sort=spp_desc');
    expect(bySppDesc.schools.map((s) => s.id)).toEqual([beji[1], beji[0], sma[0], beji[2]]);
  });

  it('pages beyond the first rows for signed-in parents only', async () => {
    const second = await comparison(signedIn, 'limit=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.schools.map((s) => s.id)).toEqual([beji[0]]);
    const anon = await comparison(anonymous, 'limit=3&page=2');
    expect(anon.page).toBe(1);
    expect(anon.schools.map((s) => s.id)).toEqual([sma[0], beji[1], beji[2]]);
  });
});

describe('GET /api/cities/:id/districts', () => {
  it('lists the kecamatan with school counts and a centre from trusted positions', async () => {
    const res = await anonymous.fetch('/api/cities/depok/districts');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const districts = z.array(districtSchema).parse(await res.json());
    const bejiRow = districts.find((d) => d.id === R.beji.code)!;
    expect(bejiRow).toMatchObject({ name: 'Beji', schoolCount: 4 });
    // the median of the three trusted positions is the second school's
    expect(bejiRow.center).toEqual({ lat: ORIGIN.lat, lng: ORIGIN.lng + 0.018 });
    expect((await anonymous.fetch('/api/cities/32.99/districts')).status).toBe(404);
  });
});

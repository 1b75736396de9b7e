import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  citySchema,
  locationSchema,
  provinceSchema,
  statsSchema,
  topCitySchema,
} from '@core/contracts/regions';
import { academicYearSchema } from '@core/contracts/schools';
import { insertCostItem } from '@db/queries/schools-write';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { FIXTURE_REGIONS as R, seedRegions, seedSchools } from '@tests/support/school-fixtures';

let db: TestDatabase;
let api: TestApi;

beforeAll(async () => {
  db = await createTestDatabase('regions-api');
  await seedRegions(db.sql);
  // Depok has the most schools, Bandung the only fees
  const bandung = await seedSchools(db.sql, { count: 3, cityCode: R.bandung.code });
  await seedSchools(db.sql, { count: 5, cityCode: R.depok.code, districtCode: R.beji.code });
  await seedSchools(db.sql, { count: 2, cityCode: R.jaksel.code, districtCode: null });
  await insertCostItem(db.sql, {
    schoolId: bandung[0]!,
    academicYear: '2025/2026',
    categoryCode: 'spp',
    amount: 500_000,
    frequency: 'Monthly',
    source: 'admin',
  });
  api = await startTestApi(db);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function getJson(path: string) {
  const res = await api.fetch(path);
  return { res, body: (await res.json()) as unknown };
}

describe('GET /api/provinces', () => {
  it('lists provinces by their common name, with code, official name and slug', async () => {
    const { res, body } = await getJson('/api/provinces');
    expect(res.status).toBe(200);
    const provinces = z.array(provinceSchema).parse(body);
    expect(provinces).toEqual([
      {
        id: '31',
        name: 'DKI Jakarta',
        officialName: 'Daerah Khusus Ibukota Jakarta',
        slug: 'dki-jakarta',
      },
      { id: '32', name: 'Jawa Barat', officialName: 'Jawa Barat', slug: 'jawa-barat' },
    ]);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });
});

describe('GET /api/provinces/:id/cities', () => {
  it('finds the province by slug or code and counts schools per city', async () => {
    for (const ref of ['jawa-barat', '32']) {
      const { res, body } = await getJson(`/api/provinces/${ref}/cities`);
      expect(res.status).toBe(200);
      const cities = z.array(citySchema).parse(body);
      expect(cities.map((c) => [c.id, c.slug, c.schoolCount])).toEqual([
        ['32.73', 'bandung', 3],
        ['32.76', 'depok', 5],
      ]);
    }
  });

  it('answers 404 with an Indonesian message for an unknown province', async () => {
    const { res, body } = await getJson('/api/provinces/atlantis/cities');
    expect(res.status).toBe(404);
    expect(body).toMatchObject({ error: 'Provinsi tidak ditemukan', code: 'NOT_FOUND' });
  });
});

describe('GET /api/cities/top', () => {
  it('puts cities with fee data first, then the ones with most schools', async () => {
    const { res, body } = await getJson('/api/cities/top');
    expect(res.status).toBe(200);
    const cities = z.array(topCitySchema).parse(body);
    expect(cities.map((c) => c.slug)).toEqual(['bandung', 'depok', 'jakarta-selatan']);
    expect(cities[2]!.province).toEqual({ id: '31', name: 'DKI Jakarta', slug: 'dki-jakarta' });
  });

  it('honours limit and a province filter', async () => {
    const limited = z.array(topCitySchema).parse((await getJson('/api/cities/top?limit=1')).body);
    expect(limited.map((c) => c.slug)).toEqual(['bandung']);
    const jakarta = z
      .array(topCitySchema)
      .parse((await getJson('/api/cities/top?provinceId=dki-jakarta')).body);
    expect(jakarta.map((c) => [c.slug, c.schoolCount])).toEqual([['jakarta-selatan', 2]]);
  });
});

describe('GET /api/locations/resolve', () => {
  it('resolves the slugs of a listing path', async () => {
    const { res, body } = await getJson('/api/locations/resolve?province=jawa-barat&city=depok');
    expect(res.status).toBe(200);
    const location = locationSchema.parse(body);
    expect(location.province?.id).toBe('32');
    expect(location.city).toMatchObject({ id: '32.76', name: 'Kota Depok', schoolCount: 5 });
  });

  it('resolves a province alone', async () => {
    const location = locationSchema.parse(
      (await getJson('/api/locations/resolve?province=dki-jakarta')).body,
    );
    expect(location).toMatchObject({ province: { id: '31' }, city: null });
  });

  it("answers 404 'Lokasi tidak ditemukan' for an unknown province or a city of another province", async () => {
    for (const query of ['province=atlantis', 'province=dki-jakarta&city=bandung']) {
      const { res, body } = await getJson(`/api/locations/resolve?${query}`);
      expect(res.status).toBe(404);
      expect(body).toMatchObject({ error: 'Lokasi tidak ditemukan', code: 'NOT_FOUND' });
    }
  });
});

describe('GET /api/stats', () => {
  it('counts schools and regions', async () => {
    const { res, body } = await getJson('/api/stats');
    expect(res.status).toBe(200);
    expect(statsSchema.parse(body)).toEqual({
      totalSchools: 10,
      totalProvinces: 2,
      totalCities: 3,
      totalSubdistricts: 0,
      // the worker has not built the coverage projection here
      feeCoverage: null,
    });
  });
});

describe('GET /api/academic-years', () => {
  it('lists the years newest first', async () => {
    const { res, body } = await getJson('/api/academic-years');
    expect(res.status).toBe(200);
    const years = z.array(academicYearSchema).parse(body);
    expect(years.map((y) => y.year)).toEqual(['2026/2027', '2025/2026', '2024/2025']);
  });
});

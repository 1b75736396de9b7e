import type { Response as ExpressResponse } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { costItemSchema, schoolDetailSchema, schoolSummarySchema } from '@core/contracts/schools';
import { insertCostItem } from '@db/queries/schools-write';
import { ClientCookies, CLIENT_COOKIE } from '@api/http/client-cookie';
import { sessionSecret } from '@api/modules/auth/auth.config';
import { pendingViewsKey } from '@db/views-counter';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { waitFor } from '@tests/support/pipeline';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';

let db: TestDatabase;
let api: TestApi;
let withFees: number;
let withoutFees: number;

beforeAll(async () => {
  db = await createTestDatabase('school-detail');
  await seedRegions(db.sql);
  const ids = await seedSchools(db.sql, { count: 2, namePrefix: 'SMP Negeri Uji' });
  withFees = ids[0]!;
  withoutFees = ids[1]!;
  await db.sql`
    UPDATE schools SET npsn = '20219999', street_address = 'Jl. Uji No. 1', postal_code = '40151',
           facilities = E'Perpustakaan\nLaboratorium'
    WHERE id = ${withFees!}`;
  const fee = (
    academicYear: string,
    categoryCode: string,
    amount: number,
    frequency: 'One-Time' | 'Monthly',
  ) =>
    insertCostItem(db.sql, {
      schoolId: withFees,
      academicYear,
      categoryCode,
      amount,
      frequency,
      source: 'admin',
    });
  await fee('2024/2025', 'spp', 400_000, 'Monthly');
  await fee('2025/2026', 'spp', 450_000, 'Monthly');
  await fee('2025/2026', 'uang_pangkal', 5_000_000, 'One-Time');
  api = await startTestApi(db);
  await indexAllSchools(db.sql, api.search);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function slugOf(id: number): Promise<string> {
  const [row] = await db.sql<{ slug: string }[]>`SELECT slug FROM schools WHERE id = ${id}`;
  return row!.slug;
}

describe('GET /api/schools/slug/:slug', () => {
  it('finds a school by slug, with its NPSN, address and the years that have costs', async () => {
    const res = await api.fetch(`/api/schools/slug/${await slugOf(withFees)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const school = schoolDetailSchema.parse(await res.json());
    expect(school).toMatchObject({
      id: withFees,
      npsn: '20219999',
      streetAddress: 'Jl. Uji No. 1',
      postalCode: '40151',
      facilities: 'Perpustakaan\nLaboratorium',
      city: { id: '32.73', slug: 'bandung' },
      province: { id: '32', name: 'Jawa Barat' },
    });
    expect(school.costYears.map((y) => y.year)).toEqual(['2025/2026', '2024/2025']);
    // the card's fee summary is the fee year's: 450,000 + 5,000,000
    expect(school.costs).toMatchObject({ academicYear: '2025/2026', total: 5_450_000 });
    expect(school.monthlyCost).toBe(450_000);
  });

  it('finds the same school by its numeric id', async () => {
    const res = await api.fetch(`/api/schools/slug/${withFees}`);
    expect(res.status).toBe(200);
    expect(schoolDetailSchema.parse(await res.json()).id).toBe(withFees);
  });

  it('gives a school without fees no cost years and no costs', async () => {
    const school = schoolDetailSchema.parse(
      await (await api.fetch(`/api/schools/slug/${withoutFees}`)).json(),
    );
    expect(school.costYears).toEqual([]);
    expect(school.costs).toBeNull();
  });

  it("answers 404 'Sekolah tidak ditemukan' for an unknown slug or id", async () => {
    for (const ref of ['tidak-ada-sekolah-ini', '987654321']) {
      const res = await api.fetch(`/api/schools/slug/${ref}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({
        error: 'Sekolah tidak ditemukan',
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('GET /api/schools/:id/cost-items', () => {
  it("lists one year's items with their categories", async () => {
    const years = (await (await api.fetch('/api/academic-years')).json()) as {
      id: number;
      year: string;
    }[];
    const year = years.find((y) => y.year === '2025/2026')!;
    const res = await api.fetch(`/api/schools/${withFees}/cost-items?academicYearId=${year.id}`);
    expect(res.status).toBe(200);
    const items = z.array(costItemSchema).parse(await res.json());
    expect(items.map((i) => [i.globalCategory?.code, i.amount, i.frequency])).toEqual([
      ['uang_pangkal', 5_000_000, 'One-Time'],
      ['spp', 450_000, 'Monthly'],
    ]);
    expect(items.every((i) => i.academicYearId === year.id && i.schoolCategory === null)).toBe(
      true,
    );
  });

  it('lists every year without academicYearId, and nothing for a school without fees', async () => {
    const all = z
      .array(costItemSchema)
      .parse(await (await api.fetch(`/api/schools/${withFees}/cost-items`)).json());
    expect(all).toHaveLength(3);
    const none = await (await api.fetch(`/api/schools/${withoutFees}/cost-items`)).json();
    expect(none).toEqual([]);
  });

  it('answers 404 for an unknown school', async () => {
    const res = await api.fetch('/api/schools/987654321/cost-items');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Sekolah tidak ditemukan' });
  });
});

describe('POST /api/schools/:id/view', () => {
  const viewsOf = async (id: number) =>
    Number((await api.redis.hget(pendingViewsKey(api.config.REDIS_PREFIX), String(id))) ?? 0);

  it('counts a visit once per visitor and school within the visit window', async () => {
    // the count happens after the answer, in order: a later view shows the earlier ones are done
    const first = await api.fetch(`/api/schools/${withoutFees}/view`, { method: 'POST' });
    expect(first.status).toBe(204);
    await waitFor(async () => (await viewsOf(withoutFees)) === 1, { what: 'the first view' });
    const reload = await api.fetch(`/api/schools/${withoutFees}/view`, { method: 'POST' });
    expect(reload.status).toBe(204);
    await api.fetch(`/api/schools/${withFees}/view`, { method: 'POST' });
    await waitFor(async () => (await viewsOf(withFees)) === 1, { what: 'the later view' });
    expect(await viewsOf(withoutFees)).toBe(1);
  });

  it('counts two browsers behind one address (carrier NAT) as two visits, each once', async () => {
    // a browser's signed anonymous id, as the api issues it on a first read
    const browser = () => {
      let cookie = '';
      const res = {
        cookie(name: string, value: string) {
          cookie = `${name}=${value}`;
          return this;
        },
      } as Partial<ExpressResponse> as ExpressResponse;
      new ClientCookies(sessionSecret(api.config), false).issue(res);
      expect(cookie.startsWith(`${CLIENT_COOKIE}=`)).toBe(true);
      return { cookie };
    };
    const [a, b] = [browser(), browser()];
    const [school] = await seedSchools(db.sql, { count: 1, namePrefix: 'SMP Negeri Kunjungan' });
    const view = (headers: Record<string, string>) =>
      api.fetch(`/api/schools/${school}/view`, { method: 'POST', headers });
    for (const headers of [a, a, b, b]) expect((await view(headers)).status).toBe(204);
    await waitFor(async () => (await viewsOf(school!)) === 2, { what: 'two visits' });
    // counted in order: a later view of another school shows nothing else was counted
    await api.fetch(`/api/schools/${withFees}/view`, { method: 'POST', headers: a });
    await waitFor(async () => (await viewsOf(withFees)) === 2, { what: 'the later view' });
    expect(await viewsOf(school!)).toBe(2);
  });

  it('answers 404 for an unknown school and counts nothing', async () => {
    const res = await api.fetch('/api/schools/987654321/view', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await viewsOf(987654321)).toBe(0);
  });
});

describe('GET /api/schools/recent with few priced schools', () => {
  it('fills up with schools without fees after those with fees', async () => {
    const res = await api.fetch('/api/schools/recent');
    expect(res.status).toBe(200);
    const schools = z.array(schoolSummarySchema).parse(await res.json());
    expect(schools.map((s) => s.id)).toEqual([withFees, withoutFees]);
  });
});

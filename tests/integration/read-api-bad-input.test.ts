import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@core/errors';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';

// Every read route refuses bad input with 400, an error code and the Indonesian
// message of the failing rule; nothing a client sends produces a 500.

let db: TestDatabase;
let api: TestApi;
let schoolId: number;

beforeAll(async () => {
  db = await createTestDatabase('read-bad-input');
  await seedRegions(db.sql);
  schoolId = (await seedSchools(db.sql, { count: 3 }))[0]!;
  api = await startTestApi(db);
  await indexAllSchools(db.sql, api.search);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const LONG = 'a'.repeat(201);
const HUGE = '99999999999999999999999';

const CASES: [string, string, string?][] = [
  // [path, Indonesian message, method]
  ['/api/schools?level=universitas', 'Jenjang pendidikan tidak dikenal'],
  ['/api/schools?educationLevel=SD1', 'Jenjang pendidikan tidak dikenal'],
  ['/api/schools?level=sd&level=smp', 'Jenjang pendidikan tidak dikenal'],
  ['/api/schools?page=0', 'Halaman harus berupa bilangan bulat positif'],
  ['/api/schools?page=abc', 'Halaman harus berupa bilangan bulat positif'],
  ['/api/schools?page=1.5', 'Halaman harus berupa bilangan bulat positif'],
  [`/api/schools?page=${HUGE}`, 'Halaman harus berupa bilangan bulat positif'],
  ['/api/schools?limit=51', 'Batas jumlah data antara 1 dan 50'],
  ['/api/schools?limit=-1', 'Batas jumlah data antara 1 dan 50'],
  ['/api/schools?limit=1&limit=2', 'Batas jumlah data antara 1 dan 50'],
  ['/api/schools?minCost=murah', 'Biaya minimal harus berupa angka rupiah yang valid'],
  ['/api/schools?minCost=-5', 'Biaya minimal harus berupa angka rupiah yang valid'],
  [`/api/schools?maxCost=${HUGE}`, 'Biaya maksimal harus berupa angka rupiah yang valid'],
  [
    '/api/schools?minCost=500000&maxCost=100000',
    'Biaya minimal tidak boleh lebih besar dari biaya maksimal',
  ],
  ['/api/schools?q=sd&q=smp', 'Teks pencarian tidak valid'],
  [`/api/schools?q=${LONG}`, 'Teks pencarian maksimal 200 karakter'],
  [`/api/schools?search=${LONG}`, 'Teks pencarian maksimal 200 karakter'],
  ['/api/schools?province=Jawa%20Barat!', 'Kode wilayah tidak valid'],
  ['/api/schools?province=32&province=31', 'Kode wilayah tidak valid'],
  ['/api/schools?city=..%2F..%2Fetc', 'Kode wilayah tidak valid'],
  ['/api/schools?curriculum=a,b,c,d,e,f,g,h,i,j,k', 'Maksimal 10 kurikulum'],
  [`/api/schools?curriculum=${'k'.repeat(61)}`, 'Nama kurikulum terlalu panjang'],

  ['/api/schools/comparison?limit=101', 'Batas jumlah data antara 1 dan 100'],
  ['/api/schools/comparison?limit=nol', 'Batas jumlah data antara 1 dan 100'],
  ['/api/schools/comparison?educationLevel=kuliah', 'Jenjang pendidikan tidak dikenal'],
  ['/api/schools/comparison?provinceId=%3Cscript%3E', 'Kode wilayah tidak valid'],
  ['/api/schools/comparison?cityId=a&cityId=b', 'Kode wilayah tidak valid'],
  ['/api/schools/comparison?search=a&search=b', 'Teks pencarian tidak valid'],

  [`/api/schools/slug/${'s'.repeat(201)}`, 'Alamat sekolah tidak valid'],

  ['/api/schools/abc/cost-items', 'ID tidak valid'],
  ['/api/schools/0/cost-items', 'ID tidak valid'],
  ['/api/schools/-3/cost-items', 'ID tidak valid'],
  ['/api/schools/1.5/cost-items', 'ID tidak valid'],
  [`/api/schools/${HUGE}/cost-items`, 'ID tidak valid'],
  ['/api/schools/1/cost-items?academicYearId=baru', 'Tahun ajaran tidak valid'],
  ['/api/schools/1/cost-items?academicYearId=0', 'Tahun ajaran tidak valid'],
  ['/api/schools/1/cost-items?academicYearId=1&academicYearId=2', 'Tahun ajaran tidak valid'],

  ['/api/schools/abc/view', 'ID tidak valid', 'POST'],
  [`/api/schools/${HUGE}/view`, 'ID tidak valid', 'POST'],

  ['/api/provinces/JAWA%20BARAT/cities', 'Kode wilayah tidak valid'],
  ['/api/provinces/32.7/cities', 'Kode wilayah tidak valid'],
  [`/api/provinces/${'p'.repeat(81)}/cities`, 'Kode wilayah tidak valid'],

  ['/api/cities/top?limit=0', 'Batas jumlah kota antara 1 dan 50'],
  ['/api/cities/top?limit=51', 'Batas jumlah kota antara 1 dan 50'],
  ['/api/cities/top?limit=enam', 'Batas jumlah kota antara 1 dan 50'],
  ['/api/cities/top?provinceId=!!', 'Kode wilayah tidak valid'],

  ['/api/locations/resolve', 'Provinsi wajib diisi'],
  ['/api/locations/resolve?province=', 'Provinsi wajib diisi'],
  ['/api/locations/resolve?province=a&province=b', 'Kode wilayah tidak valid'],
  ['/api/locations/resolve?province=jawa-barat&city=Kota%20Bandung', 'Kode wilayah tidak valid'],
];

describe('bad input on the read routes', () => {
  it.each(CASES)('%s -> 400 %s', async (path, message, method = 'GET') => {
    const res = await api.fetch(path, { method });
    expect(res.status).toBe(400);
    const body = apiErrorBodySchema.parse(await res.json());
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.error).toBe(message);
    expect(body.issues?.length).toBeGreaterThan(0);
  });
});

// Odd values in every parameter of every route: whatever the answer, never a 500.
const ROUTES = [
  '/api/schools?{p}={v}',
  '/api/schools/comparison?{p}={v}',
  '/api/schools/recent?{p}={v}',
  '/api/cities/top?{p}={v}',
  '/api/locations/resolve?province=jawa-barat&{p}={v}',
  '/api/provinces?{p}={v}',
  '/api/academic-years?{p}={v}',
  '/api/stats?{p}={v}',
];
const PARAMS = [
  'q',
  'search',
  'province',
  'provinceId',
  'city',
  'cityId',
  'level',
  'educationLevel',
  'minCost',
  'maxCost',
  'curriculum',
  'page',
  'limit',
  'academicYearId',
];
const VALUES = [
  '',
  '%20',
  'all',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '0x1F',
  HUGE,
  '%00',
  '%E0%A4%A',
  "'%3B--",
  '%F0%9F%8F%AB',
  '[]',
  '{}',
  LONG,
  'a,,,b',
  '1%2C2',
  'jawa-barat',
];
const PATH_VALUES = ['%00', '%E0%A4%A', '..', '%2e%2e%2f', HUGE, 'NaN', '1e3', ' ', '%F0%9F%8F%AB'];

describe('never a 500', () => {
  it('answers every odd query parameter below 500', async () => {
    const failures: string[] = [];
    for (const route of ROUTES)
      for (const p of PARAMS)
        for (const v of [...VALUES, `${VALUES[1]}&${p}=x`]) {
          const path = route.replace('{p}', p).replace('{v}', v);
          const res = await api.fetch(path);
          await res.arrayBuffer();
          if (res.status >= 500) failures.push(`${path} -> ${res.status}`);
        }
    expect(failures).toEqual([]);
  });

  it('answers every odd path segment below 500, with a JSON error body', async () => {
    const failures: string[] = [];
    for (const v of PATH_VALUES) {
      for (const [path, method] of [
        [`/api/schools/slug/${v}`, 'GET'],
        [`/api/schools/${v}/cost-items`, 'GET'],
        [`/api/schools/${v}/view`, 'POST'],
        [`/api/provinces/${v}/cities`, 'GET'],
      ] as const) {
        const res = await api.fetch(path, { method });
        const body = (await res.json().catch(() => null)) as unknown;
        if (res.status >= 500 || (res.status >= 400 && !apiErrorBodySchema.safeParse(body).success))
          failures.push(`${method} ${path} -> ${res.status} ${JSON.stringify(body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('still serves a known school after all that', async () => {
    const res = await api.fetch(`/api/schools/slug/${schoolId}`);
    expect(res.status).toBe(200);
  });
});

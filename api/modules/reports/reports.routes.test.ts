import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@core/errors';
import { reportCreatedSchema } from '@core/contracts/reports';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';

let db: TestDatabase;
let api: TestApi;
let schoolId: number;

beforeAll(async () => {
  db = await createTestDatabase('reports');
  await seedRegions(db.sql);
  [schoolId] = (await seedSchools(db.sql, { count: 1 })) as [number];
  // one proxy hop: X-Forwarded-For names the client, so each test can be its own address
  api = await startTestApi(db, { env: { TRUST_PROXY: '1' } });
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

/** Each test posts from its own address, so the per-IP limit never leaks between tests. */
function post(path: string, body: unknown, ip: string, headers: Record<string, string> = {}) {
  return api.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const valid = {
  reporterName: '  Ibu Sari  ',
  contact: '',
  description: 'SPP tahun ini sudah naik menjadi Rp 500.000.',
};

async function errorOf(res: Response) {
  return apiErrorBodySchema.parse(await res.json());
}

describe('POST /api/schools/:id/reports', () => {
  it('stores a trimmed report with an empty contact as null', async () => {
    const res = await post(`/api/schools/${schoolId}/reports`, valid, '10.0.0.1');
    expect(res.status).toBe(201);
    const created = reportCreatedSchema.parse(await res.json());
    const [row] = await db.sql`SELECT * FROM reports WHERE id = ${created.id}`;
    expect(row).toMatchObject({
      schoolId,
      userId: null,
      reporterName: 'Ibu Sari',
      contact: null,
      description: valid.description,
    });
  });

  it('keeps a given contact', async () => {
    const res = await post(
      `/api/schools/${schoolId}/reports`,
      { ...valid, contact: '081234567890' },
      '10.0.0.2',
    );
    expect(res.status).toBe(201);
    const { id } = reportCreatedSchema.parse(await res.json());
    const [row] = await db.sql`SELECT contact FROM reports WHERE id = ${id}`;
    expect(row?.contact).toBe('081234567890');
  });

  it.each([
    [{ ...valid, reporterName: '   ' }, 'reporterName', 'Nama pelapor wajib diisi'],
    [{ ...valid, reporterName: undefined }, 'reporterName', 'Nama pelapor wajib diisi'],
    [{ ...valid, description: 'terlalu   ' }, 'description', 'Deskripsi minimal 10 karakter'],
    [{ ...valid, contact: 42 }, 'contact', 'Teks tidak valid'],
    [
      { ...valid, description: 'x'.repeat(5001) },
      'description',
      'Deskripsi maksimal 5000 karakter',
    ],
  ])('refuses %o with 400 and an Indonesian message', async (body, path, message) => {
    const res = await post(`/api/schools/${schoolId}/reports`, body, '10.0.1.1');
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues).toContainEqual({ path, message });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await post(`/api/schools/${schoolId}/reports`, '{nope', '10.0.1.2');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toBe('Format data tidak valid');
  });

  it('answers 400 for a bad id and 404 for an unknown school', async () => {
    const bad = await post('/api/schools/abc/reports', valid, '10.0.2.1');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).error).toBe('ID tidak valid');
    const missing = await post('/api/schools/999999/reports', valid, '10.0.2.2');
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error).toBe('Sekolah tidak ditemukan');
  });

  it('refuses a post from another site', async () => {
    const res = await post(`/api/schools/${schoolId}/reports`, valid, '10.0.3.1', {
      Origin: 'https://other.example',
    });
    expect(res.status).toBe(403);
  });

  it('limits reports per IP: the sixth within 15 minutes gets 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await post(`/api/schools/${schoolId}/reports`, valid, '10.0.4.1')).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const limited = await post(`/api/schools/${schoolId}/reports`, valid, '10.0.4.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(limited)).code).toBe('RATE_LIMITED');
    // another address is not affected
    expect((await post(`/api/schools/${schoolId}/reports`, valid, '10.0.4.2')).status).toBe(201);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '@core/contracts/safe-text';
import { AMOUNT_NEGATIVE, AMOUNT_WORDS } from '@core/rupiah';
import {
  errorOf,
  postJson,
  startContributionApis,
  type ContributionApis,
} from '@tests/support/contribution-api';
import { categoryIdOf, sendSubmission, writeFingerprint, yearIdOf } from '@tests/support/fees';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';

// Approving a contribution with bad input (issue 8): each refusal answers in
// Indonesian and changes nothing; only site admins review.

let apis: ContributionApis;
let schoolId: number;
let year: number;
let spp: number;

beforeAll(async () => {
  apis = await startContributionApis('feesinput');
  const sql = apis.db.sql;
  await seedRegions(sql);
  [schoolId] = (await seedSchools(sql, { count: 1, namePrefix: 'SD Terang' })) as [number];
  year = await yearIdOf(sql, '2025/2026');
  spp = await categoryIdOf(sql, 'spp');
});
afterAll(async () => {
  await apis?.close();
});
beforeEach(async () => {
  await apis.resetLimits();
});

const approve = (id: number, body: unknown) =>
  postJson(apis.siteAdmin, `/api/school-submissions/${id}/approve`, body);

describe('bad input changes nothing', () => {
  let pending: number;

  beforeAll(async () => {
    pending = await sendSubmission(apis);
  });

  const cases: [string, () => unknown, number, string | RegExp][] = [
    ['an amount of -5', () => body({ amount: '-5' }), 400, AMOUNT_NEGATIVE],
    ['an amount of 1,5 juta', () => body({ amount: '1,5 juta' }), 400, AMOUNT_WORDS],
    [
      'an unknown school',
      () => ({ ...body({}), schoolId: 987654321 }),
      404,
      'Sekolah tidak ditemukan',
    ],
    [
      'a school id beyond 53 bits',
      () => ({ ...body({}), schoolId: '18446744073709551616' }),
      400,
      'Pilih sekolah terlebih dahulu',
    ],
    [
      'a year id beyond 32 bits',
      () => ({ ...body({}), academicYearId: 2 ** 32 }),
      400,
      'Tahun ajaran wajib dipilih',
    ],
    [
      'an unknown year',
      () => ({ ...body({}), academicYearId: 99999 }),
      400,
      'Tahun ajaran tidak ditemukan',
    ],
    [
      'a category id beyond 32 bits',
      () => body({ globalCategoryId: 2 ** 31 }),
      400,
      'Kategori biaya tidak valid',
    ],
    [
      'an unknown category',
      () => body({ globalCategoryId: 99999 }),
      400,
      'Kategori biaya tidak ditemukan',
    ],
    [
      'a NUL in the notes',
      () => body({ notes: 'gel\u0000ombang' }),
      400,
      CONTROL_CHARACTER_MESSAGE,
    ],
    [
      'a NUL in a category name',
      () => body({ globalCategoryId: undefined, schoolCategoryName: 'Asr\u0000ama' }),
      400,
      CONTROL_CHARACTER_MESSAGE,
    ],
    ['no lines', () => ({ ...body({}), items: [] }), 400, 'Isi minimal satu baris biaya'],
    [
      'no category',
      () => body({ globalCategoryId: undefined }),
      400,
      'Pilih kategori global atau tulis kategori khusus sekolah',
    ],
    ['a weekly fee', () => body({ frequency: 'Weekly' }), 400, /^Frekuensi harus/],
  ];
  /** one SPP line for the school, with `overrides` on the line */
  function body(overrides: Record<string, unknown>) {
    const item = { globalCategoryId: spp, amount: '100.000', frequency: 'Monthly', ...overrides };
    return { schoolId, academicYearId: year, items: [item] };
  }

  for (const [what, make, status, message] of cases) {
    it(`refuses ${what}`, async () => {
      const before = await writeFingerprint(apis.db.sql);
      const res = await approve(pending, make());
      expect(res.status).toBe(status);
      const error = (await errorOf(res)).error;
      if (typeof message === 'string') expect(error).toBe(message);
      else expect(error).toMatch(message);
      expect(await writeFingerprint(apis.db.sql)).toEqual(before);
    });
  }

  it('refuses an unknown or malformed submission id', async () => {
    expect((await approve(987654321, body({}))).status).toBe(404);
    const huge = await approve(Number.MAX_SAFE_INTEGER + 2, body({}));
    expect(huge.status).toBe(400);
    expect((await errorOf(huge)).error).toBe('ID tidak valid');
  });

  it('keeps parents and school admins out of reviewing', async () => {
    for (const api of [apis.parent, apis.schoolAdmin]) {
      const res = await postJson(api, `/api/school-submissions/${pending}/approve`, body({}));
      expect(res.status).toBe(403);
    }
    expect((await approve(pending, body({}))).status).toBe(200);
  });
});

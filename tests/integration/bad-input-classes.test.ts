import { beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '@core/contracts/safe-text';
import { apiErrorBodySchema } from '@core/errors';
import { seedMonthlySpp, seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { Client, signInAdmin, signInParent, useAuthServer } from './auth-support';
import { createPasswordUser } from '@tests/support/factories';

// Issue 12 item 3: the two classes of input that answered 500 (a NUL or
// another control character in a text field, a number past the int4 column
// it names) answer 400 with a clear Indonesian message, on every route the
// report listed. The fuzz test covers every route; this one names them.

const server = useAuthServer('badinputclasses', { TRUST_PROXY: '1' });
let schoolId: number;
let costItemId: number;
const parent = () => clients.parent!;
const admin = () => clients.admin!;
const clients: Partial<Record<'parent' | 'admin', Client>> = {};
let ip = 0;
const fresh = () => ({ 'X-Forwarded-For': `203.0.113.${++ip}` });

beforeAll(async () => {
  const sql = server.db.sql;
  await seedRegions(sql);
  [schoolId] = (await seedSchools(sql, { count: 1, namePrefix: 'SD Kelas Masukan' })) as [number];
  [costItemId] = (await seedMonthlySpp(sql, [schoolId], 300_000)) as [number];
  await createPasswordUser(server.db.sql, 'admin-masukan', 'rahasia-masukan', 'site_admin');
  clients.parent = new Client(server.url);
  await signInParent(clients.parent, 'Orang Tua Masukan');
  clients.admin = new Client(server.url);
  await signInAdmin(clients.admin, 'admin-masukan', 'rahasia-masukan');
});

async function expect400(response: Response, message: string | RegExp) {
  expect(response.status).toBe(400);
  const text = await response.text();
  const error = text.startsWith('{') ? apiErrorBodySchema.parse(JSON.parse(text)).error : text;
  if (typeof message === 'string') expect(error).toBe(message);
  else expect(error).toMatch(message);
}

describe('a control character in a text field', () => {
  it.each(['\u0000', 'a\u0000b', '\u0007', '\u001b[2J', '\u007f'])(
    '%j is refused everywhere',
    async (bad) => {
      const anonymous = new Client(server.url);
      await expect400(
        await anonymous.json(
          `/api/schools/${schoolId}/reports`,
          'POST',
          { reporterName: `Budi${bad}`, contact: null, description: 'Biaya SPP tidak sesuai' },
          fresh(),
        ),
        CONTROL_CHARACTER_MESSAGE,
      );
      // SPEC §7: the admin sign-in calls answer in plain text
      await expect400(
        await anonymous.json(
          '/api/admin/login',
          'POST',
          { username: `admin${bad}`, password: 'x' },
          fresh(),
        ),
        CONTROL_CHARACTER_MESSAGE,
      );
      await expect400(
        await anonymous.json(
          '/api/admin/register',
          'POST',
          { username: 'calon', password: `rahasia${bad}`, email: 'calon@contoh.test' },
          fresh(),
        ),
        CONTROL_CHARACTER_MESSAGE,
      );
      await expect400(
        await parent().json(
          '/api/school-requests',
          'POST',
          { requestedSchoolName: `SD ${bad}`, educationLevel: 'SD', city: 'Bandung' },
          fresh(),
        ),
        CONTROL_CHARACTER_MESSAGE,
      );
      await expect400(
        await admin().json(`/api/schools/${schoolId}/cost-items`, 'POST', {
          academicYearId: 1,
          globalCategoryId: 1,
          amount: 1000,
          frequency: 'Monthly',
          notes: `catatan${bad}`,
        }),
        CONTROL_CHARACTER_MESSAGE,
      );
      await expect400(
        await admin().request(`/api/admin/schools?search=${encodeURIComponent(`sd${bad}`)}`),
        CONTROL_CHARACTER_MESSAGE,
      );
      await expect400(
        await anonymous.request(`/api/schools?q=${encodeURIComponent(`sd${bad}`)}`),
        CONTROL_CHARACTER_MESSAGE,
      );
    },
  );

  it('keeps line breaks and tabs in text', async () => {
    const response = await new Client(server.url).json(
      `/api/schools/${schoolId}/reports`,
      'POST',
      { reporterName: 'Budi', contact: null, description: 'Baris satu\nBaris dua\tdengan tab' },
      fresh(),
    );
    expect(response.status).toBe(201);
  });
});

describe('a number past its column', () => {
  it.each(['2147483648', '9223372036854775808', '99999999999999999999'])(
    'academicYearId=%s is refused',
    async (big) => {
      await expect400(
        await new Client(server.url).request(
          `/api/schools/${schoolId}/cost-items?academicYearId=${big}`,
        ),
        'Tahun ajaran tidak valid',
      );
    },
  );

  it.each([2147483648, 2 ** 53 + 2, 1e30])('globalCategoryId %d is refused', async (big) => {
    await expect400(
      await admin().json(`/api/schools/${schoolId}/cost-items`, 'POST', {
        academicYearId: 1,
        globalCategoryId: big,
        amount: 1000,
        frequency: 'Monthly',
      }),
      /Kategori biaya tidak valid/,
    );
  });

  it.each(['9007199254740993', '2147483648000000000000'])('ids in paths: %s', async (big) => {
    for (const path of [
      `/api/schools/${big}/cost-items`,
      `/api/schools/${big}/gallery`,
      `/api/cost-items/${big}`,
    ]) {
      const response = await admin().json(
        path,
        path.startsWith('/api/cost-items') ? 'PUT' : 'GET',
        path.startsWith('/api/cost-items') ? { amount: 1 } : undefined,
      );
      expect(response.status).toBe(400);
    }
    expect(costItemId).toBeGreaterThan(0);
  });
});

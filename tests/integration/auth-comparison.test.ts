import { beforeAll, describe, expect, it } from 'vitest';
import type { ComparisonResponse } from '@core/contracts/schools';
import { indexAllSchools } from '@tests/support/api-server';
import { seedMonthlySpp, seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { Client, signInAdmin, signInParent, useAuthServer } from './auth-support';
import { createPasswordUser } from '@tests/support/factories';

// SPEC §2/§6: anonymous visitors see 5 comparison rows, signed-in users all of
// them (up to 100), decided on the server from the session.

const SCHOOLS = 8;
const server = useAuthServer('authcompare');

beforeAll(async () => {
  const sql = server.db.sql;
  await seedRegions(sql);
  const ids = await seedSchools(sql, { count: SCHOOLS, namePrefix: 'SMP Banding' });
  await seedMonthlySpp(sql, ids, 400000);
  await indexAllSchools(sql, server.search);
  await createPasswordUser(server.db.sql, 'admin-banding', 'rahasia-banding', 'school_admin');
});

const compare = (client: Client) =>
  client.get<ComparisonResponse>('/api/schools/comparison?limit=100');

describe('comparison unlock', () => {
  it('gives anonymous visitors the first 5 rows and says more exist', async () => {
    const result = await compare(new Client(server.url));
    expect(result.schools).toHaveLength(5);
    expect(result.total).toBe(SCHOOLS);
    expect(result.limited).toBe(true);
  });

  it('gives a signed-in parent every row', async () => {
    const parent = new Client(server.url);
    await signInParent(parent, 'Orang Tua Pembanding', '/comparison');
    const result = await compare(parent);
    expect(result.schools).toHaveLength(SCHOOLS);
    expect(result.limited).toBe(false);
  });

  it('gives a signed-in admin every row, and loses them again after logout', async () => {
    const admin = new Client(server.url);
    await signInAdmin(admin, 'admin-banding', 'rahasia-banding');
    expect((await compare(admin)).schools).toHaveLength(SCHOOLS);
    await admin.request('/api/admin/logout', { method: 'POST' });
    expect((await compare(admin)).schools).toHaveLength(5);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contributePrefillSchema } from '@core/contracts/my-contributions';
import { errorOf, postJson, type ContributionApis } from '@tests/support/contribution-api';
import { startFeesAdminFixture } from '@tests/support/fees-admin-fixture';

// The contribute form's prefill (issue 8): from a school page or from the
// caller's own school request, never from someone else's.

let apis: ContributionApis;
let mine: number;

beforeAll(async () => {
  ({ apis, mine } = await startFeesAdminFixture('feesprefill'));
});
afterAll(async () => {
  await apis?.close();
});
beforeEach(async () => {
  await apis.resetLimits();
});

describe('the contribute prefill', () => {
  it('names a school, or the caller own request, and nobody else’s', async () => {
    const school = contributePrefillSchema.parse(
      await (await apis.parent.fetch(`/api/contribute/prefill?schoolId=${mine}`)).json(),
    );
    expect(school).toMatchObject({
      schoolName: 'SD Kelola 1',
      cityName: 'Kota Bandung',
      educationLevels: ['SD/Sederajat'],
      schoolId: mine,
    });
    const asked = await postJson(apis.parent, '/api/school-requests', {
      requestedSchoolName: 'TK Pelangi',
      educationLevel: 'TK',
      city: 'Bandung',
    });
    const { id } = (await asked.json()) as { id: number };
    const own = contributePrefillSchema.parse(
      await (await apis.parent.fetch(`/api/contribute/prefill?requestId=${id}`)).json(),
    );
    expect(own).toMatchObject({
      schoolName: 'TK Pelangi',
      cityName: 'Bandung',
      educationLevels: ['TK/PAUD'],
      requestId: id,
    });
    const theirs = await apis.other.fetch(`/api/contribute/prefill?requestId=${id}`);
    expect(theirs.status).toBe(404);
    const both = await apis.parent.fetch(
      `/api/contribute/prefill?requestId=${id}&schoolId=${mine}`,
    );
    expect((await errorOf(both)).error).toBe('Pilih satu sekolah atau satu request');
    expect((await apis.anonymous.fetch(`/api/contribute/prefill?schoolId=${mine}`)).status).toBe(
      401,
    );
  });
});

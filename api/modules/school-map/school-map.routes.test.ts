import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolMapResponseSchema, type SchoolMapResponse } from '@core/contracts/school-map';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { FIXTURE_REGIONS as R, seedRegions, seedSchools } from '@tests/support/school-fixtures';

// GET /api/schools/map (issue 22): every school that matches the listing's
// filters inside the box, each counted once in a group or drawn alone, through
// the real search engine and PostgreSQL.

let db: TestDatabase;
let api: TestApi;
/** Beji (Depok): private SDs within about a kilometre */
let pelita: number[];
/** Bandung: one public SMA */
let cibiru: number[];
/** Depok, without a trusted position: never on the map */
let unplaced: number[];

const INDONESIA = 'west=94&south=-11.5&east=142&north=7';
const DEPOK = 'west=106.7&south=-6.5&east=106.9&north=-6.3';

beforeAll(async () => {
  db = await createTestDatabase('school-map-api');
  await seedRegions(db.sql);
  pelita = await seedSchools(db.sql, {
    count: 40,
    namePrefix: 'SD Pelita',
    cityCode: R.depok.code,
    districtCode: R.beji.code,
    status: 'private',
  });
  for (const [i, id] of pelita.entries())
    await db.sql`
      UPDATE schools SET lat = ${-6.38 - (i % 8) * 0.0012}, lng = ${106.82 + Math.floor(i / 8) * 0.0015},
             coord_quality = 'ok'
      WHERE id = ${id}`;
  cibiru = await seedSchools(db.sql, { count: 1, namePrefix: 'SMA Negeri Cibiru', level: 'sma' });
  await db.sql`UPDATE schools SET lat = -6.92, lng = 107.72, coord_quality = 'ok' WHERE id = ${cibiru[0]!}`;
  unplaced = await seedSchools(db.sql, {
    count: 3,
    namePrefix: 'SD Pelita Tanpa Titik',
    cityCode: R.depok.code,
    districtCode: R.beji.code,
    status: 'private',
  });
  await db.sql`
    UPDATE schools SET lat = -6.39, lng = 106.83, coord_quality = 'suspect' WHERE id = ${unplaced[0]!}`;
  api = await startTestApi(db);
  await indexAllSchools(db.sql, api.search);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function map(query: string): Promise<SchoolMapResponse> {
  const res = await api.fetch(`/api/schools/map?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return schoolMapResponseSchema.parse(await res.json());
}

/** every school of the answer counted once: the groups' counts plus those drawn alone */
const counted = (answer: SchoolMapResponse) =>
  answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + answer.schools.length;

describe('GET /api/schools/map', () => {
  it('counts every placed school of the country, grouped at national and province zoom', async () => {
    const answer = await map(`${INDONESIA}&zoom=5`);
    expect(answer.total).toBe(41);
    expect(counted(answer)).toBe(41);
    // Depok and Bandung, 20 pixels apart at this zoom, are one group
    expect(answer.clusters.map((cluster) => cluster.count)).toEqual([41]);
    expect(answer.schools).toEqual([]);
    // at province zoom the Depok schools are one group and the Bandung school stands alone
    const province = await map(`${INDONESIA}&zoom=8`);
    expect(province.total).toBe(41);
    expect(province.clusters).toEqual([
      { lat: expect.closeTo(-6.384, 2), lng: expect.closeTo(106.823, 2), count: 40 },
    ]);
    expect(province.schools.map((school) => school.id)).toEqual(cibiru);
    expect(province.schools[0]).toMatchObject({
      name: 'SMA Negeri Cibiru 1',
      lat: -6.92,
      lng: 107.72,
    });
    expect(province.schools[0]!.slug).toMatch(/^sma-negeri-cibiru-1-/);
  });

  it('draws the schools of a close view alone, with the names and slugs the cards link to', async () => {
    const answer = await map(`${DEPOK}&zoom=19`);
    expect(answer.total).toBe(40);
    expect(counted(answer)).toBe(40);
    expect(answer.schools.length).toBeGreaterThan(20);
    for (const school of answer.schools) {
      expect(pelita).toContain(school.id);
      expect(school.name).toMatch(/^SD Pelita \d+$/);
    }
    // no school twice, none of those without a trusted position
    const ids = answer.schools.map((school) => school.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of unplaced) expect(ids).not.toContain(id);
  });

  it('keeps only the schools inside the box', async () => {
    expect((await map(`${DEPOK}&zoom=12`)).total).toBe(40);
    const bandung = await map('west=107.5&south=-7&east=107.8&north=-6.8&zoom=12');
    expect(bandung).toEqual({
      total: 1,
      clusters: [],
      schools: [expect.objectContaining({ id: cibiru[0] })],
    });
    expect(await map('west=120&south=-5&east=125&north=0&zoom=8')).toEqual({
      total: 0,
      clusters: [],
      schools: [],
    });
  });

  it("applies the listing's filters and text", async () => {
    expect((await map(`${INDONESIA}&zoom=5&status=negeri`)).total).toBe(1);
    expect((await map(`${INDONESIA}&zoom=5&city=depok`)).total).toBe(40);
    expect((await map(`${INDONESIA}&zoom=5&level=sma`)).total).toBe(1);
    expect((await map(`${INDONESIA}&zoom=5&q=pelita`)).total).toBe(40);
    expect((await map(`${INDONESIA}&zoom=5&q=cibiru`)).schools.map((s) => s.id)).toEqual(cibiru);
    expect((await map(`${INDONESIA}&zoom=5&city=tidak-ada`)).total).toBe(0);
  });

  it('refuses a box upside down or a zoom out of range, in Indonesian', async () => {
    const upside = await api.fetch('/api/schools/map?west=94&south=7&east=142&north=-11&zoom=5');
    expect(upside.status).toBe(400);
    expect(await upside.text()).toContain('Batas selatan harus di bawah batas utara');
    const zoom = await api.fetch(`/api/schools/map?${INDONESIA}&zoom=30`);
    expect(zoom.status).toBe(400);
    expect(await zoom.text()).toContain('Zoom harus bilangan bulat 0 sampai 22');
  });
});

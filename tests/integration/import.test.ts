import { createStaff } from '@tests/support/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport, type ImportSummary } from '@db/import/run';
import { readCsvGz, DEFAULT_DATA_DIR } from '@db/import/source';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';

// Kota Depok: about a thousand schools, enough to exercise every step quickly.
const DEPOK = '32.76';

let db: TestDatabase;
let first: ImportSummary;
let second: ImportSummary;
let depokInFile = 0;
let before: { id: number; xmin: string; updatedAt: Date }[];

const schoolRowVersions = () =>
  db.sql<{ id: number; xmin: string; updatedAt: Date }[]>`
    SELECT id, xmin::text AS xmin, updated_at FROM schools ORDER BY id`;
const costRowVersions = () =>
  db.sql<{ id: number; xmin: string }[]>`SELECT id, xmin::text AS xmin FROM cost_items ORDER BY id`;
const rebuildEvents = () =>
  db.sql<{ payload: unknown }[]>`
    SELECT payload FROM outbox WHERE event_type = 'schools.bulk_changed' ORDER BY id`;

beforeAll(async () => {
  db = await createTestDatabase('import');
  for await (const record of readCsvGz(new URL('schools.csv.gz', DEFAULT_DATA_DIR))) {
    if (record.regency_code === DEPOK) depokInFile += 1;
  }
  first = await runImport(db.sql, { onlyRegions: [DEPOK], sampleFees: true });
  before = await schoolRowVersions();
});

afterAll(async () => {
  await db?.drop();
});

describe('first import of Kota Depok', () => {
  it('loads every region in full', async () => {
    expect(first.tables.provinces).toMatchObject({ read: 38, inserted: 38 });
    expect(first.tables.cities).toMatchObject({ read: 514, inserted: 514 });
    expect(first.tables.districts).toMatchObject({ read: 7285, inserted: 7285 });
    expect(first.tables.subdistricts).toMatchObject({ read: 83762, inserted: 83762 });
    const [counts] = await db.sql<{ provinces: number; cities: number; villages: number }[]>`
      SELECT (SELECT count(*)::int FROM provinces) AS provinces,
             (SELECT count(*)::int FROM cities) AS cities,
             (SELECT count(*)::int FROM subdistricts) AS villages`;
    expect(counts).toEqual({ provinces: 38, cities: 514, villages: 83762 });
  });

  it('loads exactly the schools of the chosen regency', async () => {
    expect(depokInFile).toBeGreaterThan(900);
    expect(first.tables.schools).toMatchObject({ read: depokInFile, inserted: depokInFile });
    const rows = await db.sql<{ cityCode: string; n: number }[]>`
      SELECT city_code, count(*)::int AS n FROM schools GROUP BY city_code`;
    expect(rows).toEqual([{ cityCode: DEPOK, n: depokInFile }]);
  });

  it('stores display names, raw registry names and mapped levels', async () => {
    const rows = await db.sql<{ name: string; registryName: string; educationLevel: string }[]>`
      SELECT name, registry_name, education_level FROM schools`;
    const upperCaseNames = rows.filter((r) => /[A-Z]{2,} [A-Z]{5,}/.test(r.name));
    expect(upperCaseNames.length).toBeLessThan(rows.length * 0.02);
    expect(rows.some((r) => r.registryName !== r.name)).toBe(true);
    expect(new Set(rows.map((r) => r.educationLevel))).toEqual(
      new Set(['sd', 'smp', 'sma', 'smk', 'slb']),
    );
  });

  it('gives every school a unique slug that follows the URL rule', async () => {
    const [row] = await db.sql<{ total: number; distinct: number; invalid: number }[]>`
      SELECT count(*)::int AS total, count(DISTINCT slug)::int AS distinct,
             count(*) FILTER (WHERE slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$')::int AS invalid
      FROM schools`;
    expect(row).toEqual({ total: depokInFile, distinct: depokInFile, invalid: 0 });
  });

  it('links schools to official villages by name within their district', async () => {
    const [row] = await db.sql<{ linked: number; mismatched: number }[]>`
      SELECT count(s.subdistrict_code)::int AS linked,
             count(*) FILTER (WHERE v.district_code <> s.district_code)::int AS mismatched
      FROM schools s LEFT JOIN subdistricts v ON v.code = s.subdistrict_code`;
    expect(row!.linked).toBe(first.schoolsLinkedToVillage);
    expect(row!.linked).toBeGreaterThan(400);
    expect(row!.mismatched).toBe(0);
  });

  it('adds sample fees for both years to every school of the sample region without real fees', async () => {
    const rows = await db.sql<
      { source: string; cityCode: string; year: string; schools: number }[]
    >`
      SELECT c.source, s.city_code, y.year, count(DISTINCT c.school_id)::int AS schools
      FROM cost_items c
      JOIN schools s ON s.id = c.school_id
      JOIN academic_years y ON y.id = c.academic_year_id
      GROUP BY 1, 2, 3 ORDER BY 3, 1 DESC`;
    // the three Nurul Fikri schools have published fees: sample data yields to them
    expect(rows).toEqual([
      { source: 'published', cityCode: DEPOK, year: '2021/2022', schools: 3 },
      { source: 'published', cityCode: DEPOK, year: '2022/2023', schools: 3 },
      { source: 'published', cityCode: DEPOK, year: '2023/2024', schools: 3 },
      { source: 'published', cityCode: DEPOK, year: '2024/2025', schools: 3 },
      { source: 'sample', cityCode: DEPOK, year: '2024/2025', schools: depokInFile - 3 },
      { source: 'published', cityCode: DEPOK, year: '2025/2026', schools: 3 },
      { source: 'sample', cityCode: DEPOK, year: '2025/2026', schools: depokInFile - 3 },
    ]);
    expect(first.tables.costItems).toMatchObject({ inserted: first.tables.costItems!.read });
  });

  it('loads the published fees of the three schools in the registry, each row a line of its own', async () => {
    // published_fees.csv.gz (69 rows with an NPSN) and published_fees_more.csv.gz (39 of
    // Nurul Fikri's 2021/2022 lists; 5 rows of schools outside Depok)
    expect(first.tables.publishedFees).toMatchObject({
      read: 108,
      inserted: 108,
      skippedNoNpsn: 46,
      skippedUnknownSchool: 5,
      academicYearsCreated: 3,
    });
    const rows = await db.sql<
      {
        npsn: string;
        year: string;
        category: string;
        notes: string | null;
        amount: number;
        frequency: string;
        sourceDocument: string;
        yearOfStudy: number | null;
      }[]
    >`
      SELECT s.npsn, y.year, coalesce(g.code, sc.name) AS category, c.notes, c.amount,
             c.frequency, c.source_document, c.year_of_study
      FROM cost_items c
      JOIN schools s ON s.id = c.school_id
      JOIN academic_years y ON y.id = c.academic_year_id
      LEFT JOIN global_cost_categories g ON g.id = c.global_category_id
      LEFT JOIN school_cost_categories sc ON sc.id = c.school_category_id
      WHERE c.source = 'published'
      ORDER BY 1, 2, coalesce(g.code, sc.name) COLLATE "C", c.notes COLLATE "C"`;
    expect(rows).toHaveLength(108);
    const sd2526 = rows.filter((r) => r.npsn === '20228756' && r.year === '2025/2026');
    // variants are separate lines with their own label, never summed
    expect(sd2526.map((r) => [r.category, r.notes, r.amount])).toEqual([
      ['kbm', 'Dana Pendidikan', 14_000_000],
      ['pendaftaran', 'anak pegawai', 325_000],
      ['pendaftaran', 'asal SIT Nurul Fikri', 500_000],
      ['pendaftaran', 'asal non SIT Nurul Fikri', 650_000],
      ['seragam', 'Putra', 1_900_000],
      ['seragam', 'Putri', 2_500_000],
      ['uang_pangkal', 'Dana Pengembangan', 22_500_000],
    ]);
    // monthly SPP only in the years whose list has it
    expect(
      [...new Set(rows.filter((r) => r.category === 'spp').map((r) => r.year))].sort(),
    ).toEqual(['2021/2022', '2022/2023', '2023/2024']);
    expect(new Set(rows.map((r) => r.npsn))).toEqual(new Set(['20228756', '20229088', '20229157']));
    // every document reference in the form the school page links: repository@commit path
    for (const row of rows)
      expect(row.sourceDocument).toMatch(/^github\.com\/esartono\/psb@[0-9a-f]{7,40} \S/);
    const komite = rows.filter((r) => r.category === 'Komite Sekolah' && r.year !== '2021/2022');
    expect(komite).toHaveLength(6);
    expect(new Set(komite.map((r) => r.notes))).toEqual(new Set(['tahun pertama']));
    // the 2021/2022 lists fix the re-registration fee of each later year of study
    const schedule = rows.filter((r) => r.yearOfStudy !== null);
    expect(schedule.map((r) => [r.npsn, r.yearOfStudy, r.category, r.amount])).toEqual([
      ['20228756', 2, 'kbm', 3_500_000],
      ['20228756', 3, 'kbm', 3_750_000],
      ['20228756', 4, 'kbm', 4_100_000],
      ['20228756', 5, 'kbm', 4_500_000],
      ['20228756', 6, 'kbm', 4_900_000],
      ['20229088', 2, 'kbm', 4_000_000],
      ['20229088', 3, 'kbm', 4_250_000],
      ['20229157', 2, 'kbm', 4_500_000],
      ['20229157', 3, 'kbm', 5_000_000],
    ]);
  });

  it('loads the UMP of every province and the statistics of the schools present', async () => {
    const [wages] = await db.sql<{ rows: number; approximate: number; provinces: number }[]>`
      SELECT count(*)::int AS rows, count(*) FILTER (WHERE approximate)::int AS approximate,
             count(DISTINCT province_code)::int AS provinces
      FROM minimum_wages`;
    // 38 provinces x (2025, 2026); the conflict notes name 26 of those figures
    expect(wages).toMatchObject({ rows: 76, provinces: 38 });
    expect(wages!.approximate).toBe(26);
    const [stats] = await db.sql<{ n: number; outside: number }[]>`
      SELECT count(*)::int AS n,
             count(*) FILTER (WHERE s.city_code <> ${DEPOK})::int AS outside
      FROM school_stats t JOIN schools s ON s.id = t.school_id`;
    // the Depok rows of school_stats.csv.gz (the Dapodik profile scrape)
    expect(stats!.n).toBeGreaterThan(900);
    expect(stats!.outside).toBe(0);
    expect(first.tables.schoolStats).toMatchObject({ inserted: stats!.n });
  });

  it('writes one index rebuild event', async () => {
    expect(first.rebuildRequested).toBe(true);
    expect(await rebuildEvents()).toEqual([{ payload: { reason: 'import' } }]);
  });
});

describe('second import of the same data', () => {
  let costsBefore: { id: number; xmin: string }[];

  beforeAll(async () => {
    costsBefore = await costRowVersions();
    second = await runImport(db.sql, { onlyRegions: [DEPOK], sampleFees: true });
  });

  it('reports every row unchanged', () => {
    for (const [table, counts] of Object.entries(second.tables)) {
      expect(counts, table).toMatchObject({ inserted: 0, updated: 0, unchanged: counts!.read });
    }
    expect(second.tables.costItems!.deleted).toBe(0);
    expect(second.rebuildRequested).toBe(false);
  });

  it('rewrites no school or fee row', async () => {
    expect(await schoolRowVersions()).toEqual(before);
    expect(await costRowVersions()).toEqual(costsBefore);
  });

  it('writes no event', async () => {
    expect(await rebuildEvents()).toHaveLength(1);
  });
});

describe('re-import after a row drifted from the registry', () => {
  it('restores registry fields, keeps the slug, and asks for a rebuild', async () => {
    const [school] = await db.sql<{ id: number; name: string }[]>`
      SELECT id, name FROM schools ORDER BY npsn LIMIT 1`;
    await db.sql`
      UPDATE schools SET name = 'Nama Lama', slug = 'alamat-lama', status = NULL
      WHERE id = ${school!.id}`;
    const third = await runImport(db.sql, { onlyRegions: [DEPOK] });
    expect(third.tables.schools).toMatchObject({ inserted: 0, updated: 1 });
    const [after] = await db.sql<{ name: string; slug: string; status: string | null }[]>`
      SELECT name, slug, status FROM schools WHERE id = ${school!.id}`;
    expect(after).toMatchObject({ name: school!.name, slug: 'alamat-lama' });
    expect(after!.status).not.toBeNull();
    expect(await rebuildEvents()).toHaveLength(2);
  });
});

describe('published fees after admins changed them', () => {
  let itemsOf: (npsn: string) => Promise<{ id: number; amount: number; source: string }[]>;

  beforeAll(() => {
    itemsOf = (npsn) =>
      db.sql<{ id: number; amount: number; source: string }[]>`
        SELECT c.id, c.amount, c.source FROM cost_items c JOIN schools s ON s.id = c.school_id
        WHERE s.npsn = ${npsn} AND c.source_key IS NOT NULL ORDER BY c.source_key`;
  });

  it('keeps what an admin changed or deleted, and reindexes only the schools whose fees moved', async () => {
    const [changed, removed] = await itemsOf('20229088');
    const adminId = await createStaff(db.sql, 'impor');
    await db.sql.begin(async (tx) => {
      await tx`SELECT set_config('app.actor_id', ${String(adminId)}, true)`;
      await tx`UPDATE cost_items SET amount = 1, source = 'admin' WHERE id = ${changed!.id}`;
      await tx`DELETE FROM cost_items WHERE id = ${removed!.id}`;
    });
    // a published row drifted (no admin): the import puts it back
    const [drifted] = await itemsOf('20229157');
    await db.sql`UPDATE cost_items SET amount = 7 WHERE id = ${drifted!.id}`;
    const outboxBefore = await db.sql<
      { max: number }[]
    >`SELECT coalesce(max(id), 0)::int AS max FROM outbox`;

    const again = await runImport(db.sql, { onlyRegions: [DEPOK], sampleFees: true });
    expect(again.tables.publishedFees).toMatchObject({
      inserted: 0,
      updated: 1,
      keptAdminChanges: 2,
    });
    const after = new Map((await itemsOf('20229088')).map((row) => [row.id, row]));
    expect(after.get(changed!.id)).toMatchObject({ amount: 1, source: 'admin' });
    expect(after.has(removed!.id)).toBe(false);
    expect((await itemsOf('20229157'))[0]!.amount).not.toBe(7);
    const events = await db.sql<{ eventType: string; payload: { schoolId?: number } }[]>`
      SELECT event_type, payload FROM outbox WHERE id > ${outboxBefore[0]!.max}`;
    const [smait] = await db.sql<{ id: number }[]>`SELECT id FROM schools WHERE npsn = '20229157'`;
    expect(events).toEqual([{ eventType: 'costs.changed', payload: { schoolId: smait!.id } }]);
  });

  it('loads them in production too, where sample fees are never made', async () => {
    const prod = await runImport(db.sql, { onlyRegions: [DEPOK], nodeEnv: 'production' });
    expect(prod.tables.publishedFees).toMatchObject({ read: 108, inserted: 0, updated: 0 });
    expect(prod.tables.costItems).toBeNull();
  });
});

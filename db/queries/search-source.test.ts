import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { addFavorite } from '@tests/support/factories';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { countSchools, iterateIndexSources, loadIndexSources } from './search-source';
import { deleteSchool, insertCostItem, updateSchool } from './schools-write';

let db: TestDatabase;
let ids: number[];

beforeAll(async () => {
  db = await createTestDatabase('searchsource');
  await seedRegions(db.sql);
  ids = await seedSchools(db.sql, { count: 25 });
});
afterAll(async () => {
  await db.drop();
});

describe('loadIndexSources', () => {
  it('loads a school with its region chain and group', async () => {
    const [group] = await db.sql<{ id: number }[]>`
      INSERT INTO school_groups (name, description) VALUES ('Yayasan Uji', 'Grup uji')
      RETURNING id`;
    await db.sql`UPDATE schools SET group_id = ${group!.id}, npsn = '20219316' WHERE id = ${ids[0]!}`;
    const [source] = await loadIndexSources(db.sql, [ids[0]!]);
    expect(source).toMatchObject({
      id: ids[0],
      npsn: '20219316',
      name: 'SD Negeri Uji 1',
      educationLevel: 'sd',
      status: 'public',
      group: { name: 'Yayasan Uji', description: 'Grup uji' },
      district: { id: '32.73.01', name: 'Sukasari', slug: 'sukasari' },
      city: { id: '32.73', name: 'Kota Bandung', slug: 'bandung' },
      province: { id: '32', name: 'Jawa Barat', officialName: 'Jawa Barat', slug: 'jawa-barat' },
      feeYear: null,
      feeItems: [],
      viewCount: 0,
      favoriteCount: 0,
    });
    expect(source?.createdAt).toBeInstanceOf(Date);
  });

  it('uses the short province name and keeps an unmatched district by name', async () => {
    const [id] = await seedSchools(db.sql, {
      count: 1,
      namePrefix: 'SMA Swasta Jaksel',
      cityCode: '31.74',
      districtCode: null,
    });
    await db.sql`UPDATE schools SET district_name = 'Kebayoran Lama' WHERE id = ${id!}`;
    const [source] = await loadIndexSources(db.sql, [id!]);
    expect(source?.province).toEqual({
      id: '31',
      name: 'DKI Jakarta',
      officialName: 'Daerah Khusus Ibukota Jakarta',
      slug: 'dki-jakarta',
    });
    expect(source?.district).toEqual({ id: null, name: 'Kebayoran Lama', slug: null });
  });

  it('takes the fee year, or the newest year with items when it has none', async () => {
    const [inFeeYear, onlyOlder, newerAndFeeYear] = [ids[1]!, ids[2]!, ids[3]!];
    const add = (schoolId: number, academicYear: string, categoryCode: string, amount: number) =>
      insertCostItem(db.sql, {
        schoolId,
        academicYear,
        categoryCode,
        amount,
        frequency: categoryCode === 'spp' ? 'Monthly' : 'One-Time',
        source: 'admin',
      });
    await add(inFeeYear, '2024/2025', 'spp', 100);
    await add(inFeeYear, '2025/2026', 'spp', 200);
    await add(inFeeYear, '2025/2026', 'uang_pangkal', 3000);
    await add(onlyOlder, '2024/2025', 'spp', 150);
    await add(newerAndFeeYear, '2026/2027', 'spp', 400);
    await add(newerAndFeeYear, '2025/2026', 'spp', 300);

    const sources = await loadIndexSources(db.sql, [inFeeYear, onlyOlder, newerAndFeeYear]);
    const byId = new Map(sources.map((s) => [s.id, s]));
    expect(byId.get(inFeeYear)?.feeYear).toBe('2025/2026');
    expect(byId.get(inFeeYear)?.feeItems).toEqual([
      {
        categoryCode: 'spp',
        categoryKey: expect.stringMatching(/^g[0-9]+$/),
        amount: 200,
        frequency: 'Monthly',
        source: 'admin',
        label: 'SPP',
        notes: null,
        yearOfStudy: null,
      },
      {
        categoryCode: 'uang_pangkal',
        categoryKey: expect.stringMatching(/^g[0-9]+$/),
        amount: 3000,
        frequency: 'One-Time',
        source: 'admin',
        label: 'Uang Pangkal',
        notes: null,
        yearOfStudy: null,
      },
    ]);
    expect(byId.get(onlyOlder)?.feeYear).toBe('2024/2025');
    expect(byId.get(onlyOlder)?.feeItems.map((i) => i.amount)).toEqual([150]);
    // the spec's fee year wins over a newer one
    expect(byId.get(newerAndFeeYear)?.feeYear).toBe('2025/2026');
    expect(byId.get(newerAndFeeYear)?.feeItems.map((i) => i.amount)).toEqual([300]);
  });

  it('counts views and favourites, and skips ids that do not exist', async () => {
    const id = ids[4]!;
    await db.sql`UPDATE schools SET view_count = 12 WHERE id = ${id}`;
    await addFavorite(db.sql, id);
    await addFavorite(db.sql, id);
    const sources = await loadIndexSources(db.sql, [id, id, 999_999_999]);
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({ viewCount: 12, favoriteCount: 2 });
  });

  it('sees writes made through schools-write', async () => {
    const id = ids[5]!;
    expect(await updateSchool(db.sql, id, { name: 'SD Negeri Baru' })).toBe(true);
    expect((await loadIndexSources(db.sql, [id]))[0]?.name).toBe('SD Negeri Baru');
    expect(await deleteSchool(db.sql, id)).toBe(true);
    expect(await loadIndexSources(db.sql, [id])).toEqual([]);
    expect(await updateSchool(db.sql, id, { name: 'x' })).toBe(false);
  });
});

describe('iterateIndexSources', () => {
  it('visits every school once, in id order, in batches', async () => {
    const seen: number[] = [];
    const sizes: number[] = [];
    for await (const batch of iterateIndexSources(db.sql, { batchSize: 7 })) {
      sizes.push(batch.length);
      seen.push(...batch.map((s) => s.id));
    }
    const all = (await db.sql<{ id: number }[]>`SELECT id FROM schools ORDER BY id`).map(
      (row) => row.id,
    );
    expect(seen).toEqual(all);
    expect(seen.length).toBe(await countSchools(db.sql));
    expect(Math.max(...sizes)).toBe(7);
  });
});

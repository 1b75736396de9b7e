// Rendered share images (issue 10): which card each subject has in storage.
import type { Db } from '../client';

export interface ShareImageRow {
  subject: string;
  contentHash: string;
  objectKey: string;
}

export async function findShareImage(db: Db, subject: string): Promise<ShareImageRow | undefined> {
  const [row] = await db<ShareImageRow[]>`
    SELECT subject, content_hash, object_key FROM share_images WHERE subject = ${subject}`;
  return row;
}

export async function saveShareImage(db: Db, row: ShareImageRow): Promise<void> {
  await db`
    INSERT INTO share_images (subject, content_hash, object_key)
    VALUES (${row.subject}, ${row.contentHash}, ${row.objectKey})
    ON CONFLICT (subject) DO UPDATE
      SET content_hash = excluded.content_hash, object_key = excluded.object_key,
          rendered_at = now()`;
}

export async function deleteShareImage(db: Db, subject: string): Promise<void> {
  await db`DELETE FROM share_images WHERE subject = ${subject}`;
}

export interface CityCardRow {
  code: string;
  name: string;
  provinceName: string;
  schools: number;
  /** schools with real fees (any source but sample) */
  withFees: number;
  /** schools whose only fees are demo data (development) */
  withSampleFees: number;
}

/** What a city hub's card shows: its name, province and counts; demo fees never count as data. */
export function cityCards(db: Db, codes: readonly string[]): Promise<CityCardRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db<CityCardRow[]>`
    SELECT c.code, c.name, p.short_name AS province_name,
           (SELECT count(*)::int FROM schools s WHERE s.city_code = c.code) AS schools,
           (SELECT count(*)::int FROM schools s WHERE s.city_code = c.code
              AND EXISTS (SELECT 1 FROM cost_items ci
                          WHERE ci.school_id = s.id AND ci.source <> 'sample')) AS with_fees,
           (SELECT count(*)::int FROM schools s WHERE s.city_code = c.code
              AND EXISTS (SELECT 1 FROM cost_items ci
                          WHERE ci.school_id = s.id AND ci.source = 'sample')
              AND NOT EXISTS (SELECT 1 FROM cost_items ci
                              WHERE ci.school_id = s.id AND ci.source <> 'sample'))
             AS with_sample_fees
    FROM cities c JOIN provinces p ON p.code = c.province_code
    WHERE c.code IN ${db(codes as string[])}
    ORDER BY c.code`;
}

/** The city of a school, or undefined. */
export async function schoolCity(db: Db, schoolId: number): Promise<string | undefined> {
  const [row] = await db<
    { cityCode: string }[]
  >`SELECT city_code FROM schools WHERE id = ${schoolId}`;
  return row?.cityCode;
}

/** Schools with real (non-sample) fees and cities with any fees: cards rendered after an import. */
export async function shareImageCandidates(
  db: Db,
  scope: 'fees' | 'all',
): Promise<{ schools: number[]; cities: string[] }> {
  const schools = await db<{ id: number }[]>`
    SELECT id FROM schools s
    WHERE ${scope === 'all'} OR EXISTS (
      SELECT 1 FROM cost_items ci WHERE ci.school_id = s.id AND ci.source <> 'sample')
    ORDER BY id`;
  const cities = await db<{ code: string }[]>`
    SELECT code FROM cities c
    WHERE ${scope === 'all'} OR EXISTS (
      SELECT 1 FROM schools s JOIN cost_items ci ON ci.school_id = s.id WHERE s.city_code = c.code)
    ORDER BY code`;
  return { schools: schools.map((row) => row.id), cities: cities.map((row) => row.code) };
}

/** Share image paths of subjects, for page heads and the school page. */
export async function shareImageHashes(
  db: Db,
  subjects: readonly string[],
): Promise<Map<string, string>> {
  if (subjects.length === 0) return new Map();
  const rows = await db<{ subject: string; contentHash: string }[]>`
    SELECT subject, content_hash FROM share_images WHERE subject IN ${db(subjects as string[])}`;
  return new Map(rows.map((row) => [row.subject, row.contentHash]));
}

/** Of these schools, those with a stored share card. */
export async function storedSchoolImages(db: Db, schoolIds: readonly number[]): Promise<number[]> {
  if (schoolIds.length === 0) return [];
  const rows = await db<{ subject: string }[]>`
    SELECT subject FROM share_images
    WHERE subject = ANY (${db.array(schoolIds.map((id) => `school:${id}`))}::text[])
    ORDER BY subject`;
  return rows.map((row) => Number(row.subject.slice('school:'.length)));
}

// The schools fee-rules.ts looks at: typical schools of issue 20 item 8, and the
// schools a rule covers that search can find by name (its probes), a stored page of one;
// the cities of the listing load; the events left.
import type postgres from 'postgres';
import type { Sql } from '@db/client';
import { storePage } from '@db/queries/page-store';
import { currentPageVersion } from '@tests/support/stored-pages';

export interface Probe {
  id: number;
  name: string;
  cityCode: string;
  educationLevel: string;
}

/** A typical SD negeri, SMA negeri in Jawa Timur and Sumatera Utara and a private SMP. */
export async function typicalSchools(sql: Sql): Promise<(Probe & { label: string })[]> {
  const pick = async (label: string, where: postgres.PendingQuery<postgres.Row[]>) => {
    const [row] = await sql<Probe[]>`
      SELECT s.id, s.name, s.city_code, s.education_level FROM schools s
      LEFT JOIN school_stats st ON st.school_id = s.id
      WHERE ${where} ORDER BY st.students DESC NULLS LAST, s.id LIMIT 1`;
    return row ? { ...row, label } : undefined;
  };
  return (
    await Promise.all([
      pick('SD negeri', sql`s.form = 'SD' AND s.status = 'public' AND s.province_code = '32'`),
      pick(
        'SMA negeri, Jawa Timur',
        sql`s.form = 'SMA' AND s.status = 'public' AND s.province_code = '35'`,
      ),
      pick(
        'SMA negeri, Sumatera Utara',
        sql`s.form = 'SMA' AND s.status = 'public' AND s.province_code = '12'`,
      ),
      pick('SMP swasta', sql`s.form = 'SMP' AND s.status = 'private' AND s.province_code = '31'`),
    ])
  ).filter((school) => school !== undefined);
}

/**
 * Public schools of the given levels whose name is unique in their city and level, so
 * search finds them: the last of the walk (ids in order) and a spread of others.
 */
export async function coveredProbes(sql: Sql, levels: string[]): Promise<Probe[]> {
  const covered = await sql<Probe[]>`
    WITH candidates AS (
      SELECT s.id, s.name, s.city_code, s.education_level,
             count(*) OVER (PARTITION BY s.name, s.city_code, s.education_level) AS same
      FROM schools s
      WHERE s.status = 'public' AND s.form = ANY(${levels}))
    SELECT id, name, city_code, education_level FROM candidates WHERE same = 1 ORDER BY id`;
  return [
    ...covered.filter((_, index) => index % Math.ceil(covered.length / 20) === 7),
    covered[covered.length - 1]!,
  ];
}

/** Events not yet handled: outbox rows not sent plus deliveries not done. */
export async function eventsPending(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    SELECT (SELECT count(*) FROM outbox WHERE sent_at IS NULL)
         + (SELECT count(*) FROM outbox_deliveries WHERE done_at IS NULL) AS n`;
  return Number(row!.n);
}

/** Stores a page of the school, fresh until something it shows changes; returns its path. */
export async function storeSchoolPage(sql: Sql, schoolId: number): Promise<string> {
  const [area] = await sql<{ province: string; city: string; slug: string }[]>`
    SELECT p.slug AS province, c.slug AS city, s.slug FROM schools s
    JOIN cities c ON c.code = s.city_code JOIN provinces p ON p.code = s.province_code
    WHERE s.id = ${schoolId}`;
  const pagePath = `/school/${area!.slug}`;
  await storePage(sql, {
    path: pagePath,
    html: '<p>bench</p>',
    state: '{}',
    scopes: ['site', `school:${schoolId}`, `area:${area!.province}/${area!.city}`],
    watermark: await currentPageVersion(sql),
  });
  return pagePath;
}

/** 20 cities (province and city slugs) in an order drawn from `seed`. */
export function listingAreas(sql: Sql, seed: string) {
  return sql<{ province: string; city: string }[]>`
    SELECT p.slug AS province, c.slug AS city FROM cities c
    JOIN provinces p ON p.code = c.province_code ORDER BY md5(c.code || ${seed}) LIMIT 20`;
}

import { randomBytes } from 'node:crypto';
import type { Sql } from '@db/client';
import { emitEvent } from '@db/outbox';
import { loadIndexSources } from '@db/queries/search-source';
import { buildSearchDocument } from '@search/document';
import { schoolCard } from '@worker/share/cards';
import { schoolCardOf } from '@worker/share/images';
import { renderCard } from '@worker/share/render-card';

// Fixtures and checks for the whole-cost e2e tests (issue 10).

export interface InsightSchool {
  id: number;
  slug: string;
  name: string;
}

/**
 * A private SD of Kota Depok with real (admin) fees for three academic years,
 * SPP missing from the newest price list, and uniform variants; written with
 * its costs.changed event in one transaction, as the services do, so the
 * worker builds its benchmarks inputs and share image.
 */
export async function createSchoolWithHistory(sql: Sql): Promise<InsightSchool> {
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const name = `SD Uji Riwayat ${suffix}`;
  return sql.begin(async (tx) => {
    const [school] = await tx<InsightSchool[]>`
      INSERT INTO schools (npsn, slug, name, education_level, form, status, city_code, province_code,
                           district_code)
      SELECT ${`8${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`},
             ${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}, ${name}, 'sd', 'SD', 'private',
             c.code, c.province_code,
             (SELECT d.code FROM districts d WHERE d.city_code = c.code ORDER BY d.code LIMIT 1)
      FROM cities c WHERE c.code = '32.76'
      RETURNING id, slug, name`;
    const [development] = await tx<{ id: number }[]>`
      INSERT INTO school_cost_categories (school_id, name) VALUES (${school!.id}, 'Dana Pengembangan')
      RETURNING id`;
    const items: [string, string | null, number, string, string | null][] = [
      ['2024/2025', null, 20_000_000, 'One-Time', null],
      ['2024/2025', 'spp', 1_800_000, 'Monthly', null],
      ['2024/2025', 'kegiatan', 12_000_000, 'Yearly', null],
      ['2025/2026', null, 21_000_000, 'One-Time', null],
      ['2025/2026', 'spp', 1_900_000, 'Monthly', null],
      ['2025/2026', 'kegiatan', 13_000_000, 'Yearly', null],
      ['2026/2027', null, 22_500_000, 'One-Time', null],
      ['2026/2027', 'kegiatan', 14_000_000, 'Yearly', null],
      ['2026/2027', 'seragam', 1_900_000, 'One-Time', 'putra'],
      ['2026/2027', 'seragam', 2_500_000, 'One-Time', 'putri'],
    ];
    for (const [year, code, amount, frequency, notes] of items) {
      await tx`
        INSERT INTO cost_items (school_id, academic_year_id, global_category_id, school_category_id,
                                amount, frequency, notes, source)
        VALUES (${school!.id}, (SELECT id FROM academic_years WHERE year = ${year}),
                (SELECT id FROM global_cost_categories WHERE code = ${code}),
                ${code ? null : development!.id}, ${amount}, ${frequency}, ${notes}, 'admin')`;
    }
    await emitEvent(tx, { type: 'costs.changed', payload: { schoolId: school!.id } });
    return school!;
  });
}

/** The school's share card as the worker renders it, for comparing with what the page links. */
export async function expectedSchoolCard(sql: Sql, schoolId: number): Promise<Buffer> {
  const [source] = await loadIndexSources(sql, [schoolId]);
  const { school } = buildSearchDocument(source!);
  return renderCard(schoolCard(schoolCardOf(school)));
}

/** The og:image URL the server puts in the page's head. */
export async function ogImageOf(base: string, path: string): Promise<string | undefined> {
  const html = await (await fetch(`${base}${path}`)).text();
  return /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height of a PNG (from its IHDR chunk), or undefined when it is not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

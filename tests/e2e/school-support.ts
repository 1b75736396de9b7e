import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createSql, type Sql } from '@db/client';
import type { Frequency } from '@core/fees';
import { insertGalleryImage } from '@db/queries/gallery';
import { insertCostItem } from '@db/queries/schools-write';
import { gradientPng } from './support/png';
import { e2eTarget } from './support/target';

// Seeding for the school-page and comparison e2e tests: they write to the
// product's own database and storage folder (given by the e2e global setup).

/** The school page's cost table. */
export const costTable = (page: Page) => page.getByRole('table', { name: /Rincian biaya/ });

export function productDatabase(): Sql | undefined {
  const url = e2eTarget().databaseUrl;
  return url ? createSql(url, { max: 2, applicationName: 'e2e-school' }) : undefined;
}

export function productStorageDir(): string | undefined {
  return e2eTarget().storageDir;
}

export interface SeededSchool {
  id: number;
  slug: string;
  name: string;
}

/** Totals the page must show for the full school (sum of the items below). */
export const FULL_SCHOOL_TOTALS = { '2025/2026': 'Rp 9.400.000', '2024/2025': 'Rp 5.400.000' };

async function insertSchool(
  sql: Sql,
  fields: { name: string; level: string; form: string; status: string; cityCode: string },
): Promise<SeededSchool> {
  const suffix = randomBytes(3).toString('hex');
  const name = `${fields.name} ${suffix.toUpperCase()}`;
  const [school] = await sql<SeededSchool[]>`
    INSERT INTO schools (npsn, slug, name, education_level, form, status, city_code, province_code,
                         district_code)
    SELECT ${`9${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`},
           ${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}, ${name}, ${fields.level},
           ${fields.form}, ${fields.status}, c.code, c.province_code,
           (SELECT d.code FROM districts d WHERE d.city_code = c.code ORDER BY d.code LIMIT 1)
    FROM cities c WHERE c.code = ${fields.cityCode}
    RETURNING id, slug, name`;
  return school!;
}

/**
 * A private SD of Kota Bandung with every field of the page: a group,
 * address, facilities, description, no curriculum and no accreditation (the
 * page shows its defaults), sample fees in 2024/2025 and 2025/2026 (none in
 * 2026/2027) and one school-specific item.
 */
export async function createFullSchool(sql: Sql): Promise<SeededSchool> {
  const school = await insertSchool(sql, {
    name: 'SD Uji Pelita',
    level: 'sd',
    form: 'SD',
    status: 'private',
    cityCode: '32.73',
  });
  const [group] = await sql<{ id: number }[]>`
    INSERT INTO school_groups (name, description)
    VALUES (${`Yayasan Uji Pelita ${school.id}`}, 'Jaringan sekolah uji coba di Jawa Barat')
    RETURNING id`;
  await sql`
    UPDATE schools SET group_id = ${group!.id}, street_address = 'Jl. Setiabudi No. 7',
      village_name = 'Isola', postal_code = '40154',
      facilities = ${'Perpustakaan\nLaboratorium IPA\n\nLapangan Basket'},
      description = 'Sekolah dasar uji dengan kelas kecil dan kegiatan alam.'
    WHERE id = ${school.id}`;
  const fee = (academicYear: string, categoryCode: string, amount: number, frequency: Frequency) =>
    insertCostItem(sql, {
      schoolId: school.id,
      academicYear,
      categoryCode,
      amount,
      frequency,
      source: 'sample',
    });
  await fee('2024/2025', 'uang_pangkal', 5_000_000, 'One-Time');
  await fee('2024/2025', 'spp', 400_000, 'Monthly');
  await fee('2025/2026', 'pendaftaran', 250_000, 'One-Time');
  await fee('2025/2026', 'uang_pangkal', 6_000_000, 'One-Time');
  await fee('2025/2026', 'spp', 450_000, 'Monthly');
  await fee('2025/2026', 'seragam', 700_000, 'One-Time');
  await fee('2025/2026', 'buku', 800_000, 'Yearly');
  const [category] = await sql<{ id: number }[]>`
    INSERT INTO school_cost_categories (school_id, name, description)
    VALUES (${school.id}, 'Study Tour', 'Kunjungan belajar tahunan') RETURNING id`;
  await sql`
    INSERT INTO cost_items (school_id, academic_year_id, school_category_id, amount, frequency, source)
    SELECT ${school.id}, id, ${category!.id}, 1200000, 'Yearly', 'admin'
    FROM academic_years WHERE year = '2025/2026'`;
  return school;
}

/** A private SMP of Kota Depok without any fees: the cost table shows its empty state. */
export function createSchoolWithoutFees(sql: Sql): Promise<SeededSchool> {
  return insertSchool(sql, {
    name: 'SMP Swasta Uji Kosong',
    level: 'smp',
    form: 'SMP',
    status: 'private',
    cityCode: '32.76',
  });
}

/**
 * A public SMP of Kota Depok without fees of its own: Permendikbud 44/2012
 * (rule R01 of the imported fee rules) fixes its SPP, entry and re-registration fees.
 */
export function createPublicSchoolWithoutFees(sql: Sql): Promise<SeededSchool> {
  return insertSchool(sql, {
    name: 'SMP Negeri Uji Aturan',
    level: 'smp',
    form: 'SMP',
    status: 'public',
    cityCode: '32.76',
  });
}

export const GALLERY = [
  {
    file: 'ruang-kelas.png',
    description: 'Ruang kelas yang terang',
    colours: [
      [29, 78, 216],
      [239, 246, 255],
      [250, 204, 21],
    ],
  },
  {
    file: 'lapangan.png',
    description: 'Lapangan olahraga',
    colours: [
      [5, 150, 105],
      [236, 253, 245],
      [255, 255, 255],
    ],
  },
  {
    file: 'perpustakaan.png',
    description: null,
    colours: [
      [180, 83, 9],
      [255, 247, 237],
      [30, 64, 175],
    ],
  },
] as const;

/** Three real PNG images in the school's gallery, on disk and in the database. */
export async function seedGallery(sql: Sql, storageDir: string, schoolId: number): Promise<void> {
  const dir = path.join(storageDir, 'gallery', String(schoolId));
  fs.mkdirSync(dir, { recursive: true });
  let position = 0;
  for (const image of GALLERY) {
    const [top, bottom, band] = image.colours;
    fs.writeFileSync(path.join(dir, image.file), gradientPng(640, 480, top, bottom, band));
    await insertGalleryImage(sql, {
      schoolId,
      objectPath: `${schoolId}/${image.file}`,
      fileName: image.file,
      description: image.description,
      position: position++,
    });
  }
}

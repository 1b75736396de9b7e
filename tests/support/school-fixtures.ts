import type { Db } from '@db/client';

// Small, fast fixtures for tests that need schools without the registry import:
// two provinces, three cities, a few districts, and schools made in one INSERT.

export const FIXTURE_REGIONS = {
  jabar: { code: '32', name: 'Jawa Barat', shortName: 'Jawa Barat', slug: 'jawa-barat' },
  jakarta: {
    code: '31',
    name: 'Daerah Khusus Ibukota Jakarta',
    shortName: 'DKI Jakarta',
    slug: 'dki-jakarta',
  },
  bandung: { code: '32.73', province: '32', name: 'Kota Bandung', kind: 'kota', slug: 'bandung' },
  depok: { code: '32.76', province: '32', name: 'Kota Depok', kind: 'kota', slug: 'depok' },
  jaksel: {
    code: '31.74',
    province: '31',
    name: 'Kota Administrasi Jakarta Selatan',
    kind: 'kota',
    slug: 'jakarta-selatan',
  },
  sukasari: { code: '32.73.01', city: '32.73', name: 'Sukasari', slug: 'sukasari' },
  beji: { code: '32.76.01', city: '32.76', name: 'Beji', slug: 'beji' },
} as const;

export async function seedRegions(db: Db): Promise<void> {
  const r = FIXTURE_REGIONS;
  await db`
    INSERT INTO provinces (code, name, short_name, slug) VALUES
      (${r.jabar.code}, ${r.jabar.name}, ${r.jabar.shortName}, ${r.jabar.slug}),
      (${r.jakarta.code}, ${r.jakarta.name}, ${r.jakarta.shortName}, ${r.jakarta.slug})
    ON CONFLICT DO NOTHING`;
  for (const city of [r.bandung, r.depok, r.jaksel]) {
    await db`
      INSERT INTO cities (code, province_code, name, kind, slug)
      VALUES (${city.code}, ${city.province}, ${city.name}, ${city.kind}, ${city.slug})
      ON CONFLICT DO NOTHING`;
  }
  for (const district of [r.sukasari, r.beji]) {
    await db`
      INSERT INTO districts (code, city_code, name, slug)
      VALUES (${district.code}, ${district.city}, ${district.name}, ${district.slug})
      ON CONFLICT DO NOTHING`;
  }
}

export interface SeedSchoolsOptions {
  count: number;
  /** names are '<prefix> <n>', slugs follow */
  namePrefix?: string;
  cityCode?: string;
  districtCode?: string | null;
  level?: 'tk' | 'sd' | 'smp' | 'sma' | 'smk';
  status?: 'public' | 'private';
}

/** Inserts `count` schools in one statement; returns their ids in order. */
export async function seedSchools(db: Db, options: SeedSchoolsOptions): Promise<number[]> {
  const prefix = options.namePrefix ?? 'SD Negeri Uji';
  const slugPrefix = prefix
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const cityCode = options.cityCode ?? FIXTURE_REGIONS.bandung.code;
  const provinceCode = cityCode.slice(0, 2);
  const districtCode =
    options.districtCode === undefined ? FIXTURE_REGIONS.sukasari.code : options.districtCode;
  const rows = await db<{ id: number }[]>`
    INSERT INTO schools (slug, name, education_level, form, status, city_code, province_code,
                         district_code)
    SELECT ${slugPrefix} || '-' || n || '-' || substr(md5(random()::text), 1, 6),
           ${prefix} || ' ' || n, ${options.level ?? 'sd'}, 'SD', ${options.status ?? 'public'},
           ${cityCode}, ${provinceCode}, ${districtCode}
    FROM generate_series(1, ${options.count}) AS n
    ORDER BY n
    RETURNING id`;
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** A monthly SPP of `amount` for 2025/2026 at each school (source admin); returns the item ids. */
export async function seedMonthlySpp(
  db: Db,
  schoolIds: readonly number[],
  amount: number,
): Promise<number[]> {
  const rows = await db<{ id: number }[]>`
    INSERT INTO cost_items (school_id, academic_year_id, global_category_id, amount, frequency, source)
    SELECT id, (SELECT id FROM academic_years WHERE year = '2025/2026'),
           (SELECT id FROM global_cost_categories WHERE code = 'spp'), ${amount}, 'Monthly', 'admin'
    FROM unnest(${schoolIds as number[]}::bigint[]) AS id
    RETURNING id`;
  return rows.map((row) => row.id);
}

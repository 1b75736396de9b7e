import { slugify } from '@core/slug';

/** The name people use for a province ('DKI Jakarta'), from its official name. */
export function provinceShortName(officialName: string): string {
  const name = officialName.replace(/\s+/g, ' ').trim();
  const special = /^Daerah Khusus Ibu ?kota (.+)$/i.exec(name);
  if (special) return `DKI ${special[1]}`;
  const istimewa = /^Daerah Istimewa (.+)$/i.exec(name);
  if (istimewa) return `DI ${istimewa[1]}`;
  return name;
}

/** Expands abbreviations that official regency names use ('Kep.' -> 'Kepulauan'). */
function expandAbbreviations(name: string): string {
  return name.replace(/\bKep\.\s*/gi, 'Kepulauan ');
}

/**
 * Slug of a regency within its province: a kota drops its prefix ('Kota Bandung'
 * -> 'bandung', 'Kota Administrasi Jakarta Selatan' -> 'jakarta-selatan'), a
 * kabupaten keeps it so that it never collides with the kota of the same name
 * ('Kabupaten Bandung' -> 'kabupaten-bandung').
 */
export function citySlug(name: string): string {
  const expanded = expandAbbreviations(name).replace(/\s+/g, ' ').trim();
  const kota = /^Kota (?:Administrasi )?(.+)$/i.exec(expanded);
  if (kota) return slugify(kota[1]!);
  const kabupaten = /^Kabupaten (?:Administrasi )?(.+)$/i.exec(expanded);
  if (kabupaten) return slugify(`kabupaten ${kabupaten[1]}`);
  return slugify(expanded);
}

/**
 * Makes slugs unique within a group (e.g. the cities of one province): the first
 * holder, in the order given, keeps the slug, later ones get '-2', '-3'...
 */
export function uniqueWithin(slugs: readonly string[]): string[] {
  const seen = new Set<string>();
  return slugs.map((slug) => {
    let candidate = slug;
    for (let n = 2; seen.has(candidate); n += 1) candidate = `${slug}-${n}`;
    seen.add(candidate);
    return candidate;
  });
}

export interface SlugRequest {
  npsn: string;
  name: string;
  citySlug: string;
  districtSlug: string | null;
}

/**
 * Hands out school slugs. Existing slugs are reserved first (a school keeps its
 * URL on re-import); new schools are served in NPSN order so the outcome does
 * not depend on file order. A clash falls back to the city, then the district,
 * then the NPSN as suffix.
 */
export class SchoolSlugAllocator {
  private readonly taken = new Set<string>();

  reserve(slug: string): void {
    this.taken.add(slug);
  }

  allocate(request: SlugRequest): string {
    const base = slugify(request.name) || 'sekolah';
    const withCity = `${base}-${request.citySlug}`;
    const candidates = [base, withCity];
    if (request.districtSlug) candidates.push(`${withCity}-${request.districtSlug}`);
    candidates.push(`${base}-${slugify(request.npsn)}`);
    let slug = candidates.find((candidate) => !this.taken.has(candidate));
    for (let n = 2; slug === undefined; n += 1) {
      const numbered = `${base}-${slugify(request.npsn)}-${n}`;
      if (!this.taken.has(numbered)) slug = numbered;
    }
    this.taken.add(slug);
    return slug;
  }
}

/** Allocates slugs for new schools in NPSN order; returns npsn -> slug. */
export function allocateSchoolSlugs(
  allocator: SchoolSlugAllocator,
  requests: readonly SlugRequest[],
): Map<string, string> {
  const ordered = [...requests].sort((a, b) => (a.npsn < b.npsn ? -1 : a.npsn > b.npsn ? 1 : 0));
  return new Map(ordered.map((request) => [request.npsn, allocator.allocate(request)]));
}

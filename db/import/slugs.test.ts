import { describe, expect, it } from 'vitest';
import {
  allocateSchoolSlugs,
  citySlug,
  provinceShortName,
  SchoolSlugAllocator,
  uniqueWithin,
} from './slugs';

describe('provinceShortName', () => {
  it('uses the common names of the special regions', () => {
    expect(provinceShortName('Daerah Khusus Ibukota Jakarta')).toBe('DKI Jakarta');
    expect(provinceShortName('Daerah Istimewa Yogyakarta')).toBe('DI Yogyakarta');
  });

  it('keeps other provinces as named', () => {
    expect(provinceShortName('Jawa Barat')).toBe('Jawa Barat');
    expect(provinceShortName('Kepulauan Bangka Belitung')).toBe('Kepulauan Bangka Belitung');
  });
});

describe('citySlug', () => {
  it.each([
    ['Kota Bandung', 'bandung'],
    ['Kota Depok', 'depok'],
    ['Kota Administrasi Jakarta Selatan', 'jakarta-selatan'],
    ['Kabupaten Bandung', 'kabupaten-bandung'],
    ['Kabupaten Bandung Barat', 'kabupaten-bandung-barat'],
    ['Kabupaten Administrasi Kepulauan Seribu', 'kabupaten-kepulauan-seribu'],
    ['Kabupaten Kep. Siau Tagulandang Biaro', 'kabupaten-kepulauan-siau-tagulandang-biaro'],
    ['Kota Pangkal Pinang', 'pangkal-pinang'],
  ])('%s -> %s', (name, slug) => {
    expect(citySlug(name)).toBe(slug);
  });
});

describe('uniqueWithin', () => {
  it('numbers later holders of a slug', () => {
    expect(uniqueWithin(['a', 'b', 'a', 'a'])).toEqual(['a', 'b', 'a-2', 'a-3']);
  });
});

describe('SchoolSlugAllocator', () => {
  const school = (npsn: string, name: string, citySlug = 'bandung', districtSlug = 'coblong') => ({
    npsn,
    name,
    citySlug,
    districtSlug,
  });

  it('uses the slug of the display name when it is free', () => {
    const slugs = allocateSchoolSlugs(new SchoolSlugAllocator(), [
      school('20219000', 'SD Negeri 1 Bakongan'),
    ]);
    expect(slugs.get('20219000')).toBe('sd-negeri-1-bakongan');
  });

  it('suffixes a clash with the city, then the district, then the NPSN, in NPSN order', () => {
    // given in reverse order: the lowest NPSN still wins the plain slug
    const slugs = allocateSchoolSlugs(new SchoolSlugAllocator(), [
      school('20219004', 'SMA Plus', 'bandung', 'coblong'),
      school('20219003', 'SMA Plus', 'bandung', 'coblong'),
      school('20219002', 'SMA Plus', 'bandung', 'coblong'),
      school('20219001', 'SMA Plus', 'depok', 'beji'),
    ]);
    expect(slugs.get('20219001')).toBe('sma-plus');
    expect(slugs.get('20219002')).toBe('sma-plus-bandung');
    expect(slugs.get('20219003')).toBe('sma-plus-bandung-coblong');
    expect(slugs.get('20219004')).toBe('sma-plus-20219004');
  });

  it('never hands out a reserved slug, so existing schools keep theirs', () => {
    const allocator = new SchoolSlugAllocator();
    allocator.reserve('sma-plus');
    const slugs = allocateSchoolSlugs(allocator, [school('20219001', 'SMA Plus')]);
    expect(slugs.get('20219001')).toBe('sma-plus-bandung');
  });

  it('skips the district step when the district is unknown', () => {
    const allocator = new SchoolSlugAllocator();
    allocator.reserve('sma-plus');
    allocator.reserve('sma-plus-bandung');
    expect(allocator.allocate({ ...school('NP123456', 'SMA Plus'), districtSlug: null })).toBe(
      'sma-plus-np123456',
    );
  });

  it('falls back to a generic base for names without letters or digits', () => {
    expect(new SchoolSlugAllocator().allocate(school('20219001', '***'))).toBe('sekolah');
  });

  it('produces slugs that satisfy the schema rule', () => {
    const slugs = allocateSchoolSlugs(new SchoolSlugAllocator(), [
      school('20219001', "SMPS Darul Ma'arif (Putra) - Al-Azhar"),
      school('20219002', 'SD Negeri 058128 D.Sekoci'),
    ]);
    for (const slug of slugs.values()) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs.get('20219001')).toBe('smps-darul-maarif-putra-al-azhar');
  });
});

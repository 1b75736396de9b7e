import { describe, expect, it } from 'vitest';
import { schoolBreadcrumbs, scriptJson } from './breadcrumbs';
import { breadcrumbJsonLd } from './school-head';

const school = {
  name: 'SD Negeri 1 Bandung',
  slug: 'sd-negeri-1-bandung',
  educationLevel: 'sd' as const,
  city: { name: 'Kota Bandung', slug: 'bandung' },
  province: { name: 'Jawa Barat', slug: 'jawa-barat' },
};

describe('schoolBreadcrumbs', () => {
  it('runs Beranda > province > city > LEVEL > school, each linking to its hub', () => {
    expect(schoolBreadcrumbs(school)).toEqual([
      { name: 'Beranda', path: '/' },
      { name: 'Jawa Barat', path: '/jawa-barat' },
      { name: 'Kota Bandung', path: '/jawa-barat/bandung' },
      { name: 'SD', path: '/jawa-barat/bandung/sd' },
      { name: 'SD Negeri 1 Bandung', path: '/school/sd-negeri-1-bandung' },
    ]);
  });
});

describe('the school trail as JSON-LD', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd(schoolBreadcrumbs(school), 'https://biayasekolah.id/');
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Beranda',
      item: 'https://biayasekolah.id/',
    });
    expect(ld.itemListElement[4]).toMatchObject({
      position: 5,
      item: 'https://biayasekolah.id/school/sd-negeri-1-bandung',
    });
  });

  it('never lets a name close the script element', () => {
    expect(scriptJson({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});

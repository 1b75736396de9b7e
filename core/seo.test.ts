import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE, homeMeta } from './home-head';
import { hubMeta, hubPath } from './hub-head';
import { schoolMeta } from './school-head';
import { headTags } from './seo';

describe('homeMeta', () => {
  it('uses the default title and description without search text, level or province', () => {
    const meta = homeMeta({});
    expect(meta.title).toBe(DEFAULT_TITLE);
    expect(meta.canonicalPath).toBe('/');
  });

  it('changes title, description and keywords when text, level or province is set', () => {
    const meta = homeMeta({ q: 'al azhar', level: 'sd', provinceName: 'Jawa Barat' });
    expect(meta.title).toBe('Cari "al azhar" - Sekolah SD di Jawa Barat | Biaya Sekolah');
    expect(meta.description).toContain('sekolah SD di Jawa Barat untuk "al azhar"');
    expect(meta.keywords).toContain('al azhar');
    expect(homeMeta({ level: 'smk' }).title).toBe('Sekolah SMK | Biaya Sekolah');
  });

  it('cuts the description at 160 characters (157 plus an ellipsis)', () => {
    const meta = homeMeta({ q: 'x'.repeat(200) });
    expect(meta.description).toHaveLength(160);
    expect(meta.description.endsWith('...')).toBe(true);
  });
});

describe('hubMeta', () => {
  const province = { name: 'Jawa Barat', slug: 'jawa-barat' };
  const city = { name: 'Kota Bandung', slug: 'bandung' };

  it('titles by location and level with the site name as suffix', () => {
    expect(hubMeta({}).title).toBe('Daftar Sekolah di Indonesia | Biaya Sekolah');
    expect(hubMeta({ province }).title).toBe('Daftar Sekolah di Jawa Barat | Biaya Sekolah');
    expect(hubMeta({ province, city, level: 'smp' }).title).toBe(
      'Daftar Sekolah SMP di Kota Bandung, Jawa Barat | Biaya Sekolah',
    );
  });

  it('builds the canonical path from slugs', () => {
    expect(hubPath({})).toBe('/indonesia');
    expect(hubPath({ province, level: 'sd' })).toBe('/jawa-barat');
    expect(hubPath({ province, city, level: 'sd' })).toBe('/jawa-barat/bandung/sd');
  });
});

describe('schoolMeta', () => {
  it("follows '{school} - {level} di {city} - Biaya & Info Lengkap | {site}'", () => {
    const meta = schoolMeta({
      name: 'SMA Negeri 3 Bandung',
      slug: 'sma-negeri-3-bandung',
      educationLevel: 'sma',
      city: { name: 'Kota Bandung' },
      province: { name: 'Jawa Barat' },
    });
    expect(meta.title).toBe(
      'SMA Negeri 3 Bandung - SMA di Kota Bandung - Biaya & Info Lengkap | Biaya Sekolah',
    );
    expect(meta.canonicalPath).toBe('/school/sma-negeri-3-bandung');
    expect(meta.description).toContain('SMA Negeri 3 Bandung');
  });
});

describe('headTags', () => {
  it('makes canonical, Open Graph and Twitter URLs absolute', () => {
    const tags = headTags(homeMeta({}), 'https://biaya.example');
    const attr = (key: string) =>
      tags.find((t) => t.tag !== 'title' && Object.values(t.attrs).includes(key));
    expect(attr('canonical')).toMatchObject({ attrs: { href: 'https://biaya.example/' } });
    expect(attr('og:image')).toMatchObject({
      attrs: { content: 'https://biaya.example/og-image.jpg' },
    });
    expect(attr('twitter:card')).toMatchObject({ attrs: { content: 'summary_large_image' } });
  });
});

import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RouteHead } from '@core/seo';
import { ApiError } from '@web/lib/api-client';
import type { PageData } from './page-module';
import { head as aboutHead } from './routes/about';
import { head as homeHead } from './routes/home';
import { head as hubHead } from './routes/listing';
import { head as notFoundHead } from './routes/not-found';
import { head as schoolHead } from './routes/school';
import { headHtml } from './server-render';

// The heads the routes make from their loaders' answers: what the server
// stores with the page (and the browser shows while navigating). The api's
// side (the head in place of the default, 404s never stored) is in
// api/modules/site/head.test.ts; the built renderer in tests/e2e/public/seo.test.ts.

const ORIGIN = 'https://biaya.example';
const jawaBarat = { id: '32', slug: 'jawa-barat', name: 'Jawa Barat' };
const dki = { id: '31', slug: 'dki-jakarta', name: 'DKI Jakarta' };
const bandung = { id: '32.73', slug: 'bandung', name: 'Kota Bandung' };
const school = {
  id: 7,
  slug: 'sd-negeri-uji-1',
  name: 'SD Negeri <Uji> & Co 1',
  educationLevel: 'sd',
  description: null,
  city: { name: 'Kota Bandung', slug: 'bandung' },
  province: { name: 'Jawa Barat', slug: 'jawa-barat' },
};

type Answers = [QueryKey, unknown][];

function pageData(url: string, params: PageData['params'], answers: Answers = []): PageData {
  const client = new QueryClient();
  for (const [key, value] of answers) {
    if (value instanceof ApiError)
      client
        .getQueryCache()
        .build(client, { queryKey: key })
        .setState({
          status: 'error',
          error: new Error('Failed to fetch', { cause: value }),
        });
    else client.setQueryData(key, value);
  }
  const parsed = new URL(url, ORIGIN);
  return { path: parsed.pathname, params, search: parsed.searchParams, client, origin: ORIGIN };
}

function tags(head: RouteHead | null) {
  const html = head ? headHtml(head, ORIGIN) : '';
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
  return {
    html,
    status: head?.status ?? 200,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    meta,
  };
}

const missing = new ApiError(404, '{"error":"Lokasi tidak ditemukan"}', 'Not Found');
const location = (province: string, city: string | null): QueryKey => [
  'locations',
  'resolve',
  province,
  city,
];

describe('route heads', () => {
  it('gives the home page the default title, description, canonical root and share image', () => {
    const home = tags(homeHead(pageData('/', {})));
    expect(home.title).toBe('Biaya Sekolah - Cari dan Bandingkan Biaya Sekolah di Indonesia');
    expect(home.canonical).toBe('https://biaya.example/');
    expect(home.meta('property', 'og:image')).toBe('https://biaya.example/og-image.jpg');
    expect(home.meta('name', 'twitter:card')).toBe('summary_large_image');
  });

  it('titles a home search by text, level and province', () => {
    const url = '/?q=al+azhar&educationLevel=sd&provinceId=jawa-barat';
    const home = tags(homeHead(pageData(url, {}, [[['provinces'], [dki, jawaBarat]]])));
    expect(home.title).toBe('Cari &quot;al azhar&quot; - Sekolah SD di Jawa Barat | Biaya Sekolah');
    expect(home.canonical).toBe('https://biaya.example/');
  });

  it('titles hubs by location and level with a canonical URL from the path', () => {
    const params = { province: 'jawa-barat', city: 'bandung', level: 'sd' };
    const answers: Answers = [
      [location('jawa-barat', 'bandung'), { province: jawaBarat, city: bandung }],
      [['benchmarks', 'jawa-barat', 'bandung', 'sd'], { shareImagePath: '/share/city/x.png' }],
    ];
    const hub = tags(hubHead(pageData('/jawa-barat/bandung/sd?page=2', params, answers)));
    expect(hub.status).toBe(200);
    expect(hub.title).toBe('Daftar Sekolah SD di Kota Bandung, Jawa Barat | Biaya Sekolah');
    expect(hub.canonical).toBe('https://biaya.example/jawa-barat/bandung/sd');
    expect(hub.meta('property', 'og:title')).toBe(hub.title);
    expect(hub.meta('property', 'og:image')).toBe('https://biaya.example/share/city/x.png');
    expect(tags(hubHead(pageData('/indonesia', {}))).title).toBe(
      'Daftar Sekolah di Indonesia | Biaya Sekolah',
    );
    const province = pageData('/dki-jakarta', { province: 'dki-jakarta' }, [
      [location('dki-jakarta', null), { province: dki, city: null }],
    ]);
    expect(tags(hubHead(province)).title).toBe('Daftar Sekolah di DKI Jakarta | Biaya Sekolah');
  });

  it('answers unknown locations and levels with 404 and noindex', () => {
    const cases: [string, PageData['params'], Answers][] = [
      ['/atlantis', { province: 'atlantis' }, [[location('atlantis', null), missing]]],
      [
        '/jawa-barat/atlantis',
        { province: 'jawa-barat', city: 'atlantis' },
        [[location('jawa-barat', 'atlantis'), missing]],
      ],
      [
        '/jawa-barat/bandung/kuliah',
        { province: 'jawa-barat', city: 'bandung', level: 'kuliah' },
        [],
      ],
    ];
    for (const [url, params, answers] of cases) {
      const hub = tags(hubHead(pageData(url, params, answers)));
      expect(hub.status, url).toBe(404);
      expect(hub.title).toBe('Lokasi tidak ditemukan | Biaya Sekolah');
      expect(hub.meta('name', 'robots')).toBe('noindex');
    }
  });

  it('keeps the default head of a hub whose place could not be read', () => {
    expect(hubHead(pageData('/jawa-barat', { province: 'jawa-barat' }))).toBeNull();
  });

  it('follows the school page title pattern, escapes the name and adds breadcrumb data', () => {
    const answers: Answers = [
      [['schools', 'slug', school.slug], school],
      [['schools', 7, 'fee-insights'], { shareImagePath: '/share/school/7.png' }],
    ];
    const found = tags(
      schoolHead(pageData(`/school/${school.slug}`, { slug: school.slug }, answers)),
    );
    expect(found.status).toBe(200);
    expect(found.title).toBe(
      'SD Negeri &lt;Uji&gt; &amp; Co 1 - SD di Kota Bandung - Biaya &amp; Info Lengkap | Biaya Sekolah',
    );
    expect(found.canonical).toBe(`https://biaya.example/school/${school.slug}`);
    expect(found.meta('property', 'og:image')).toBe('https://biaya.example/share/school/7.png');
    expect(found.html).toContain('"@type":"BreadcrumbList"');
    expect(found.html).toContain('"item":"https://biaya.example/jawa-barat/bandung/sd"');
    expect(found.html).not.toContain('<Uji>');
    // in the JSON-LD, '<' is JSON's escape: the name reads back whole, and cannot close the script
    expect(found.html).toContain('"name":"SD Negeri \\u003cUji> & Co 1"');
    // by id too: the canonical URL is the slug's
    const byId = pageData('/school/7', { slug: '7' }, [[['schools', 'slug', '7'], school]]);
    expect(tags(schoolHead(byId)).canonical).toBe(found.canonical);
  });

  it('answers an unknown school with 404', () => {
    const params = { slug: 'tidak-ada' };
    const answers: Answers = [[['schools', 'slug', 'tidak-ada'], missing]];
    const gone = tags(schoolHead(pageData('/school/tidak-ada', params, answers)));
    expect(gone.status).toBe(404);
    expect(gone.title).toBe('Sekolah tidak ditemukan | Biaya Sekolah');
  });

  it('titles About and answers any other path with 404', () => {
    expect(tags(aboutHead()).title).toBe('Tentang Kami | Biaya Sekolah');
    const other = tags(notFoundHead(pageData('/a/b/c/d', {})));
    expect(other.status).toBe(404);
    expect(other.title).toBe('404 Page Not Found | Biaya Sekolah');
    expect(other.canonical).toBe('https://biaya.example/a/b/c/d');
  });
});

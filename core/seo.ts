// Page metadata shared by the server (initial HTML for link previews and
// crawlers) and the web app (titles while navigating), so both always agree.
import { truncateDescription } from './format';
import {
  EDUCATION_LEVEL_LABELS,
  LEVEL_FILTER_LABELS,
  type EducationLevel,
  type LevelFilter,
} from './levels';

export const SITE_NAME = 'Biaya Sekolah';
const OG_IMAGE_PATH = '/og-image.jpg';

export const DEFAULT_TITLE = `${SITE_NAME} - Cari dan Bandingkan Biaya Sekolah di Indonesia`;
const DEFAULT_DESCRIPTION =
  'Temukan informasi biaya sekolah TK, SD, SMP, SMA, dan SMK di seluruh Indonesia. Bandingkan SPP, uang pangkal, seragam, dan buku secara transparan.';
const BASE_KEYWORDS = ['biaya sekolah', 'spp sekolah', 'uang pangkal', 'sekolah indonesia'];

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  /** path of the canonical URL, e.g. '/jawa-barat/kota-bandung' */
  canonicalPath: string;
  /** path or absolute URL of the share image */
  image?: string;
  type?: 'website' | 'article';
}

function levelLabel(level?: LevelFilter | null): string | undefined {
  return level ? LEVEL_FILTER_LABELS[level] : undefined;
}

function keywords(...extra: (string | undefined | null)[]): string {
  const words = [...BASE_KEYWORDS];
  for (const word of extra) if (word) words.push(word.toLowerCase());
  return [...new Set(words)].join(', ');
}

/** Home: the default title unless a search text, level or province is set (SPEC §2). */
export function homeMeta(input: {
  q?: string | null;
  level?: LevelFilter | null;
  provinceName?: string | null;
}): PageMeta {
  const q = input.q?.trim();
  const level = levelLabel(input.level);
  const province = input.provinceName?.trim();
  if (!q && !level && !province) {
    return {
      title: DEFAULT_TITLE,
      description: DEFAULT_DESCRIPTION,
      keywords: keywords('biaya tk', 'biaya sd', 'biaya smp', 'biaya sma', 'biaya smk'),
      canonicalPath: '/',
    };
  }
  const scope = `${level ? ` ${level}` : ''}${province ? ` di ${province}` : ''}`;
  const title = q
    ? `Cari "${q}" - Sekolah${scope} | ${SITE_NAME}`
    : `Sekolah${scope} | ${SITE_NAME}`;
  const description = truncateDescription(
    `Hasil pencarian sekolah${scope}${q ? ` untuk "${q}"` : ''}. Lihat dan bandingkan biaya SPP, uang pangkal, seragam, dan buku untuk tahun ajaran 2025/2026.`,
  );
  return {
    title,
    description,
    keywords: keywords(q, level && `sekolah ${level}`, province && `sekolah ${province}`),
    canonicalPath: '/',
  };
}

export interface HubMetaInput {
  province?: { name: string; slug: string } | null;
  city?: { name: string; slug: string } | null;
  level?: LevelFilter | null;
  /** the city hub's share image (issue 10), when rendered */
  shareImage?: string | null;
}

export function hubPath({ province, city, level }: HubMetaInput): string {
  if (!province) return '/indonesia';
  if (!city) return `/${province.slug}`;
  return `/${province.slug}/${city.slug}${level ? `/${level}` : ''}`;
}

/** Listing hubs: title and description by location and level, site name as suffix. */
export function hubMeta(input: HubMetaInput): PageMeta {
  const level = levelLabel(input.level);
  const place = input.city
    ? `${input.city.name}, ${input.province?.name ?? ''}`.replace(/, $/, '')
    : (input.province?.name ?? 'Indonesia');
  const schools = `Sekolah${level ? ` ${level}` : ''}`;
  return {
    title: `Daftar ${schools} di ${place} | ${SITE_NAME}`,
    description: truncateDescription(
      `Daftar s${schools.slice(1)} di ${place} beserta biaya SPP bulanan, uang pangkal, seragam, dan buku tahun ajaran 2025/2026. Bandingkan dan temukan sekolah terbaik untuk anak Anda.`,
    ),
    keywords: keywords(
      `sekolah ${place}`,
      level && `sekolah ${level} ${input.city?.name ?? input.province?.name ?? 'indonesia'}`,
      input.city?.name && `biaya sekolah ${input.city.name}`,
      input.province?.name && `biaya sekolah ${input.province.name}`,
    ),
    canonicalPath: hubPath(input),
    ...(input.shareImage ? { image: input.shareImage } : {}),
  };
}

export interface SchoolMetaInput {
  name: string;
  slug: string;
  educationLevel: EducationLevel;
  description?: string | null;
  city: { name: string };
  province: { name: string };
  /** the school's own share image (issue 10), when the worker has rendered it */
  shareImage?: string | null;
}

/** '{school} - {level} di {city} - Biaya & Info Lengkap | {site}' (SPEC §2) */
export function schoolMeta(school: SchoolMetaInput): PageMeta {
  const level = EDUCATION_LEVEL_LABELS[school.educationLevel];
  const generated = `Informasi biaya ${school.name}, ${level} di ${school.city.name}, ${school.province.name}: SPP bulanan, uang pangkal, seragam, buku, alamat, dan fasilitas.`;
  return {
    title: `${school.name} - ${level} di ${school.city.name} - Biaya & Info Lengkap | ${SITE_NAME}`,
    description: truncateDescription(school.description?.trim() || generated),
    keywords: keywords(
      school.name,
      `biaya ${school.name}`,
      `${level} ${school.city.name}`,
      `sekolah ${school.city.name}`,
    ),
    canonicalPath: `/school/${school.slug}`,
    type: 'article',
    ...(school.shareImage ? { image: school.shareImage } : {}),
  };
}

export function aboutMeta(): PageMeta {
  return {
    title: `Tentang Kami | ${SITE_NAME}`,
    description:
      'Biaya Sekolah adalah platform gratis, nirlaba, dan independen untuk transparansi biaya sekolah di Indonesia. Data dari komunitas, diverifikasi sebelum dipublikasikan.',
    canonicalPath: '/about',
  };
}

/** schema.org BreadcrumbList for a trail of (name, path) pairs. */
export function breadcrumbJsonLd(items: { name: string; path: string }[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(origin, item.path),
    })),
  };
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> };

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin.replace(/\/$/, '')}${pathOrUrl}`;
}

/** Everything a page puts in <head>: title, description, canonical, Open Graph, Twitter. */
export function headTags(meta: PageMeta, origin: string): HeadTag[] {
  const url = absolute(origin, meta.canonicalPath);
  const image = absolute(origin, meta.image ?? OG_IMAGE_PATH);
  const tags: HeadTag[] = [
    { tag: 'title', text: meta.title },
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
  ];
  if (meta.keywords)
    tags.push({ tag: 'meta', attrs: { name: 'keywords', content: meta.keywords } });
  tags.push(
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: SITE_NAME } },
    { tag: 'meta', attrs: { property: 'og:locale', content: 'id_ID' } },
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: '630' } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: meta.title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
  );
  return tags;
}

/** The head a route produces from its loader's data (web/src/app/routes/<page>.tsx). */
export interface RouteHead {
  meta: PageMeta;
  /** 404 for a path that names nothing (it is then neither rendered nor stored) */
  status?: number;
  noindex?: boolean;
  /** schema.org data, e.g. the school page's breadcrumbs */
  jsonLd?: unknown;
}

/** The head of a path that names nothing: '{title} | Biaya Sekolah', 404, noindex. */
export function notFoundHead(title: string, path: string): RouteHead {
  return {
    meta: { title: `${title} | ${SITE_NAME}`, description: title, canonicalPath: path },
    status: 404,
    noindex: true,
  };
}

// What each page's head says (SPEC §2): titles, descriptions, keywords,
// canonical paths and breadcrumbs. core/seo.ts turns a head into tags.
import { truncateDescription } from './format';
import {
  EDUCATION_LEVEL_LABELS,
  LEVEL_FILTER_LABELS,
  type EducationLevel,
  type LevelFilter,
} from './levels';
import { absoluteUrl, SITE_NAME, type PageMeta, type RouteHead } from './seo';

export const DEFAULT_TITLE = `${SITE_NAME} - Cari dan Bandingkan Biaya Sekolah di Indonesia`;
const DEFAULT_DESCRIPTION =
  'Temukan informasi biaya sekolah TK, SD, SMP, SMA, dan SMK di seluruh Indonesia. Bandingkan SPP, uang pangkal, seragam, dan buku secara transparan.';
const BASE_KEYWORDS = ['biaya sekolah', 'spp sekolah', 'uang pangkal', 'sekolah indonesia'];

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
      item: absoluteUrl(origin, item.path),
    })),
  };
}

/** The head of a path that names nothing: '{title} | Biaya Sekolah', 404, noindex. */
export function notFoundHead(title: string, path: string): RouteHead {
  return {
    meta: { title: `${title} | ${SITE_NAME}`, description: title, canonicalPath: path },
    status: 404,
    noindex: true,
  };
}

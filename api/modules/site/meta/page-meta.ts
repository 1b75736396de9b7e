// Which metadata a path gets, resolved with small indexed reads (db/queries/page-meta).
import { LOCATION_NOT_FOUND, SCHOOL_NOT_FOUND } from '@core/messages';
import { EDUCATION_LEVEL_LABELS, isLevelFilter, type LevelFilter } from '@core/levels';
import {
  SITE_NAME,
  aboutMeta,
  breadcrumbJsonLd,
  homeMeta,
  hubMeta,
  schoolMeta,
  type PageMeta,
} from '@core/seo';
import type { Db } from '@db/client';
import { findCityRef, findProvinceRef, schoolMetaBySlugOrId } from '@db/queries/page-meta';
import { shareImageHashes } from '@db/queries/share-images';
import {
  cityShareImagePath,
  cityShareSubject,
  schoolShareImagePath,
  schoolShareSubject,
} from '@core/share';

export interface ResolvedPage {
  meta: PageMeta;
  status?: number;
  noindex?: boolean;
  jsonLd?: unknown;
}

/** First path segments that are pages of their own, never province slugs (SPEC §2). */
const RESERVED = new Set([
  'comparison',
  'contribute',
  'request-school',
  'school-requests',
  'dashboard',
  'admin',
  'auth',
  'api',
]);

const notFoundPage = (title: string, path: string): ResolvedPage => ({
  meta: { title: `${title} | ${SITE_NAME}`, description: title, canonicalPath: path },
  status: 404,
  noindex: true,
});

function levelParam(query: URLSearchParams): LevelFilter | undefined {
  const value = (query.get('level') ?? query.get('educationLevel') ?? '').trim().toLowerCase();
  return isLevelFilter(value) ? value : undefined;
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The page's metadata, or null for pages that keep the default head (the
 * comparison, forms, dashboards: they set their titles in the browser).
 */
export async function resolvePage(
  db: Db,
  path: string,
  query: URLSearchParams,
  origin: string,
): Promise<ResolvedPage | null> {
  const raw = path.split('/').filter(Boolean);
  const segments = raw.map(decode);
  if (segments.some((segment) => segment === undefined))
    return notFoundPage('404 Page Not Found', path);
  const [first, second, third, ...rest] = segments as string[];

  if (!first) {
    const provinceRef = (query.get('province') ?? query.get('provinceId') ?? '').trim();
    const province =
      provinceRef && provinceRef !== 'all' ? await findProvinceRef(db, provinceRef) : undefined;
    return {
      meta: homeMeta({ q: query.get('q'), level: levelParam(query), provinceName: province?.name }),
    };
  }
  if (RESERVED.has(first)) return null;
  if (first === 'about' && !second) return { meta: aboutMeta() };
  if (first === 'indonesia' && !second) return { meta: hubMeta({ level: levelParam(query) }) };
  if (first === 'school' && second && !third) return schoolPage(db, second, origin);
  if (rest.length > 0 || first === 'school') return notFoundPage('404 Page Not Found', path);

  const province = await findProvinceRef(db, first);
  if (!province) return notFoundPage(LOCATION_NOT_FOUND, path);
  const city = second ? await findCityRef(db, province.code, second) : undefined;
  if (second && !city) return notFoundPage(LOCATION_NOT_FOUND, path);
  let level: LevelFilter | undefined;
  if (third) {
    if (!isLevelFilter(third)) return notFoundPage(LOCATION_NOT_FOUND, path);
    level = third;
  } else if (!city) {
    level = levelParam(query);
  }
  // a city hub's own share image (issue 10), when the worker has rendered it
  const hash = city
    ? (await shareImageHashes(db, [cityShareSubject(city.code)])).get(cityShareSubject(city.code))
    : undefined;
  const shareImage = city && hash ? cityShareImagePath(city.code, hash) : null;
  return { meta: hubMeta({ province, city, level, shareImage }) };
}

async function schoolPage(db: Db, ref: string, origin: string): Promise<ResolvedPage> {
  const school = await schoolMetaBySlugOrId(db, ref);
  if (!school) return notFoundPage(SCHOOL_NOT_FOUND, `/school/${ref}`);
  const province = { name: school.provinceName, slug: school.provinceSlug };
  const city = { name: school.cityName, slug: school.citySlug };
  const subject = schoolShareSubject(school.id);
  const hash = (await shareImageHashes(db, [subject])).get(subject);
  const shareImage = hash ? schoolShareImagePath(school.id, hash) : null;
  const meta = schoolMeta({ ...school, city, province, shareImage });
  const trail = [
    { name: 'Beranda', path: '/' },
    { name: province.name, path: `/${province.slug}` },
    { name: city.name, path: `/${province.slug}/${city.slug}` },
    {
      name: EDUCATION_LEVEL_LABELS[school.educationLevel].toUpperCase(),
      path: `/${province.slug}/${city.slug}/${school.educationLevel}`,
    },
    { name: school.name, path: meta.canonicalPath },
  ];
  return { meta, jsonLd: breadcrumbJsonLd(trail, origin) };
}

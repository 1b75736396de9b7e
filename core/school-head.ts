// The school page's head (SPEC §2) and its breadcrumbs as structured data.
import { truncateDescription } from './format';
import { EDUCATION_LEVEL_LABELS, type EducationLevel } from './levels';
import { keywords } from './page-heads';
import { absoluteUrl, SITE_NAME, type PageMeta } from './seo';

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

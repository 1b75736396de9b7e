// The breadcrumb trail of the school page (SPEC §2), for the page and for any
// server-rendered head (its schema.org form is breadcrumbJsonLd in ./seo).
import type { EducationLevel } from './levels';

export interface BreadcrumbItem {
  name: string;
  /** site-relative path of the crumb's page */
  path: string;
}

export interface BreadcrumbSchool {
  name: string;
  slug: string;
  educationLevel: EducationLevel;
  city: { name: string; slug: string };
  province: { name: string; slug: string };
}

/** Beranda > province > city > LEVEL > school; each level links to its listing hub. */
export function schoolBreadcrumbs(school: BreadcrumbSchool): BreadcrumbItem[] {
  const province = `/${encodeURIComponent(school.province.slug)}`;
  const city = `${province}/${encodeURIComponent(school.city.slug)}`;
  return [
    { name: 'Beranda', path: '/' },
    { name: school.province.name, path: province },
    { name: school.city.name, path: city },
    { name: school.educationLevel.toUpperCase(), path: `${city}/${school.educationLevel}` },
    { name: school.name, path: `/school/${encodeURIComponent(school.slug)}` },
  ];
}

/** JSON for inside a <script> element: '<' escaped so a name can never close the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

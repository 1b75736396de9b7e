// What each page's head says (SPEC §2): the words every page's head builder
// uses and the heads of small pages. Each large page's builder is a module of
// its own (home-head, hub-head, school-head), so a page's chunk carries only
// its own; core/seo.ts turns a head into tags.
import { LEVEL_FILTER_LABELS, type LevelFilter } from './levels';
import { SITE_NAME, type PageMeta, type RouteHead } from './seo';

const BASE_KEYWORDS = ['biaya sekolah', 'spp sekolah', 'uang pangkal', 'sekolah indonesia'];

export function levelLabel(level?: LevelFilter | null): string | undefined {
  return level ? LEVEL_FILTER_LABELS[level] : undefined;
}

export function keywords(...extra: (string | undefined | null)[]): string {
  const words = [...BASE_KEYWORDS];
  for (const word of extra) if (word) words.push(word.toLowerCase());
  return [...new Set(words)].join(', ');
}

export function aboutMeta(): PageMeta {
  return {
    title: `Tentang Kami | ${SITE_NAME}`,
    description:
      'Biaya Sekolah adalah platform gratis, nirlaba, dan independen untuk transparansi biaya sekolah di Indonesia. Data dari komunitas, diverifikasi sebelum dipublikasikan.',
    canonicalPath: '/about',
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

// Page metadata shared by the server (initial HTML for link previews and
// crawlers) and the web app (titles while navigating), so both always agree:
// the tags of a head. What each page's head says is in core/page-heads.ts
// (kept apart: every page's first load carries this module, not every page's words).

export const SITE_NAME = 'Biaya Sekolah';
const OG_IMAGE_PATH = '/og-image.jpg';
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

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> };

/** An absolute URL of a path on `origin` (an absolute URL is kept). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin.replace(/\/$/, '')}${pathOrUrl}`;
}

/** Everything a page puts in <head>: title, description, canonical, Open Graph, Twitter. */
export function headTags(meta: PageMeta, origin: string): HeadTag[] {
  const url = absoluteUrl(origin, meta.canonicalPath);
  const image = absoluteUrl(origin, meta.image ?? OG_IMAGE_PATH);
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

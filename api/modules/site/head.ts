import { headTags } from '@core/seo';
import type { AppDeps } from '../../deps';
import { headTagsHtml, jsonLdScript } from './meta/head-html';
import { resolvePage } from './meta/page-meta';

export interface HeadRequest {
  /** path of the page, e.g. '/', '/jawa-barat/bandung', '/school/sd-negeri-1-bandung' */
  path: string;
  query: URLSearchParams;
}

export interface RenderedHead {
  /**
   * HTML that replaces what index.html has between `<!--app-head-->` and
   * `<!--/app-head-->`: title, description, canonical, Open Graph, Twitter, JSON-LD.
   * Every value interpolated into it must be HTML-escaped.
   */
  html: string;
  /** e.g. 404 for an unknown school, so crawlers do not index a soft 404 */
  status?: number;
}

export type HeadRenderer = (request: HeadRequest, deps: AppDeps) => Promise<RenderedHead | null>;

/**
 * THE HOOK for server-rendered titles, descriptions, canonical URLs and link
 * previews (SPEC §2 page metadata; issue 3 'Previews and search engines').
 * Called for every HTML page the api serves, in production and in dev.
 * Return null to keep the default head of web/index.html. A throw is logged
 * and the default head is served: metadata never breaks a page.
 */
export const renderHead: HeadRenderer = async ({ path, query }, deps) => {
  const origin = deps.config.PUBLIC_URL.replace(/\/$/, '');
  const page = await resolvePage(deps.sql, path, query, origin);
  if (!page) return null;
  let html = headTagsHtml(headTags(page.meta, origin));
  if (page.noindex) html += '\n    <meta name="robots" content="noindex" />';
  if (page.jsonLd) html += `\n    ${jsonLdScript(page.jsonLd)}`;
  return { html: `\n    ${html}\n    `, status: page.status };
};

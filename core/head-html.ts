import { headTags, type HeadTag, type RouteHead } from './seo';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function attributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** JSON inside <script>: '<' escaped so no value can close the element. */
function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

/** The head tags as HTML, every value escaped. */
function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
      return `<${tag.tag}${attributes(tag.attrs)} />`;
    })
    .join('\n    ');
}

/**
 * A route's head as the HTML that replaces what index.html has between
 * `<!--app-head-->` and `<!--/app-head-->`: title, description, canonical,
 * Open Graph, Twitter, robots and JSON-LD, every value escaped.
 */
export function routeHeadHtml(head: RouteHead, origin: string): string {
  let html = headTagsHtml(headTags(head.meta, origin));
  if (head.noindex) html += '\n    <meta name="robots" content="noindex" />';
  if (head.jsonLd) html += `\n    ${jsonLdScript(head.jsonLd)}`;
  return `\n    ${html}\n    `;
}

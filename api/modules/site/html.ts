const HEAD_START = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';

/**
 * Puts a page's head tags into index.html between the markers, replacing the
 * defaults there. Without markers the tags go just before </head>.
 */
export function injectHead(template: string, head: string | null | undefined): string {
  if (!head) return template;
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END);
  if (start !== -1 && end > start) {
    return template.slice(0, start + HEAD_START.length) + head + template.slice(end);
  }
  return template.replace('</head>', `${head}</head>`);
}

const ROOT_EMPTY = '<div id="root"></div>';

/**
 * Puts a server-rendered page inside the empty #root, and `after` (the
 * script holding its data) right after it.
 */
export function injectBody(template: string, body: string | null | undefined, after = ''): string {
  if (!body || !template.includes(ROOT_EMPTY)) return template;
  // a function: '$' in the page must not read as a replacement pattern
  return template.replace(ROOT_EMPTY, () => `<div id="root">${body}</div>${after}`);
}

/** Client routes get index.html; files (anything with an extension) and the API do not. */
export function isClientRoute(path: string): boolean {
  if (path === '/api' || path.startsWith('/api/')) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * Gives every <script> of our own build output (index.html, a prerendered
 * shell) the response's CSP nonce, so the browser runs it. Never apply it to
 * HTML that holds data from outside the build.
 */
export function withScriptNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html;
  return html.replace(/<script(?=[\s>])(?![^>]*\snonce=)/g, `<script nonce="${nonce}"`);
}

/**
 * Which page of the web app a path shows (web/src/app/routes/<page>.tsx).
 * Mirrors the route table in web/src/app/router.tsx (a test keeps them in
 * step). The server renderer uses it to pick a page; the web build
 * inlines its source into index.html to preload the page's code, so it must
 * stay self-contained (no imports, nothing from outside the function).
 */
export function pageForPath(pathname: string): string {
  const own = ['contribute', 'request-school', 'school-requests', 'dashboard', 'admin', 'auth'];
  const s = pathname.split('/').filter(Boolean);
  const f = s[0];
  if (f === undefined) return 'home';
  if (f === 'about' && s.length === 1) return 'about';
  if (f === 'comparison' && s.length <= 4) return 'comparison';
  if (f === 'school' && s.length === 2) return 'school';
  if (s.length === 1 && own.includes(f)) return f;
  // every other path of one to three segments is a listing hub (/indonesia too)
  return s.length <= 3 ? 'listing' : 'not-found';
}

/**
 * The pages the server renders with their data (api/modules/ssr); the others
 * (signed-in work, forms) start in the browser. Not 'school-requests': its
 * list changes with request events that do not move page versions.
 */
export const SERVER_RENDERED_PAGES: readonly string[] = [
  'home',
  'about',
  'listing',
  'school',
  'comparison',
  'not-found',
];

/** Whether the server renders the page at `pathname`. */
export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED_PAGES.includes(pageForPath(pathname));
}

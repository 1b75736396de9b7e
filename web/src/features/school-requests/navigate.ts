/** Full-page navigation to a server address (sign-in); a seam for tests. */
export function goTo(href: string): void {
  window.location.assign(href);
}

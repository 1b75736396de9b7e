/**
 * The decoded segments of a pathname ('/a/b%20c' -> ['a', 'b c']). Filter
 * changes read the URL as it is now (window.location) through this: a render
 * may still be catching up with the last navigation, as React Router applies
 * location changes in a transition.
 */
export function pathSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

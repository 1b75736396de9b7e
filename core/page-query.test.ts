import { describe, expect, it } from 'vitest';
import { canonicalPageUrl } from './page-query';

describe('canonicalPageUrl', () => {
  it.each([
    ['/', '', '/'],
    ['/', '?', '/'],
    ['/', '?utm_source=a&fbclid=b', '/'],
    ['/', '?q=sd+negeri&utm_source=x&page=2', '/?q=sd+negeri&page=2'],
    ['/', '?q=%20%20&level=sd&level=smp', '/?level=sd'],
    ['/jawa-barat/bandung/sd/', '?sort=fees_asc&x=1', '/jawa-barat/bandung/sd?sort=fees_asc'],
    ['/school/sd-negeri-1', '?utm_medium=wa&ref=share', '/school/sd-negeri-1'],
    ['/comparison', '?ids=1,2&q=a&page=', '/comparison?ids=1%2C2&q=a'],
    ['/about', '?lang=en', '/about'],
    ['/jawa-barat', '?q=a%00b', '/jawa-barat'],
  ])('%s%s -> %s', (path, search, expected) => {
    expect(canonicalPageUrl(path, search)).toBe(expected);
  });

  it('is its own canonical form (no redirect loop)', () => {
    for (const [path, search] of [
      ['/', '?q=sd+negeri&page=2'],
      ['/jawa barat/kota, bandung', '?q=%C3%A4%2C'],
      ['/school/a?b', ''],
      ['/comparison', '?ids=1%2C2'],
    ] as const) {
      const once = canonicalPageUrl(path, search)!;
      const url = new URL(once, 'http://x');
      expect(canonicalPageUrl(decodeURIComponent(url.pathname), url.search)).toBe(once);
    }
  });

  it('leaves the pages the server does not store alone', () => {
    expect(canonicalPageUrl('/dashboard', '?x=1')).toBeUndefined();
    expect(canonicalPageUrl('/contribute', '?schoolId=1')).toBeUndefined();
    expect(canonicalPageUrl('/a/b/c/d', '')).toBeUndefined();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { NotFoundHead, PageHead } from './page-meta';

afterEach(cleanup);

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');

describe('PageHead', () => {
  it("writes the page's title and tags into <head> and replaces them with the next page's", () => {
    const view = render(
      <PageHead
        meta={{
          title: 'SD Negeri 1 | Biaya Sekolah',
          description: 'Biaya SD',
          canonicalPath: '/a',
        }}
      />,
    );
    expect(document.title).toBe('SD Negeri 1 | Biaya Sekolah');
    expect(content('meta[name="description"]')).toBe('Biaya SD');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/a`,
    );
    // nothing rendered into the page itself
    expect(view.container.innerHTML).toBe('');

    view.rerender(
      <PageHead
        meta={{ title: 'Kota Bandung', description: 'Biaya di Bandung', canonicalPath: '/b' }}
      />,
    );
    expect(document.title).toBe('Kota Bandung');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}/b`);

    view.unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('keeps a page that does not exist out of search engines', () => {
    render(<NotFoundHead title="Sekolah tidak ditemukan | Biaya Sekolah" />);
    expect(document.title).toBe('Sekolah tidak ditemukan | Biaya Sekolah');
    expect(content('meta[name="robots"]')).toBe('noindex');
  });
});

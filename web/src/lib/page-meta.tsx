import { useEffect } from 'react';
import { headTags, type HeadTag, type PageMeta } from '@core/seo';

/** Marks the head tags a page put there, so the next page's can replace them. */
const PAGE_TAG = 'data-page-head';

/**
 * Puts the page's title and tags into <head> while it is shown. React 18 renders
 * <title> and <meta> where they appear in the tree, so the page's head is written
 * by an effect (the server writes its own copy into the first HTML).
 */
function useHeadTags(tags: HeadTag[]): void {
  const key = JSON.stringify(tags);
  useEffect(() => {
    const added: Element[] = [];
    for (const tag of JSON.parse(key) as HeadTag[]) {
      if (tag.tag === 'title') {
        document.title = tag.text;
        continue;
      }
      const element = document.createElement(tag.tag);
      for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
      element.setAttribute(PAGE_TAG, '');
      document.head.append(element);
      added.push(element);
    }
    return () => added.forEach((element) => element.remove());
  }, [key]);
}

/** Title, description, canonical and share tags of the current page. */
export function PageHead({ meta }: { meta: PageMeta }) {
  // on the server (and in the build's static shells) the api writes the head
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  useHeadTags(origin ? headTags(meta, origin) : []);
  return null;
}

/** The title of a page that does not exist, kept out of search engines. */
export function NotFoundHead({ title }: { title: string }) {
  useHeadTags([
    { tag: 'title', text: title },
    { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } },
  ]);
  return null;
}

/**
 * The server writes page-specific tags between <!--app-head--> and
 * <!--/app-head--> for crawlers and link previews. Once the app runs, the page
 * writes its own (above), so the server's copies are removed to avoid duplicates.
 */
export function removeServerHead(head: HTMLHeadElement = document.head): void {
  let inside = false;
  for (const node of [...head.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const text = (node.textContent ?? '').trim();
      if (text === 'app-head') inside = true;
      else if (text === '/app-head') inside = false;
      else if (inside) node.remove();
      continue;
    }
    if (inside) node.remove();
  }
}

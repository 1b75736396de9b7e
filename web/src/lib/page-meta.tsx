import { headTags, type PageMeta } from '@core/seo';

/**
 * Title, description, canonical and share tags of the current page. React 19
 * hoists <title>, <meta> and <link> into <head> and removes them on unmount.
 */
export function PageHead({ meta }: { meta: PageMeta }) {
  // the build's static shells leave the head to the server
  if (typeof window === 'undefined') return null;
  const tags = headTags(meta, window.location.origin);
  return (
    <>
      {tags.map((tag, index) => {
        if (tag.tag === 'title') return <title key="title">{tag.text}</title>;
        if (tag.tag === 'link') return <link key={`link-${index}`} {...tag.attrs} />;
        return <meta key={`meta-${index}`} {...tag.attrs} />;
      })}
    </>
  );
}

/**
 * The server writes page-specific tags between <!--app-head--> and
 * <!--/app-head--> for crawlers and link previews. Once the app runs, React
 * owns those tags, so the server's copies are removed to avoid duplicates.
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

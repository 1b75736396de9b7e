import { useEffect } from 'react';
import { scriptJson } from '@core/breadcrumbs';

/**
 * Structured data in <head>. React only hoists title, meta and link, so the
 * script is placed by hand and removed when the page goes.
 */
export function JsonLd({ id, data }: { id: string; data: unknown }) {
  const json = scriptJson(data);
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.jsonLd = id;
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [id, json]);
  return null;
}

// Build-time only (web/build/prerender-shells.ts): renders what a page shows
// before its data arrives, so the server can send it as static HTML that
// paints before any JavaScript runs. Never imported by the browser bundle.
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { Providers } from './providers';
import { AppRoutes } from './router';

export async function renderShell(url: string): Promise<string> {
  const { prelude } = await prerender(
    <Providers>
      <StaticRouter location={url}>
        <RootLayout>
          <AppRoutes />
        </RootLayout>
      </StaticRouter>
    </Providers>,
  );
  const reader = prelude.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}

import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { RootLayout } from './layout/root-layout';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** Marks <html> once the app runs (hydrated or rendered); tests wait for it. */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/**
 * The browser's app. Its tree matches the server's (app/server-entry.tsx:
 * the same layout and routes under a static data router), so it can hydrate
 * the server's HTML.
 */
export function App({ client }: { client?: QueryClient }) {
  return (
    <Providers client={client}>
      <BrowserRouter>
        <RootLayout>
          <AppRoutes />
        </RootLayout>
        <ReadyMarker />
      </BrowserRouter>
    </Providers>
  );
}

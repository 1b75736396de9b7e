import { BrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { RootLayout } from './layout/root-layout';
import { Providers } from './providers';
import { AppRoutes } from './router';

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
      </BrowserRouter>
    </Providers>
  );
}

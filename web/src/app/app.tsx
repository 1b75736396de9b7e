import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** Marks <html> once the app has replaced the server's static shell (tests wait for it). */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <RootLayout>
          <AppRoutes />
        </RootLayout>
        <ReadyMarker />
      </BrowserRouter>
    </Providers>
  );
}

import { BrowserRouter } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { Providers } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <RootLayout>
          <AppRoutes />
        </RootLayout>
      </BrowserRouter>
    </Providers>
  );
}

// first: zod must not compile with eval under the Content-Security-Policy
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { pageForPath } from '@core/page-routes';
import { preloadPage } from './app/pages';
import { readServerState } from './app/server-state';
import { removeServerHead } from './lib/page-meta';
import { createQueryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

removeServerHead();
// the page's code first, so hydration finds the page itself and not a fallback
await preloadPage(pageForPath(window.location.pathname));
// The server's answers to this page's reads (rendered by the api, api/modules/ssr): hydrated into
// the cache, they are not fetched again (data never goes stale, SPEC §7).
const queryClient = createQueryClient();
const serverRendered = readServerState(queryClient);
const app = (
  <StrictMode>
    <App client={queryClient} />
  </StrictMode>
);
// Hydration runs at default priority: in a transition, an update that
// arrives first (the current user's answer) can leave a part of the page
// showing the server's state. A first render from scratch runs in a
// transition, so a slow phone's main thread is never blocked for long.
if (serverRendered) hydrateRoot(root, app);
else startTransition(() => createRoot(root).render(app));

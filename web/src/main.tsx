// first: zod must not compile with eval under the Content-Security-Policy
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { pageForPath } from '@core/page-routes';
import { preloadPage } from './app/pages';
import { removeServerHead } from './lib/page-meta';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

removeServerHead();
// The server's static shell stays on screen until this first render, which
// replaces it with the same page (its code is loaded first, so no fallback).
const loading = preloadPage(pageForPath(window.location.pathname));
if (root.childElementCount > 0) {
  // let the browser paint the shell first: on a fast network the script
  // would otherwise run before any frame, and nothing shows until it ends
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
await loading;
// a transition lets React render in slices, so a slow phone's main thread is
// never blocked for long while the page first renders
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

import { StrictMode } from 'react';
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
await preloadPage(pageForPath(window.location.pathname));
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

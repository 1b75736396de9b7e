import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { routePreload } from './build/route-preload';
import { mustStayShared } from './build/shared-chunks';
import { ssrBuild } from './build/ssr-build';

/** The entry modules themselves stay the entry chunk (the manifest and index.html name it). */
const HTML_ENTRY = /[\\/]web[\\/](index\.html|src[\\/]main\.tsx)$/;

/** Shared chunks up to this size (source bytes, before minifying) are copied, not loaded apart. */
const SHARED_CHUNK_COPY_MAX = 32_768;

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * react-router's package exports name only its development build (known
 * upstream, meant to be temporary), which carries dev-only warnings and
 * checks; a build takes the production build it ships next to it.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const PRODUCTION_REACT_ROUTER = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

// The dev server proxies /api to a running api (npm run api); override with WEB_API_URL.
const apiUrl = process.env.WEB_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  root: dir('.'),
  plugins: [react(), tailwindcss(), routePreload(), precompress(), ssrBuild()],
  resolve: {
    alias: [
      { find: '@core', replacement: dir('../core') },
      { find: '@web', replacement: dir('./src') },
      ...(command === 'build' ? PRODUCTION_REACT_ROUTER : []),
    ],
  },
  // A build is always the production bundle: NODE_ENV=development (the default
  // in .env.example) or test (vitest) would otherwise ship React's development build.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: dir('./dist'),
    emptyOutDir: true,
    // the bench reads first-load JS per page from the manifest
    manifest: true,
    target: 'es2022',
    // every browser that runs es2022 modules knows <link rel="modulepreload">
    // (the route loader adds them); the polyfill was 0.5 KB gz of every first load
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // no chunk needs its exports kept as written (required to copy shared modules, below)
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Everything the entry imports statically in one chunk: split by
          // default into ~30 small shared chunks, each a request and a
          // preload the loader starts on the main thread; one chunk also
          // compresses better (first-load JS 8 KB smaller per page).
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !HTML_ENTRY.test(id) }],
          // The modules pages and their lazy parts share (icons, small
          // components, query options) would otherwise be ~35 chunks of a
          // few hundred bytes each on a hub: each is copied into the chunks
          // that use it instead, unless it holds state (build/shared-chunks.ts).
          // This turns on strictExecutionOrder (modules run in source order).
          experimentalInlineCommonChunks: {
            maxSize: SHARED_CHUNK_COPY_MAX,
            exclude: mustStayShared,
          },
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': apiUrl,
      '/sitemap': apiUrl,
      '/robots.txt': apiUrl,
      '/gallery-images': apiUrl,
    },
  },
}));

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { routePreload } from './build/route-preload';
import { ssrBuild } from './build/ssr-build';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The dev server proxies /api to a running api (npm run api); override with WEB_API_URL.
const apiUrl = process.env.WEB_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  root: dir('.'),
  plugins: [react(), tailwindcss(), routePreload(), precompress(), ssrBuild()],
  resolve: {
    alias: {
      '@core': dir('../core'),
      '@web': dir('./src'),
    },
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

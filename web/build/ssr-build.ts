import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, ResolvedConfig } from 'vite';

/** dist/<SSR_DIR>/server-entry.js: the server renderer (never served to browsers). */
export const SSR_DIR = 'ssr';
const SSR_ENTRY = 'server-entry.js';

/**
 * After the browser build, builds src/app/server-entry.tsx for Node into
 * dist/ssr/, with every dependency bundled in (a build copied anywhere runs
 * without node_modules). worker/pages loads it to render pages with data.
 */
export function ssrBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'biaya-sekolah:ssr-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const { build } = await import('vite');
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        mode: 'production',
        resolve: { alias: config.resolve.alias },
        plugins: [react()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/app/server-entry.tsx',
          outDir: path.resolve(config.root, config.build.outDir, SSR_DIR),
          emptyOutDir: true,
          target: 'node20',
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: SSR_ENTRY, format: 'es' } },
        },
      });
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Pages whose loading state is rendered to static HTML at build time, by
 * shell name (core/page-routes.ts shellForPath) and a path that shows it.
 * Pages for signed-in people are left out: they start with a spinner anyway.
 */
export const SHELLS: Record<string, string> = {
  home: '/',
  'listing-indonesia': '/indonesia',
  listing: '/shell/shell',
  about: '/about',
  school: '/school/shell',
  comparison: '/comparison',
  'school-requests': '/school-requests',
  'not-found': '/shell/shell/shell/shell',
};

/**
 * After the build, renders each page of SHELLS (src/app/prerender.tsx, with
 * no data: what the browser's first render shows) into dist/shells/<name>.html.
 * The api sends the shell inside #root, so the page paints before its
 * JavaScript has run; the app then replaces it with the same markup.
 */
export function prerenderShells(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'biaya-sekolah:prerender-shells',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir, 'shells');
      const { createServer } = await import('vite');
      const server = await createServer({
        configFile: false,
        root: config.root,
        logLevel: 'error',
        appType: 'custom',
        resolve: { alias: config.resolve.alias },
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderShell } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          renderShell: (url: string) => Promise<string>;
        };
        fs.mkdirSync(outDir, { recursive: true });
        for (const [name, url] of Object.entries(SHELLS)) {
          try {
            // a preview until the app takes over: not clickable, not announced twice
            const html = `<div inert aria-hidden="true" data-static-shell="${name}">${await renderShell(url)}</div>`;
            fs.writeFileSync(path.join(outDir, `${name}.html`), html);
          } catch (error) {
            // a page that cannot render without a browser simply has no shell
            config.logger.warn(`[prerender-shells] ${name}: ${(error as Error).message}`);
          }
        }
      } finally {
        await server.close();
      }
    },
  };
}

import type { Plugin, Rolldown } from 'vite';
import { matchRoute, PAGE_ROUTES } from '../../core/page-routes';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const ROUTE_MODULE = /src\/app\/routes\/([a-z-]+)\.tsx$/;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** How long the loader waits for the first paint where the browser cannot tell it. */
const PAINT_WAIT_MS = 300;

/** A page's imports smaller than this are not preloaded (see routePreload). */
const PRELOAD_MIN_BYTES = 4096;

function chunkSize(bundle: OutputBundle, file: string): number {
  const chunk = bundle[file];
  return chunk?.type === 'chunk' ? chunk.code.length : 0;
}

function staticImports(bundle: OutputBundle, file: string, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk') return;
  for (const imported of chunk.imports) staticImports(bundle, imported, seen);
}

/**
 * Replaces Vite's entry <script> and preload links with one inline loader that:
 * - starts the app's scripts once the whole page is read and its first
 *   paint is on screen, so the server-rendered page (api/modules/ssr) shows
 *   before any script runs or competes with it for the network (a browser
 *   without paint timing waits PAINT_WAIT_MS; a page the server did not
 *   render has nothing to paint and starts at once);
 * - preloads the current page's lazy chunk with the main script, instead of
 *   after it has run (one round trip less before the page renders).
 */
export function routePreload(): Plugin {
  return {
    name: 'biaya-sekolah:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        const entryTag = ENTRY_SCRIPT.exec(html);
        if (!bundle || !entryTag) return html;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const inEntry = new Set<string>();
        staticImports(bundle, entry.fileName, inEntry);
        const routes: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const name = chunk.facadeModuleId
            ? ROUTE_MODULE.exec(chunk.facadeModuleId)?.[1]
            : undefined;
          if (!name || !chunk.isDynamicEntry) continue;
          const files = new Set<string>();
          staticImports(bundle, chunk.fileName, files);
          // the page's chunk and its larger imports: each link costs the main
          // thread a few milliseconds on a slow phone, and the small imports
          // are found as soon as the page's chunk arrives
          routes[name] = [...files]
            .filter((file) => !inEntry.has(file))
            .filter(
              (file) => file === chunk.fileName || chunkSize(bundle, file) >= PRELOAD_MIN_BYTES,
            )
            .map((f) => `/${f}`);
        }
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
        // the page of a path: core/page-routes.ts's matcher over its routes
        const table = JSON.stringify(PAGE_ROUTES.map(({ path, page }) => ({ path, page })));
        const pageOf = `function(p){var x=(${matchRoute.toString()})(${table},p);return x&&x.page}`;
        const loader = `(function(){var r=${JSON.stringify(routes)},m=${pageOf},p=${JSON.stringify(preloads)},e=${JSON.stringify(entryTag[1])};function add(t,a){var n=document.createElement(t);for(var k in a)n[k]=a[k];document.head.appendChild(n)}function go(){var f=p;try{f=p.concat(r[m(location.pathname)]||[])}catch(x){}for(var i=0;i<f.length;i++)add('link',{rel:'modulepreload',href:f[i]});add('script',{type:'module',src:e})}var s=0;function run(){if(!s){s=1;setTimeout(go,0)}}function start(){var root=document.getElementById('root');if(!root||!root.firstChild)return run();try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)run()}).observe({type:'paint',buffered:true})}catch(x){}setTimeout(run,${PAINT_WAIT_MS})}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',start);else start()})();`;
        const stripped = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
        return stripped.replace('</head>', `  <script>${loader}</script>\n  </head>`);
      },
    },
  };
}

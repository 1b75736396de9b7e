import type { Plugin, Rolldown } from 'vite';
import { pageForPath } from '../../core/page-routes';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const ROUTE_MODULE = /src\/app\/routes\/([a-z-]+)\.tsx$/;

function staticImports(bundle: OutputBundle, file: string, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk') return;
  for (const imported of chunk.imports) staticImports(bundle, imported, seen);
}

/**
 * The page's lazy chunk is only requested after the main script has run.
 * This inline script asks for it (and the chunks it imports) while the main
 * script still downloads, saving a round trip before the first render.
 */
export function routePreload(): Plugin {
  return {
    name: 'biaya-sekolah:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return;
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
          routes[name] = [...files].filter((file) => !inEntry.has(file));
        }
        const script = `(function(){try{var r=${JSON.stringify(routes)},m=${pageForPath.toString()},f=r[m(location.pathname)]||[];for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.href='/'+f[i];document.head.appendChild(l);}}catch(e){}})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const ROUTE_MODULE = /src\/app\/routes\/([a-z-]+)\.tsx$/;

/**
 * Which page module a path loads; mirrors app/router.tsx. Runs in the browser
 * as an inline script, so it is written as plain ES5-safe source.
 */
const MATCH_ROUTE = `function(p){
  var s=p.split('/').filter(Boolean);
  if(s.length===0)return 'home';
  var f=s[0];
  if(f==='about'&&s.length===1)return 'about';
  if(f==='comparison'&&s.length<=4)return 'comparison';
  if(f==='school'&&s.length===2)return 'school';
  if(s.length===1&&['contribute','request-school','school-requests','dashboard','admin','auth'].indexOf(f)>=0)return f;
  if(f==='indonesia'&&s.length===1)return 'listing';
  if(s.length<=3&&f!=='school'&&f!=='about')return 'listing';
  return 'not-found';
}`;

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
        const script = `(function(){try{var r=${JSON.stringify(routes)},m=${MATCH_ROUTE},f=r[m(location.pathname)]||[];for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.href='/'+f[i];document.head.appendChild(l);}}catch(e){}})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A web build (WEB_DIST) of an index.html and a stand-in server renderer
 * (dist/ssr/server-entry.js) with the given source, in a temporary folder.
 */
export function writeSsrDist(label: string, entrySource: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), `bs-${label}-`));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--app-head--><!--/app-head--></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.writeFileSync(path.join(dist, 'ssr', 'server-entry.js'), entrySource);
  return dist;
}

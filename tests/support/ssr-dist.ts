import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The pool thread's side of web/src/app/server-entry.tsx's renderTask, for a
 * stand-in renderer: its reads go to the api's main thread over the port
 * (comlink, loaded from this checkout: the stand-in lives in a temporary folder).
 */
const RENDER_TASK = `
import { wrap } from '${pathToFileURL(createRequire(import.meta.url).resolve('comlink')).href}';
export async function renderTask({ port, ...request }) {
  try {
    return await renderPage(request, wrap(port));
  } finally {
    port.close();
  }
}
`;

/**
 * A web build (WEB_DIST) of an index.html and a stand-in server renderer
 * (dist/ssr/server-entry.js) in a temporary folder. `entrySource` defines
 * `export async function renderPage({ url, nonce, origin }, read)`, where
 * `read(path)` answers the api's own GET with `{ status, body }`, and returns
 * `{ head, status, html, state, scopes, failed }` or null (head: the head's
 * HTML or null for the default; status: 404 for a path that names nothing,
 * else 200 or left out).
 */
export function writeSsrDist(label: string, entrySource: string, template?: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), `bs-${label}-`));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    template ??
      '<!doctype html><html><head><!--app-head--><!--/app-head--></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.writeFileSync(path.join(dist, 'ssr', 'server-entry.js'), entrySource + RENDER_TASK);
  return dist;
}

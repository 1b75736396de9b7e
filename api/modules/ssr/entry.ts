import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { ViteDevServer } from 'vite';
import { RenderThreads } from './render-threads';
import type { ServerEntry } from '@core/contracts/server-render';

export type { RenderedPage, RenderRequest, ServerEntry } from '@core/contracts/server-render';

/** dist/ssr/server-entry.js (web/build/ssr-build.ts) */
export function builtEntryFile(distDir: string): string {
  return path.resolve(distDir, 'ssr', 'server-entry.js');
}

/**
 * The built renderer, or null when the build has none (the page then starts
 * in the browser): in `threads` worker threads, or on the api's own event
 * loop when `threads` is 0.
 */
export function loadBuiltEntry(
  distDir: string,
  { threads, logger }: { threads: number; logger: Logger },
): (() => Promise<ServerEntry>) | null {
  const file = builtEntryFile(distDir);
  if (!fs.existsSync(file)) return null;
  if (threads > 0) {
    const threaded = new RenderThreads(file, logger, { threads });
    return () => Promise.resolve(threaded);
  }
  let loaded: Promise<ServerEntry> | undefined;
  return () => (loaded ??= import(pathToFileURL(file).href) as Promise<ServerEntry>);
}

/** Dev: the source entry through Vite, so every render runs the current code. */
export function devEntry(vite: ViteDevServer): () => Promise<ServerEntry> {
  return () => vite.ssrLoadModule('/src/app/server-entry.tsx') as Promise<ServerEntry>;
}

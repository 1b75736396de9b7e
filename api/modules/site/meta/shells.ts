import { readFile } from 'node:fs/promises';
import path from 'node:path';

// A built web app never changes while the process runs: each shell is read once.
const cache = new Map<string, Promise<string | undefined>>();

/** The prerendered shell of a page (web/build/prerender-shells.ts), if the build made one. */
export function readShell(distDir: string, name: string): Promise<string | undefined> {
  if (!distDir || !/^[a-z-]+$/.test(name)) return Promise.resolve(undefined);
  const file = path.resolve(distDir, 'shells', `${name}.html`);
  let shell = cache.get(file);
  if (!shell) {
    shell = readFile(file, 'utf8').catch(() => undefined);
    cache.set(file, shell);
  }
  return shell;
}

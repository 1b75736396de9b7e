import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Everything the web bundle is built from: web sources and the shared core. */
const SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'core'];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    if (child === 'node_modules' || child.endsWith('.test.ts') || child.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Why the web app must be (re)built, or null when web/dist is current. */
export function webBuildReason(root: string, distDir: string): string | null {
  // a production image carries web/dist without its sources
  if (!fs.existsSync(path.resolve(root, 'web/src'))) return null;
  const index = path.resolve(root, distDir, 'index.html');
  if (!fs.existsSync(index)) return `${distDir} does not exist`;
  const built = fs.statSync(index).mtimeMs;
  const sources = Math.max(...SOURCES.map((entry) => newestMtime(path.resolve(root, entry))));
  return sources > built ? 'web sources changed since the last build' : null;
}

export function buildWeb(root: string): void {
  // a production build whatever the caller's NODE_ENV: under 'test' (vitest) the
  // server renderer would be compiled for React's development runtime and crash
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('web build failed (npm run build)');
}

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths';

const SOURCES = [
  'web/src',
  'web/build',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'core',
];

function hashEntry(hash: ReturnType<typeof createHash>, entry: string) {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) {
    hash.update(entry).update(fs.readFileSync(entry));
    return;
  }
  for (const child of fs.readdirSync(entry).sort()) {
    if (child.endsWith('.test.ts') || child.endsWith('.test.tsx')) continue;
    hashEntry(hash, path.join(entry, child));
  }
}

/**
 * Builds the web app once per version of its sources into a private folder
 * (never web/dist, which other people's servers may be serving), and returns
 * that folder. A second run with the same sources reuses the build.
 * E2E_WEB_DIST names a build to serve instead: `npm test` passes the one its
 * build step has just made.
 */
export function buildWebForE2e(): string {
  const prebuilt = process.env.E2E_WEB_DIST;
  if (prebuilt) {
    if (!fs.existsSync(path.join(prebuilt, 'index.html')))
      throw new Error(`E2E_WEB_DIST=${prebuilt} holds no build (no index.html)`);
    console.log(`[e2e] serving the web app built in ${prebuilt}`);
    return prebuilt;
  }
  // production mode whatever the caller's NODE_ENV (vitest sets 'test', which
  // would build React's development bundle: larger and much slower)
  const hash = createHash('sha256').update('mode=production');
  for (const entry of SOURCES) hashEntry(hash, path.join(ROOT, entry));
  const outDir = path.join(os.tmpdir(), `bs-e2e-web-${hash.digest('hex').slice(0, 12)}`);
  if (fs.existsSync(path.join(outDir, 'index.html'))) return outDir;
  console.log(`[e2e] building the web app into ${outDir}`);
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      `${outDir}.tmp`,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`web build failed:\n${result.stdout}\n${result.stderr}`);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.renameSync(`${outDir}.tmp`, outDir);
  return outDir;
}

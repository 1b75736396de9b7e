import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { SSR_DIR } from './ssr-build';

// .mjs: the PDF viewer's pdf.js worker (1.2 MB raw, 300 KB with Brotli)
const COMPRESSIBLE = /\.(m?js|css|html|svg|json|txt|xml)$/;
const MIN_BYTES = 1024;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * Writes .br and .gz copies of every text asset after the build, at maximum
 * compression, so the server sends compressed bytes without compressing on
 * each request (api/modules/site/precompressed.ts picks them).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'biaya-sekolah:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const serverDir = path.join(outDir, SSR_DIR) + path.sep;
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.endsWith('index.html')) continue;
        // the server renderer's bundle is never sent to browsers
        if (file.startsWith(serverDir)) continue;
        const data = fs.readFileSync(file);
        if (data.length < MIN_BYTES) continue;
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

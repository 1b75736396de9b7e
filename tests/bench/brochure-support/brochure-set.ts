// The brochure set with its true lines (issue 21), kept with the benchmarks so
// a fresh clone measures the same files; BROCHURES_DIR reads another set.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BROCHURES_DIR =
  process.env.BROCHURES_DIR ?? fileURLToPath(new URL('../fixtures/brochures/', import.meta.url));

/** The brochure files (PDF and images) of the set, by name. */
export function brochureFiles(): string[] {
  if (!fs.existsSync(BROCHURES_DIR)) throw new Error(`no brochure set at ${BROCHURES_DIR}`);
  return fs
    .readdirSync(BROCHURES_DIR)
    .filter((file) => /\.(pdf|png|jpe?g)$/i.test(file))
    .sort();
}

export const brochurePath = (file: string) => path.join(BROCHURES_DIR, file);

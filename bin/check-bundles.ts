// npm run lint:bundles: first-load JavaScript of every page (gzipped, read from
// the Vite manifest of a build: run `npm run build` first), and a failure when a
// public page is over its budget, a lean page's first load carries zod or any
// chunk carries tailwind-merge
// (budgets: tests/bench/web-support/bundles.ts). A build-output check, not timed.
//   npm run lint:bundles              web/dist
//   npm run lint:bundles -- <dist>    another build
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  filesWithClassMerger,
  measureBundles,
  overBudget,
  PAGES,
} from '../tests/bench/web-support/bundles';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.resolve(root, process.argv[2] ?? 'web/dist');
if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
  console.error(`no build in ${path.relative(root, dist)}: run npm run build first`);
  process.exit(2);
}
const bundles = measureBundles(dist);
console.log('first-load JS (gzipped): entry + its imports + the page chunk + its imports');
for (const bundle of bundles) {
  const budget = PAGES.find((page) => page.name === bundle.page)?.budgetKb;
  console.log(
    `  ${bundle.page.padEnd(36)} ${String(bundle.jsGzipKb).padStart(7)} KB in ${String(bundle.jsFiles).padStart(2)} files${budget === undefined ? '' : `  (budget ${budget} KB)`}`,
  );
}
const problems = overBudget(bundles);
for (const file of filesWithClassMerger(dist))
  problems.push(`${file}: tailwind-merge in the browser's code (cn() only joins class names)`);
if (problems.length) {
  console.error(`\nover budget:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

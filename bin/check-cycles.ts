// npm run lint:cycles: fail when any import cycle exists in the server or web module graph
// (DESIGN §2: no import cycles anywhere). Each cycle is printed as the path that closes it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles, moduleGraph } from '../lint/cycles';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
const graph = moduleGraph([path.join(root, 'tsconfig.json'), path.join(root, 'web/tsconfig.json')]);
const cycles = findCycles(graph);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const show = (file: string) => path.relative(root, file);

if (cycles.length) {
  console.error(`${cycles.length} import cycle(s) in ${graph.size} modules:`);
  for (const cycle of cycles) console.error(`  ${cycle.map(show).join('\n    -> ')}\n`);
  process.exit(1);
}
console.log(`no import cycles in ${graph.size} modules (${seconds} s)`);

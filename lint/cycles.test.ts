import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, moduleGraph } from './cycles';

// lint/fixtures/cycles/ holds modules with known cycles (npm run lint:cycles must fail on them);
// the repository's own graph must have none (bin/check-cycles.ts, a step of npm test).

const dir = fileURLToPath(new URL('fixtures/cycles/', import.meta.url));
const names = (cycle: string[]) => cycle.map((file) => path.relative(dir, file));

describe('import cycle check', () => {
  const graph = moduleGraph([path.join(dir, 'tsconfig.json')]);

  it('resolves relative, alias, type-only, re-export and dynamic imports; packages are leaves', () => {
    expect(names(graph.get(path.join(dir, 'd.ts'))!)).toEqual(['a.ts']);
    expect(names(graph.get(path.join(dir, 'b.ts'))!)).toEqual(['c.tsx']);
  });

  it('reports every cycle with the path that closes it', () => {
    expect(findCycles(graph).map(names)).toEqual([
      ['a.ts', 'b.ts', 'c.tsx', 'a.ts'],
      ['e.ts', 'f.ts', 'e.ts'],
      ['self.ts', 'self.ts'],
    ]);
  });

  it('finds none in a graph without cycles', () => {
    const acyclic = new Map([
      ['x', ['y', 'z']],
      ['y', ['z']],
      ['z', []],
    ]);
    expect(findCycles(acyclic)).toEqual([]);
  });
});

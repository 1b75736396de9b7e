import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Import cycles across the module graph of one or more TypeScript projects. Every import counts:
// static, type-only, re-exports and `import('literal')`, resolved the way the compiler resolves
// them (tsconfig paths such as @core/* included). Packages are leaves and are left out.

export type Graph = Map<string, string[]>;

/** The module graph of the files of the given tsconfig.json files, keyed by absolute path. */
export function moduleGraph(tsconfigs: string[]): Graph {
  const graph: Graph = new Map();
  for (const tsconfig of tsconfigs) {
    const { config, error } = ts.readConfigFile(tsconfig, ts.sys.readFile);
    if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfig));
    const host = ts.createCompilerHost(parsed.options);
    const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, parsed.options);
    for (const file of parsed.fileNames) {
      if (graph.has(file) || file.endsWith('.d.ts')) continue;
      const text = fs.readFileSync(file, 'utf8');
      const { importedFiles } = ts.preProcessFile(text, true, true);
      const edges = new Set<string>();
      for (const { fileName } of importedFiles) {
        const { resolvedModule } = ts.resolveModuleName(
          fileName,
          file,
          parsed.options,
          host,
          cache,
        );
        if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue;
        if (resolvedModule.resolvedFileName.endsWith('.d.ts')) continue;
        edges.add(path.resolve(resolvedModule.resolvedFileName));
      }
      graph.set(path.resolve(file), [...edges].sort());
    }
  }
  return graph;
}

/**
 * One cycle (as a path that returns to its start) per strongly connected component of more
 * than one module, or of one module importing itself (Tarjan's algorithm, iterative).
 */
export function findCycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;

  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }
  return components
    .map((component) => cycleWithin(graph, new Set(component)))
    .sort((x, y) => x[0]!.localeCompare(y[0]!));
}

/** A shortest path from the component's first module (sorted) back to itself. */
function cycleWithin(graph: Graph, members: Set<string>): string[] {
  const start = [...members].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const cycle = [start];
        for (let at = node; at !== start; at = previous.get(at)!) cycle.unshift(at);
        cycle.unshift(start);
        return cycle;
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

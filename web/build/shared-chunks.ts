import fs from 'node:fs';

/**
 * Module-level state (a mutable binding, a store, a React context, a class
 * whose instances are told apart with instanceof): a copy of such a module in
 * each chunk that uses it would split that state, so it stays in one chunk.
 */
const MODULE_STATE = new RegExp(
  [
    '^(?:export )?(?:let|var) ',
    // any constructed object, or an empty array or object to be filled (a type
    // annotation may hold `=>`, so the initializer is found by ` = `)
    '^(?:export )?const \\w+[^\\n]*? = (?:new \\w|\\[\\]|\\{\\})',
    '\\bcreateContext\\b',
    '^(?:export )?(?:abstract )?class ',
  ].join('|'),
  'm',
);

/** lucide-react's icons: each a pure component with its SVG paths */
const LUCIDE_ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * Whether a module must stay in the chunk Rolldown shares between the chunks
 * that use it, rather than be copied into each (see vite.config.ts): packages
 * (their state is not ours to check) but lucide's icons, and our modules
 * with module-level state.
 */
export function mustStayShared(id: string): boolean {
  if (id.includes('node_modules')) return !LUCIDE_ICON.test(id);
  const file = id.split('?')[0]!;
  if (!/\.(?:ts|tsx|js|mjs)$/.test(file) || !fs.existsSync(file)) return true;
  return MODULE_STATE.test(fs.readFileSync(file, 'utf8'));
}

// ESLint rule `boundaries/layers`: the dependency direction of DESIGN §2, as an allow-list.
//
// Every import (static, type-only, re-export, or `import('literal')`) is resolved to what it
// reaches: a package, a Node built-in, or a zone of this repository (aliases and relative paths
// alike). The importing file's zone decides what it may reach:
//   core    -> core, and the package zod only (no Node built-ins, no other package)
//   db, search, storage -> themselves and core
//   api, worker         -> themselves, core, db, search, storage (never each other, never web)
//   web shared (src/lib, components, hooks, config) -> web shared and core
//   web feature (src/features/<name>)               -> that feature, web shared and core
//   web app (src/app, src/main.tsx)                 -> the above and every feature
//   all web -> no Node built-in
// Packages are an allow-list per layer (lint/packages.js): a layer imports only the packages it
// owns (only worker and db import bullmq; web only what a browser bundle needs).
// A test file (`*.test.ts(x)`) obeys its zone and may also reach test support (tests/**/support/,
// tests/**/*-support.ts, web/src/lib/test-network.tsx, a web test's colocated *.test-support.tsx)
// and the test packages of lint/packages.js.
// Core tests stay isomorphic too: no Node built-ins.
// `import()` must name what it loads: a string, a template without expressions, or a const
// initialised with a string in the same file; anything else cannot be checked and fails.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { LAYER_PACKAGES, TEST_PACKAGES } from './packages.js';

const SERVER_LAYERS = ['core', 'db', 'search', 'storage', 'api', 'worker'];
const WEB_SHARED = ['lib', 'components', 'hooks', 'config'];
const ALIASES = {
  '@core/': 'core/',
  '@db/': 'db/',
  '@search/': 'search/',
  '@storage/': 'storage/',
  '@api/': 'api/',
  '@worker/': 'worker/',
  '@web/': 'web/src/',
  '@tests/': 'tests/',
};
const ALLOWED_LAYERS = {
  core: ['core'],
  db: ['db', 'core'],
  search: ['search', 'core'],
  storage: ['storage', 'core'],
  api: ['api', 'core', 'db', 'search', 'storage'],
  worker: ['worker', 'core', 'db', 'search', 'storage'],
};
const builtins = new Set(builtinModules);

/** Repository-relative POSIX path of a file. */
const relative = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** The zone a repository path belongs to, e.g. `core`, `web:shared`, `web:feature:auth`. */
export function zoneOf(repoPath) {
  const parts = repoPath.split('/');
  if (SERVER_LAYERS.includes(parts[0])) return parts[0];
  if (parts[0] === 'tests') {
    const support = parts.includes('support') || /-support(\.tsx?)?$/.test(repoPath);
    return support ? 'tests:support' : 'tests';
  }
  if (parts[0] !== 'web' || parts[1] !== 'src') return null;
  if (repoPath === 'web/src/lib/test-network.tsx') return 'tests:support';
  // what several test files of one web feature share (fixtures, a fake network, hooks)
  if (/\.test-support(\.tsx?)?$/.test(repoPath)) return 'tests:support';
  if (WEB_SHARED.includes(parts[2])) return 'web:shared';
  if (parts[2] === 'features' && parts.length > 4) return `web:feature:${parts[3]}`;
  return 'web:app';
}

/** What an import specifier reaches from `fromPath`: { repoPath } or { pkg } or { builtin }. */
function targetOf(specifier, fromPath) {
  if (specifier.startsWith('.')) {
    return {
      repoPath: path.posix.normalize(path.posix.join(path.posix.dirname(fromPath), specifier)),
    };
  }
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return { repoPath: dir + specifier.slice(alias.length) };
  }
  if (specifier.startsWith('node:') || builtins.has(specifier.split('/')[0])) {
    return { builtin: specifier };
  }
  const segments = specifier.split('/');
  return { pkg: specifier.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0] };
}

const isTestPackage = (pkg) => TEST_PACKAGES.some((name) => pkg === name || pkg.startsWith(name));

/** Why `zone` may not reach `target`, or null when it may. */
function violation(zone, target, isTest) {
  if (target.repoPath !== undefined) {
    const to = zoneOf(target.repoPath);
    if (isTest && to === 'tests:support') return null;
    if (zone in ALLOWED_LAYERS) {
      return ALLOWED_LAYERS[zone].includes(to)
        ? null
        : `${zone}/ must not import ${target.repoPath} (${zone} may use ${ALLOWED_LAYERS[zone].join(', ')}; DESIGN §2).`;
    }
    if (to === 'core' || to === 'web:shared' || to === zone) return null;
    if (zone === 'web:app' && to?.startsWith('web:')) return null;
    const what = target.repoPath;
    if (!to?.startsWith('web:')) {
      return `web never imports server code or tests (${what}; DESIGN §2).`;
    }
    if (zone === 'web:shared') {
      return `Shared web code (lib, components, hooks, config) never imports features or app (${what}; DESIGN §2).`;
    }
    if (to === 'web:app') {
      return `Features never import app (${what}); app composes features (DESIGN §2).`;
    }
    return `Features do not import each other (${what}); compose them in app (DESIGN §2).`;
  }
  if (isTest && target.pkg && isTestPackage(target.pkg)) return null;
  const layer = zone.startsWith('web:') ? 'web' : zone;
  if (target.builtin) {
    if (layer === 'core') {
      return `core is isomorphic and depends on zod only, not ${target.builtin} (DESIGN §2).`;
    }
    return layer === 'web'
      ? `web runs in the browser: no server code or Node built-ins (${target.builtin}).`
      : null;
  }
  if (LAYER_PACKAGES[layer].includes(target.pkg)) return null;
  if (layer === 'core') {
    return `core is isomorphic and depends on zod only, not ${target.pkg} (DESIGN §2).`;
  }
  const owners = Object.keys(LAYER_PACKAGES).filter((name) =>
    LAYER_PACKAGES[name].includes(target.pkg),
  );
  const owned = owners.length ? `it belongs to ${owners.join(', ')}` : 'no layer lists it';
  return layer === 'web'
    ? `web runs in the browser: ${target.pkg} is not on its package allow-list (${owned}; lint/packages.js).`
    : `${layer}/ may not import ${target.pkg}: ${owned} (lint/packages.js; DESIGN §2).`;
}

/** The string an import() names: a literal, a template without expressions, or a const's string. */
function specifierOf(source, context) {
  if (source.type === 'Literal') return typeof source.value === 'string' ? source.value : null;
  if (source.type === 'TemplateLiteral') {
    return source.expressions.length === 0 ? source.quasis[0].value.cooked : null;
  }
  if (source.type === 'Identifier') {
    let scope = context.sourceCode.getScope(source);
    while (scope) {
      const variable = scope.set.get(source.name);
      if (variable) {
        const def = variable.defs[0];
        const init = def?.node.type === 'VariableDeclarator' ? def.node.init : null;
        const constant = def?.parent?.kind === 'const';
        return constant && init ? specifierOf(init, context) : null;
      }
      scope = scope.upper;
    }
  }
  return null;
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the dependency direction of DESIGN §2 (allow-list).' },
    schema: [],
  },
  create(context) {
    const fromPath = relative(context.cwd, context.filename);
    const zone = zoneOf(fromPath);
    if (zone === null || zone.startsWith('tests')) return {};
    const isTest = /\.test\.tsx?$/.test(fromPath);
    const check = (node) => {
      const source = node.source;
      if (!source) return;
      const specifier = specifierOf(source, context);
      if (specifier === null) {
        context.report({
          node: source,
          message:
            'import() must name what it loads (a string, a template without expressions or a const string), so lint can check it.',
        });
        return;
      }
      const message = violation(zone, targetOf(specifier, fromPath), isTest);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { layers } };

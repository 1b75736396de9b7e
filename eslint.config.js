// Lint, including the dependency direction of DESIGN §2:
//   web -> core; api -> core, db, search, storage; worker -> core, db, search, storage;
//   db, search, storage -> core; core -> zod only; api and worker never import each other;
//   inside web, features do not import each other (pages compose them).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const layers = ['core', 'db', 'search', 'storage', 'api', 'worker', 'web'];

/** Import patterns (alias and relative) that reach into a top-level layer. */
function layerPatterns(layer) {
  const alias = layer === 'web' ? '@web/*' : `@${layer}/*`;
  return [alias, `**/${layer}/**`, `../${layer}`, `../../${layer}`];
}

function forbid(layersNotAllowed, extra = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...layersNotAllowed.map((layer) => ({
            group: layerPatterns(layer),
            message: `This layer must not depend on ${layer}/ (DESIGN §2).`,
          })),
          ...extra,
        ],
      },
    ],
  };
}

const allowed = {
  core: [],
  db: ['core'],
  search: ['core'],
  storage: ['core'],
  api: ['core', 'db', 'search', 'storage'],
  worker: ['core', 'db', 'search', 'storage'],
};

const serverBoundaries = Object.entries(allowed).map(([layer, ok]) => ({
  files: [`${layer}/**/*.ts`],
  ignores: [`${layer}/**/*.test.ts`],
  rules: forbid(
    layers.filter((other) => other !== layer && !ok.includes(other)),
    layer === 'core'
      ? [
          {
            group: [
              'node:*',
              'fs',
              'path',
              'os',
              'crypto',
              'http',
              'postgres',
              'ioredis',
              'bullmq',
            ],
            message: 'core is isomorphic: zod only, no Node built-ins or I/O.',
          },
        ]
      : [],
  ),
}));

const featuresDir = 'web/src/features';
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory())
  : [];

const webNodeBan = {
  group: ['node:*', 'postgres', 'ioredis', 'bullmq', 'express'],
  message: 'web runs in the browser: no server code.',
};

// Web features have their own api/ folders (DESIGN §2), so the web rule matches
// server layers by alias and by relative paths that climb out of web/src only.
const serverLayers = ['db', 'search', 'storage', 'api', 'worker'];
const webServerBan = [
  {
    group: serverLayers.map((layer) => `@${layer}/*`),
    message: 'web must not depend on server layers (DESIGN §2).',
  },
  {
    regex: `^(\\.\\./){2,}(${serverLayers.join('|')})(/|$)`,
    message: 'web must not depend on server layers (DESIGN §2).',
  },
];
const webForbid = (extra) => ({
  'no-restricted-imports': ['error', { patterns: [...webServerBan, ...extra] }],
});

const webBoundaries = [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: webForbid([webNodeBan]),
  },
  ...features.map(({ name }) => ({
    files: [`${featuresDir}/${name}/**/*.{ts,tsx}`],
    rules: webForbid([
      webNodeBan,
      {
        group: features
          .filter((other) => other.name !== name)
          .flatMap((other) => [`@web/features/${other.name}/**`, `**/features/${other.name}/**`]),
        message: 'Features do not import each other; compose them in app/ or pages.',
      },
    ]),
  })),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'data/**',
      'coverage/**',
      'bench-results/**',
      'web/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // command-line entry points print to the terminal on purpose
    files: ['bin/**', '**/cli/**', '**/cli.ts', '**/*-cli.ts', 'tests/bench/**', 'tests/e2e/**'],
    rules: { 'no-console': 'off' },
  },
  ...serverBoundaries,
  ...webBoundaries,
);

// Lint, including the dependency direction of DESIGN §2:
//   web -> core; api -> core, db, search, storage; worker -> core, db, search, storage;
//   db, search, storage -> core; core -> zod only; api and worker never import each other;
//   inside web, features do not import each other (pages compose them).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './lint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'data/**',
      'coverage/**',
      'bench-results/**',
      'web/dist/**',
      // files that must fail lint, linted one by one by lint/boundaries.test.ts
      'lint/fixtures/**',
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
    // type-aware rules: every .ts/.tsx file is linted with the types of its own tsconfig.json
    // (web/ -> web/tsconfig.json, everything else -> tsconfig.json)
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
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
  {
    // colocated tests included: they obey the boundaries of the code they test
    files: ['{core,db,search,storage,api,worker}/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error' },
  },
);

// Lint, including the dependency direction of DESIGN §2 (boundaries/layers, an allow-list in
// lint/boundaries.js; import cycles are checked by bin/check-cycles.ts) and the type-aware
// promise rules. lint/fixtures/ holds files that must fail; lint/*.test.ts prove each rule.
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
      // files that must fail lint, linted one by one by lint/*.test.ts
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
    // type-aware rules: every .ts/.tsx file is linted with the types of its nearest tsconfig.json
    // (web/ -> web/tsconfig.json, everything else -> tsconfig.json); the two .js files
    // (this config, lint/boundaries.js) are in no TypeScript project and get untyped rules only
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

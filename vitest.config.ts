import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = {
  '@core': dir('./core'),
  '@db': dir('./db'),
  '@search': dir('./search'),
  '@storage': dir('./storage'),
  '@api': dir('./api'),
  '@worker': dir('./worker'),
  '@web': dir('./web/src'),
  '@tests': dir('./tests'),
};

const serverSetup = ['tests/support/global-setup.ts'];

// Vitest's default (one worker fewer than the cores) is one worker on a
// 2-core CI machine; these tests wait on PostgreSQL, Redis and child
// processes, so two files side by side use the machine better (docs/decisions.md).
const maxWorkers = Math.max(2, os.availableParallelism() - 1);

const WEB_TEST_FOLDERS = ['web/src', 'web/build'];
const WEB_TESTS = WEB_TEST_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`);

/**
 * The web test files that replace a module (vi.mock): a module another file
 * of the same worker already loaded would stay the real one, so these run
 * isolated; the others share their worker's jsdom and loaded modules.
 */
const webModuleMocks = WEB_TEST_FOLDERS.flatMap((folder) =>
  fs
    .readdirSync(dir(`./${folder}`), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`)
    .filter((file) => fs.readFileSync(dir(`./${file}`), 'utf8').includes('vi.mock(')),
);

/** The web tests' settings, shared by both of its projects. */
const webTest = {
  maxWorkers,
  setupFiles: ['web/test-setup.ts'],
  // a budget against hangs, not a speed goal (see web/test-setup.ts)
  testTimeout: 60_000,
  // a stylesheet imported as text keeps its text (web/src/lib/class-conflicts.ts
  // reads the component classes); imported as styles it stays empty
  css: { include: [/\.css\?raw$/] },
  environment: 'jsdom',
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          maxWorkers,
          // as integration below: a worker's files share loaded modules
          isolate: false,
          include: [
            '{core,db,search,storage,api,worker,bin,lint}/**/*.test.ts',
            'tests/compose/**/*.test.ts',
          ],
          // files that must fail lint, not tests (lint/boundaries.test.ts lints them)
          exclude: [...configDefaults.exclude, 'lint/fixtures/**'],
          environment: 'node',
          globalSetup: serverSetup,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          ...webTest,
          // one jsdom and one module graph per worker, not per file (each file set
          // them up again in about 2 s); test-setup.ts gives each file a fresh page
          isolate: false,
          include: WEB_TESTS,
          exclude: [...configDefaults.exclude, ...webModuleMocks],
        },
      },
      {
        extends: true,
        test: { name: 'web-module-mocks', ...webTest, include: webModuleMocks },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          maxWorkers,
          // the files of a worker share loaded modules (the api, the worker, their
          // packages): 1-3 s of imports a file otherwise. Each file still has its own
          // database, Redis prefix and servers, made in its hooks.
          isolate: false,
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: serverSetup,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: [...serverSetup, 'tests/e2e/support/global-setup.ts'],
          // the files of a worker share loaded modules (Playwright, axe, the db client):
          // 2-4 s of imports a file otherwise; no support module keeps state between files
          isolate: false,
          setupFiles: ['tests/e2e/support/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          // a poll waits for a state (a toast, a row) and ends as soon as it holds; vitest's
          // default of 1 s is shorter than a password hash on a loaded CI machine
          expect: { poll: { timeout: 10_000 } },
          // two files side by side, each on a product of its own (tests/e2e/support/target.ts)
          maxWorkers,
        },
      },
    ],
  },
});

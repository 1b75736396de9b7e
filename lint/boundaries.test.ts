import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { markedErrors, reportedErrors } from './fixture-marks';

// Each file under lint/fixtures/boundaries/ is linted with the project's eslint.config.js as if
// it sat at the same path in the repository (lint/fixtures/boundaries/core/imports.ts is linted
// as core/imports.ts). A line ending in `// error` must be reported by boundaries/layers; every
// other line must pass. A `*-pass` file must pass whole, and each has a `*-fail` partner with
// marked lines. The fixtures folder itself is ignored by `eslint .`.

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = path.join(root, 'lint/fixtures/boundaries');
const files = fs
  .readdirSync(fixtures, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

// The fixtures are not at the paths they are linted as, so no TypeScript project holds them:
// the type-aware rules are switched off here (boundaries/layers needs no types).
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

const isPassing = (file: string) => /-pass\.tsx?$/.test(file);

async function lintAs(file: string) {
  const code = fs.readFileSync(path.join(fixtures, file), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return { result, expected: markedErrors(code, 'boundaries/layers') };
}

describe('lint enforces DESIGN §2 (fixtures in lint/fixtures/boundaries)', () => {
  it('has a fixture for every layer and web zone', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'core/imports.ts',
        'core/imports.test.ts',
        'db/imports.ts',
        'search/imports.ts',
        'storage/imports.ts',
        'api/imports.ts',
        'api/imports.test.ts',
        'worker/imports.ts',
        'web/src/lib/imports.ts',
        'web/src/components/ui/imports.tsx',
        'web/src/hooks/imports.ts',
        'web/src/config/imports.ts',
        'web/src/features/auth/imports.tsx',
        'web/src/features/auth/imports.test.tsx',
        'web/src/app/imports.tsx',
      ]),
    );
  });

  it.each(files)('%s: exactly the lines marked `// error` fail', async (file) => {
    const { result, expected } = await lintAs(file);
    if (isPassing(file)) expect(expected).toEqual([]);
    else expect(expected.length).toBeGreaterThan(0);
    expect(reportedErrors(result)).toEqual(expected);
  });

  it('proves each rule both ways: a passing and a failing file', () => {
    const rule = (file: string) => /([a-z-]+)-(pass|fail)\.tsx?$/.exec(file);
    const kinds = (side: string) =>
      files.flatMap((file) => (rule(file)?.[2] === side ? [rule(file)![1]] : [])).sort();
    expect(kinds('pass')).toEqual(['dynamic-import', 'packages', 'packages']);
    expect(kinds('fail')).toEqual(kinds('pass'));
  });

  it('says which layer owns a package the importer may not use', async () => {
    const api = await lintAs('api/packages-fail.ts');
    expect(api.result?.messages[0]?.message).toBe(
      'api/ may not import bullmq: it belongs to db, worker (lint/packages.js; DESIGN §2).',
    );
    const web = await lintAs('web/src/features/auth/packages-fail.tsx');
    expect(web.result?.messages[0]?.message).toBe(
      'web runs in the browser: meilisearch is not on its package allow-list (it belongs to search; lint/packages.js).',
    );
  });

  it('names the rule of DESIGN §2 it enforces', async () => {
    const core = await lintAs('core/imports.ts');
    expect(core.result?.messages[0]?.message).toBe(
      'core is isomorphic and depends on zod only, not pino (DESIGN §2).',
    );
    const feature = await lintAs('web/src/features/auth/imports.tsx');
    expect(feature.result?.messages[0]?.message).toMatch(/^Features do not import each other/);
  });
});

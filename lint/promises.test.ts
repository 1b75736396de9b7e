import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { markedErrors, reportedErrors } from './fixture-marks';

// The type-aware promise rules, proven on lint/fixtures/promises/: linted at their own paths
// (the folder is ignored by `eslint .`, so ignoring is switched off here) with the folder's own
// tsconfig.json, which the project service picks as the nearest one.

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = path.join(root, 'lint/fixtures/promises');
const eslint = new ESLint({ cwd: root, ignore: false });

describe('type-aware lint: floating and misused promises', () => {
  it.each(['promises.ts', 'react.tsx'])(
    '%s: exactly the lines marked `// error` fail',
    async (file) => {
      const filePath = path.join(dir, file);
      const code = fs.readFileSync(filePath, 'utf8');
      const [result] = await eslint.lintText(code, { filePath });
      expect(reportedErrors(result)).toEqual(markedErrors(code, '?'));
    },
    60_000,
  );
});

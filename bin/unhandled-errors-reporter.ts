// A Vitest reporter that keeps the run's unhandled errors (an error thrown or a
// promise rejected outside any test) next to the run's JSON report, so the
// summary of npm test can name them; Vitest's JSON report leaves them out.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError, Vitest } from 'vitest/node';
import { unhandledErrorsFileOf, type UnhandledError } from './test-failures.js';

export default class UnhandledErrorsReporter implements Reporter {
  private file: string | undefined;

  onInit(vitest: Vitest): void {
    const output = vitest.config.outputFile;
    const json = typeof output === 'object' ? output.json : undefined;
    this.file = json === undefined ? undefined : unhandledErrorsFileOf(json);
  }

  onTestRunEnd(_modules: unknown, errors: ReadonlyArray<SerializedError>): void {
    if (!this.file) return;
    const kept: UnhandledError[] = errors.map((error) => ({
      type: typeof error.type === 'string' ? error.type : undefined,
      message: error.message,
      stack: error.stack,
      testPath: typeof error.VITEST_TEST_PATH === 'string' ? error.VITEST_TEST_PATH : undefined,
      testName: typeof error.VITEST_TEST_NAME === 'string' ? error.VITEST_TEST_NAME : undefined,
    }));
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(kept));
  }
}

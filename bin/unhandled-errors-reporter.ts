// A Vitest reporter that keeps the run's unhandled errors (an error thrown or a
// promise rejected outside any test) in a file, so the summary of npm test can
// name them; Vitest's JSON report leaves them out. bin/test.ts passes the file.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError } from 'vitest/node';

export interface UnhandledError {
  type?: string;
  message?: string;
  stack?: string;
  testPath?: string;
  testName?: string;
}

export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: unknown, errors: ReadonlyArray<SerializedError>): void {
    const file = process.env.VITEST_UNHANDLED_ERRORS_FILE;
    if (!file) return;
    const kept: UnhandledError[] = errors.map((error) => ({
      type: typeof error.type === 'string' ? error.type : undefined,
      message: error.message,
      stack: error.stack,
      testPath: typeof error.VITEST_TEST_PATH === 'string' ? error.VITEST_TEST_PATH : undefined,
      testName: typeof error.VITEST_TEST_NAME === 'string' ? error.VITEST_TEST_NAME : undefined,
    }));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(kept));
  }
}

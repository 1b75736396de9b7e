import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedTests, unhandledErrors, unhandledErrorsFileOf } from './test-failures.js';

function writeReport(report: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-failures-'));
  const file = path.join(dir, 'report.json');
  fs.writeFileSync(file, JSON.stringify(report));
  return file;
}

describe('failedTests', () => {
  it('names each failed test with the first lines of its message, relative to the root', () => {
    const report = writeReport({
      testResults: [
        {
          name: '/repo/tests/e2e/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'a shows the count',
              status: 'failed',
              failureMessages: [
                'AssertionError: expected 5 to be 6\n\n    at one\n    at two\n    at three\n    at four',
              ],
            },
          ],
        },
        { name: '/repo/tests/e2e/b.test.ts', status: 'passed', assertionResults: [] },
      ],
    });
    const [entry, ...rest] = failedTests(report, '/repo/');
    expect(rest).toEqual([]);
    expect(entry).toContain('tests/e2e/a.test.ts > a shows the count');
    expect(entry).toContain('expected 5 to be 6');
    expect(entry).toContain('at three');
    expect(entry).not.toContain('at four');
  });

  it('names a file that failed before any test ran', () => {
    const report = writeReport({
      testResults: [{ name: '/repo/x.test.ts', status: 'failed', message: 'hook timed out' }],
    });
    expect(failedTests(report, '/repo/')).toEqual(['    x.test.ts\n      hook timed out']);
  });

  it('returns nothing when the report is missing', () => {
    expect(failedTests('/nonexistent/report.json', '/')).toEqual([]);
  });
});

describe('unhandledErrors', () => {
  it('names the kind, the file and the last test of each unhandled error, with its first lines', () => {
    const report = writeReport({ testResults: [] });
    fs.writeFileSync(
      unhandledErrorsFileOf(report),
      JSON.stringify([
        {
          type: 'Unhandled Rejection',
          message: 'socket hang up',
          stack: 'Error: socket hang up\n    at one\n    at two\n    at three\n    at four',
          testPath: '/repo/storage/s3.test.ts',
          testName: 'deletes an object',
        },
        { message: 'late timer' },
      ]),
    );
    const [first, second, ...rest] = unhandledErrors(report, '/repo/');
    expect(rest).toEqual([]);
    expect(first).toContain(
      'Unhandled Rejection while storage/s3.test.ts ran (last test: deletes an object)',
    );
    expect(first).toContain('at three');
    expect(first).not.toContain('at four');
    expect(second).toBe('    Unhandled error while an unknown file ran\n      late timer');
  });

  it('returns nothing when the run had none', () => {
    expect(unhandledErrors(writeReport({ testResults: [] }), '/repo/')).toEqual([]);
  });
});

// Reads a Vitest JSON report and names the failed tests, so the last lines of
// a CI log (often all a reader gets) say which test failed and why.
import fs from 'node:fs';

interface AssertionResult {
  fullName: string;
  status: string;
  failureMessages?: string[];
}
interface FileResult {
  name: string;
  status: string;
  message?: string;
  assertionResults?: AssertionResult[];
}

const MESSAGE_LINES = 4;

function firstLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, MESSAGE_LINES)
    .map((line) => `      ${line}`)
    .join('\n');
}

/** One entry per failed test (or failed file with no test), or [] when the report is absent. */
export function failedTests(reportPath: string, root: string): string[] {
  if (!fs.existsSync(reportPath)) return [];
  let files: FileResult[];
  try {
    files =
      (JSON.parse(fs.readFileSync(reportPath, 'utf8')) as { testResults?: FileResult[] })
        .testResults ?? [];
  } catch {
    return [`(unreadable report ${reportPath})`];
  }
  const entries: string[] = [];
  for (const file of files) {
    const relative = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      entries.push(
        `    ${relative} > ${test.fullName}\n${firstLines(test.failureMessages?.join('\n') ?? '')}`,
      );
    }
    if (!failed.length && file.status === 'failed') {
      entries.push(`    ${relative}\n${firstLines(file.message ?? '')}`);
    }
  }
  return entries;
}

/** An unhandled error as bin/unhandled-errors-reporter.ts keeps it. */
export interface UnhandledError {
  type?: string;
  message?: string;
  stack?: string;
  testPath?: string;
  testName?: string;
}

/** The file where bin/unhandled-errors-reporter.ts keeps a run's unhandled errors. */
export const unhandledErrorsFileOf = (reportPath: string) =>
  reportPath.replace(/\.json$/, '.unhandled.json');

/**
 * One entry per unhandled error of a run (thrown or rejected outside any
 * test), naming the file and the last test that ran before it, or [] when
 * there were none.
 */
export function unhandledErrors(reportPath: string, root: string): string[] {
  const file = unhandledErrorsFileOf(reportPath);
  if (!fs.existsSync(file)) return [];
  let errors: UnhandledError[];
  try {
    errors = JSON.parse(fs.readFileSync(file, 'utf8')) as UnhandledError[];
  } catch {
    return [`(unreadable unhandled-error list ${file})`];
  }
  return errors.map((error) => {
    const where = error.testPath?.startsWith(root)
      ? error.testPath.slice(root.length)
      : (error.testPath ?? 'an unknown file');
    const last = error.testName ? ` (last test: ${error.testName})` : '';
    return `    ${error.type ?? 'Unhandled error'} while ${where} ran${last}\n${firstLines(error.stack ?? error.message ?? '')}`;
  });
}

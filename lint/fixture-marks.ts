import type { ESLint } from 'eslint';

// Lint fixtures mark each line that must fail with a trailing `// error` comment, optionally
// naming the rule (`// error @typescript-eslint/no-floating-promises`); unmarked lines must pass.

/** `<line> <ruleId>` for every marked line of a fixture, in order. */
export function markedErrors(code: string, defaultRule: string): string[] {
  return code.split('\n').flatMap((line, index) => {
    const mark = /\/\/ error(?: (\S+))?\s*$/.exec(line);
    return mark ? [`${index + 1} ${mark[1] ?? defaultRule}`] : [];
  });
}

/** `<line> <ruleId>` for every message ESLint reported, in order. */
export function reportedErrors(result: ESLint.LintResult | undefined): string[] {
  return (result?.messages ?? []).map((m) => `${m.line} ${m.ruleId ?? m.message}`);
}

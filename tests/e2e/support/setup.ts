import { afterEach } from 'vitest';
import { takeCspViolations } from './browser';

// Runs before every e2e file (vitest.config.ts setupFiles). The files of one
// worker share their modules (isolate: false), so a hook registered when
// browser.ts is first imported would check the first file only: the check
// after each test is registered here, once per file.

afterEach(() => {
  const seen = takeCspViolations();
  if (seen.length)
    throw new Error(`Content-Security-Policy violations:\n${[...new Set(seen)].join('\n')}`);
});

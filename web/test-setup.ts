import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect, vi } from 'vitest';
import { takeClassConflicts } from '@web/lib/class-conflicts';

// These tests assert what the user sees, not how fast: on a loaded 2-core CI
// machine a render can take seconds, so findBy/waitFor wait up to 10 s (the
// default of 1 s made them fail under load, not because anything was wrong).
configure({ asyncUtilTimeout: 10_000 });

// A class list whose look would depend on its order (cn() only joins) fails
// the test that rendered it (web/src/lib/class-conflicts.ts).
afterEach(() => {
  expect(takeClassConflicts(), 'class conflicts in cn()').toEqual([]);
});

// The files of a worker share one jsdom (vitest.config.ts): this runs before
// each file, so every file starts as it would in a page of its own (a file
// in the node environment has no page).
if (typeof window !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  afterAll(() => {
    cleanup();
    document.body.innerHTML = '';
  });
}
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

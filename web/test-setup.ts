import { configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
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

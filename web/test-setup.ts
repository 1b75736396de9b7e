import { configure } from '@testing-library/react';

// These tests assert what the user sees, not how fast: on a loaded 2-core CI
// machine a render can take seconds, so findBy/waitFor wait up to 10 s (the
// default of 1 s made them fail under load, not because anything was wrong).
configure({ asyncUtilTimeout: 10_000 });

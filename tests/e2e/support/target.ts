import { inject } from 'vitest';

/** One running product the e2e tests drive. */
export interface E2eTarget {
  /** where it answers, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** its database (unset when E2E_BASE_URL points elsewhere) */
  databaseUrl?: string;
  /** its STORAGE_DIR (unset when unknown) */
  storageDir?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the products under test: one per test worker (the global setup starts them) */
    e2eTargets: E2eTarget[];
  }
}

/**
 * The product this test file drives. Files run side by side, one per worker,
 * and each worker has a product of its own (VITEST_POOL_ID, 1 to maxWorkers,
 * is never held by two running files at once): files that run at the same
 * time never share a database, a queue or a search index.
 */
export function e2eTarget(): E2eTarget {
  const targets = inject('e2eTargets');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return targets[(worker - 1) % targets.length]!;
}

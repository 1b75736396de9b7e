/**
 * Run on every test database right after it is cloned. Every session on it
 * (the test's pools, the api and worker it starts, their child processes)
 * commits without waiting for the WAL to reach the disk: about 6 ms a commit
 * on the 2-core CI machine, under 1 ms without. A commit is as visible to
 * other sessions as before; only a crash of the server could lose the last
 * ones, and a test database does not outlive its run.
 */
export const TEST_DATABASE_SETTINGS = (name: string) =>
  `ALTER DATABASE "${name}" SET synchronous_commit = off`;

import type { TestProject } from 'vitest/node';
import { canConnect, LOCAL_POSTGRES_URL, LOCAL_REDIS_URL } from '../../support/services';
import { startE2eStack, type E2eStack } from './stack';
import type { E2eTarget } from './target';

/**
 * Starts the product once per test worker for the whole e2e run (each file
 * drives its worker's: support/target.ts). Set E2E_BASE_URL to test a server
 * that is already running instead (faster while writing tests); every worker
 * then shares it.
 */
export default async function setup(project: TestProject) {
  const existing = process.env.E2E_BASE_URL;
  if (existing) {
    project.provide('e2eTargets', [
      {
        baseUrl: existing.replace(/\/$/, ''),
        // optional: lets tests that seed data (gallery images, admins) run against it too
        databaseUrl: process.env.E2E_DATABASE_URL,
        storageDir: process.env.E2E_STORAGE_DIR,
      },
    ]);
    return;
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES_URL;
  const redisUrl = process.env.TEST_REDIS_URL ?? LOCAL_REDIS_URL;
  if (!(await canConnect(adminUrl)) || !(await canConnect(redisUrl))) {
    throw new Error('[e2e] needs PostgreSQL and Redis (TEST_DATABASE_URL / TEST_REDIS_URL).');
  }
  const count = project.config.maxWorkers;
  const started = Date.now();
  const settled = await Promise.allSettled(
    Array.from({ length: count }, () => startE2eStack(adminUrl, redisUrl)),
  );
  const stacks = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(stacks.map((stack) => stack.stop()));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  for (const stack of stacks)
    console.log(
      `[e2e] product running at ${stack.baseUrl} after ${Math.round((Date.now() - started) / 1000)} s (log: ${stack.logFile})`,
    );
  project.provide(
    'e2eTargets',
    stacks.map((stack: E2eStack): E2eTarget => ({
      baseUrl: stack.baseUrl,
      databaseUrl: stack.databaseUrl,
      storageDir: stack.storageDir,
    })),
  );
  return async () => {
    await stopAll();
  };
}

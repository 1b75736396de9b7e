import type { TestProject } from 'vitest/node';
import { canConnect, LOCAL_POSTGRES_URL, LOCAL_REDIS_URL } from '../../support/services';
import { startE2eStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** where the product under test answers, e.g. http://127.0.0.1:41234 */
    e2eBaseUrl: string;
    /** database of the product under test (unset when E2E_BASE_URL points elsewhere) */
    e2eDatabaseUrl?: string;
    /** STORAGE_DIR of the product under test (unset when unknown) */
    e2eStorageDir?: string;
  }
}

/**
 * Starts the product once for the whole e2e run. Set E2E_BASE_URL to test a
 * server that is already running instead (faster while writing tests).
 */
export default async function setup(project: TestProject) {
  const existing = process.env.E2E_BASE_URL;
  if (existing) {
    project.provide('e2eBaseUrl', existing.replace(/\/$/, ''));
    // optional: lets tests that seed data (gallery images, admins) run against it too
    if (process.env.E2E_DATABASE_URL)
      project.provide('e2eDatabaseUrl', process.env.E2E_DATABASE_URL);
    if (process.env.E2E_STORAGE_DIR) project.provide('e2eStorageDir', process.env.E2E_STORAGE_DIR);
    return;
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES_URL;
  const redisUrl = process.env.TEST_REDIS_URL ?? LOCAL_REDIS_URL;
  if (!(await canConnect(adminUrl)) || !(await canConnect(redisUrl))) {
    throw new Error('[e2e] needs PostgreSQL and Redis (TEST_DATABASE_URL / TEST_REDIS_URL).');
  }
  const started = Date.now();
  const stack = await startE2eStack(adminUrl, redisUrl);
  console.log(
    `[e2e] product running at ${stack.baseUrl} after ${Math.round((Date.now() - started) / 1000)} s (log: ${stack.logFile})`,
  );
  project.provide('e2eBaseUrl', stack.baseUrl);
  project.provide('e2eDatabaseUrl', stack.databaseUrl);
  project.provide('e2eStorageDir', stack.storageDir);
  return async () => {
    await stack.stop();
  };
}

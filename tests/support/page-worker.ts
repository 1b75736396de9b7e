import pino from 'pino';
import { createPageRenderer } from '@worker/pages/renderer';
import { startWorker } from '@worker/runtime';
import type { TestDatabase } from './database';
import { createPipelineHarness } from './pipeline';

export interface PageWorker {
  close(): Promise<void>;
}

/**
 * The worker's side of server rendering in this process: the outbox relay
 * and the job runtime with a renderer of `dist` that reads from the api at
 * `apiUrl`. A page request to that api then gets its page rendered and stored
 * as in production.
 */
export async function startPageWorker(
  db: TestDatabase,
  { dist, apiUrl, label }: { dist: string; apiUrl: string; label: string },
): Promise<PageWorker> {
  const harness = await createPipelineHarness(db, {
    label,
    env: { WEB_DIST: dist, API_INTERNAL_URL: apiUrl },
  });
  const pages = await createPageRenderer(db.sql, {
    webDist: dist,
    apiOrigin: apiUrl,
    threads: 1,
    logger: pino({ level: 'silent' }),
  });
  if (!pages) throw new Error(`${dist} has no server renderer`);
  const runtime = await startWorker({ ...harness.deps, pages }, { schedules: false, relay: true });
  return {
    async close() {
      await runtime.stop();
      await pages.close();
      await harness.close();
    },
  };
}

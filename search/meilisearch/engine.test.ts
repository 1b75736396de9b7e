import { randomBytes } from 'node:crypto';
import { describe, it } from 'vitest';
import { describeSearchEngineContract } from '@tests/support/search/contract';
import { MeilisearchEngine } from './engine';

const url = process.env.MEILI_URL;

if (url) {
  describeSearchEngineContract('Meilisearch', async () => {
    const engine = new MeilisearchEngine({
      host: url,
      apiKey: process.env.MEILI_KEY,
      index: `contract_${randomBytes(4).toString('hex')}`,
    });
    return {
      engine,
      async close() {
        await engine.drop();
      },
    };
  });
} else {
  console.warn(
    'search/meilisearch/engine.test.ts: the Meilisearch contract suite is skipped: set MEILI_URL (and MEILI_KEY) to a Meilisearch server to run it.',
  );
  describe('SearchEngine contract: Meilisearch', () => {
    it('runs against a Meilisearch server', (ctx) => {
      ctx.skip('no MEILI_URL: set MEILI_URL (and MEILI_KEY) to a Meilisearch server to run it');
    });
  });
}

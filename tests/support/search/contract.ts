// The behaviour every SearchEngine must have (DESIGN §4), as one vitest suite.
// Each engine's test file calls describeSearchEngineContract with a factory;
// the cases live in contract-{matching,fuzzy,results,discovery,map,prefix,lifecycle}.ts.
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { SearchEngine } from '@search/engine';
import { admissionCases } from './contract-admissions';
import { discoveryCases } from './contract-discovery';
import { fixtureDocuments } from './contract-fixtures';
import { fuzzyCases } from './contract-fuzzy';
import { lifecycleCases, multiInstanceCase } from './contract-lifecycle';
import { mapCases } from './contract-map';
import { prefixCases } from './contract-prefix';
import { matchingCases } from './contract-matching';
import { resultCases } from './contract-results';
import type { ContractContext, ContractHarness } from './contract-support';

export type { ContractHarness } from './contract-support';

export function describeSearchEngineContract(
  name: string,
  setup: () => Promise<ContractHarness>,
): void {
  describe(`SearchEngine contract: ${name}`, () => {
    let harness: ContractHarness;
    let engine: SearchEngine;
    const suite: ContractContext = {
      get engine() {
        return engine;
      },
      get harness() {
        return harness;
      },
      ids: async (query) => (await engine.search(query)).hits.map((h) => h.id),
      first: async (text) => (await suite.ids({ text, limit: 5 }))[0],
    };

    beforeAll(async () => {
      harness = await setup();
      engine = harness.engine;
      await engine.init();
    });
    afterAll(async () => {
      await harness?.close();
    });

    describe('with the fixture schools', () => {
      beforeEach(async () => {
        await engine.reset();
        await engine.upsert(fixtureDocuments());
      });

      matchingCases(suite);
      fuzzyCases(suite);
      resultCases(suite);
      discoveryCases(suite);
      mapCases(suite);
      prefixCases(suite);
      admissionCases(suite);
      lifecycleCases(suite);
    });

    multiInstanceCase(suite);
  });
}

// Shared pieces of the engine contract suite (search/contract.ts composes the cases).
import type { SearchDocument, SearchQuery } from '@core/contracts/search';
import type { SearchEngine } from '@search/engine';

export interface ContractHarness {
  engine: SearchEngine;
  /** a second engine on the same index, as another process would have (if the engine has one) */
  second?: () => Promise<SearchEngine>;
  close(): Promise<void>;
}

/**
 * What the case modules see. The harness is created in beforeAll, after the
 * cases are declared, so `engine` and `harness` are read inside tests only.
 */
export interface ContractContext {
  readonly engine: SearchEngine;
  readonly harness: ContractHarness;
  /** the ids of the hits of a query, in order */
  ids(query: SearchQuery): Promise<number[]>;
  /** the id of the best hit for a text */
  first(text: string): Promise<number | undefined>;
}

export async function* inBatches(docs: SearchDocument[], size = 5) {
  for (let i = 0; i < docs.length; i += size) yield docs.slice(i, i + size);
}

/** Polls until `check` passes (another process's view is eventually consistent). */
export async function eventually(check: () => Promise<void>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

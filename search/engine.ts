import type {
  LocateQuery,
  LocateResult,
  SearchDocument,
  SearchQuery,
  SearchResult,
} from '@core/contracts/search';

/** 'in-memory': the built-in engine (an in-memory index per process, PostgreSQL-backed). */
export type SearchEngineKind = 'in-memory' | 'meilisearch';

export type { LocateQuery, LocateResult, SearchDocument, SearchQuery, SearchResult };

/** Whether this process can answer searches yet, and how far its start-up load has come. */
export interface SearchReadiness {
  ready: boolean;
  /** while loading: documents read so far of the index's total */
  loaded?: number;
  total?: number;
}

/**
 * A search asked of a process whose index is still loading (the built-in
 * engine's replica at start-up): the api answers 503 with Retry-After.
 */
export class SearchLoadingError extends Error {
  readonly code = 'SEARCH_LOADING';
  constructor(readiness: SearchReadiness) {
    super(
      `the search index is still loading (${readiness.loaded ?? 0} of ${readiness.total ?? '?'} documents)`,
    );
  }
}

/**
 * The search index behind every listing, search and comparison (DESIGN §4).
 * Engines are interchangeable: one contract test suite runs against each.
 * Writes are idempotent: upserting a document twice leaves one copy.
 */
export interface SearchEngine {
  readonly kind: SearchEngineKind;
  /** Creates the index and applies its settings. Safe to call at every start. */
  init(): Promise<void>;
  upsert(docs: readonly SearchDocument[]): Promise<void>;
  remove(ids: readonly number[]): Promise<void>;
  search(query: SearchQuery): Promise<SearchResult>;
  /**
   * The id and trusted position of every matching school (filters.bbox keeps
   * those in a box): the results map draws all of them, not one page.
   */
  locate(query: LocateQuery): Promise<LocateResult>;
  /** Whether searches can be answered yet (the built-in engine loads its replica first). */
  readiness(): SearchReadiness;
  /** Number of documents in the live index. */
  count(): Promise<number>;
  /** Empties the live index. */
  reset(): Promise<void>;
  /**
   * Builds a complete new index from `batches` beside the live one and swaps it
   * in at the end, so searches never see a half-built index.
   */
  rebuild(batches: AsyncIterable<readonly SearchDocument[]>): Promise<{ count: number }>;
  close(): Promise<void>;
}

import { Meilisearch, type EnqueuedTaskPromise, type Index } from 'meilisearch';
import type { Facet, SearchDocument, SearchQuery, SearchResult } from '@core/contracts/search';
import type { SearchEngine } from '../engine';
import {
  fromMeiliHit,
  meiliFilter,
  meiliQueries,
  meiliSort,
  RETRIEVED,
  toMeiliDocument,
  type MeiliDocument,
} from './documents';
import { indexSettings } from './settings';

export interface MeilisearchOptions {
  host: string;
  apiKey?: string;
  /** uid of the live index */
  index: string;
  /** documents per addDocuments call */
  batchSize?: number;
}

/** indexing a large batch takes a while: wait for tasks this long */
const TASK_TIMEOUT_MS = 10 * 60_000;

async function done(task: EnqueuedTaskPromise): Promise<void> {
  const result = await task.waitTask({ timeout: TASK_TIMEOUT_MS, interval: 100 });
  if (result.status !== 'succeeded')
    throw new Error(`Meilisearch task ${result.uid} ${result.status}: ${result.error?.message}`);
}

/**
 * Meilisearch behind the SearchEngine contract. Names and locations are
 * normalised with the shared knowledge before indexing, and queries the same
 * way, so both engines agree on what matches.
 */
export class MeilisearchEngine implements SearchEngine {
  readonly kind = 'meilisearch' as const;
  private readonly client: Meilisearch;

  constructor(private readonly options: MeilisearchOptions) {
    this.client = new Meilisearch({ host: options.host, apiKey: options.apiKey });
  }

  private get index(): Index<MeiliDocument> {
    return this.client.index<MeiliDocument>(this.options.index);
  }

  private async prepare(uid: string): Promise<void> {
    const exists = await this.client.getRawIndex(uid).then(
      () => true,
      () => false,
    );
    if (!exists) await done(this.client.createIndex(uid, { primaryKey: 'id' }));
    await done(this.client.index(uid).updateSettings(indexSettings()));
  }

  async init(): Promise<void> {
    await this.prepare(this.options.index);
  }

  private async addAll(index: Index<MeiliDocument>, docs: readonly SearchDocument[]) {
    const size = this.options.batchSize ?? 5000;
    for (let i = 0; i < docs.length; i += size)
      await done(index.addDocuments(docs.slice(i, i + size).map(toMeiliDocument)));
  }

  async upsert(docs: readonly SearchDocument[]): Promise<void> {
    await this.addAll(this.index, docs);
  }

  async remove(ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await done(this.index.deleteDocuments([...ids]));
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    const limit = Math.max(0, query.limit ?? 20);
    const offset = Math.max(0, query.offset ?? 0);
    // page mode gives exact totals; an offset off the page grid reads from the start
    const aligned = limit > 0 && offset % limit === 0;
    const base = {
      filter: meiliFilter(query.filters, query.origin, query.sort),
      sort: meiliSort(query.sort, query.origin),
      facets: query.facets ? [...query.facets] : undefined,
      attributesToRetrieve: RETRIEVED as string[],
      matchingStrategy: 'all' as const,
      hitsPerPage: aligned ? limit : offset + limit,
      page: aligned ? offset / limit + 1 : 1,
    };
    const queries = meiliQueries(query.text);
    let response = await this.index.search(queries[0], base);
    for (const q of queries.slice(1)) {
      if (response.totalHits > 0) break;
      response = await this.index.search(q, base);
    }
    const hits = response.hits.map((hit) => fromMeiliHit(hit));
    const facets: SearchResult['facets'] = {};
    for (const facet of query.facets ?? [])
      facets[facet as Facet] = { ...(response.facetDistribution?.[facet] ?? {}) };
    return { hits: aligned ? hits : hits.slice(offset), total: response.totalHits, facets };
  }

  async count(): Promise<number> {
    return (await this.index.getStats()).numberOfDocuments;
  }

  async reset(): Promise<void> {
    await done(this.index.deleteAllDocuments());
  }

  /** Fills a new index, swaps it with the live one, deletes the old contents. */
  async rebuild(batches: AsyncIterable<readonly SearchDocument[]>): Promise<{ count: number }> {
    const building = `${this.options.index}_build_${Date.now()}`;
    await this.prepare(this.options.index);
    await this.prepare(building);
    const target = this.client.index<MeiliDocument>(building);
    try {
      for await (const batch of batches) await this.addAll(target, batch);
      await done(
        this.client.swapIndexes([{ indexes: [this.options.index, building], rename: false }]),
      );
    } finally {
      await done(this.client.deleteIndex(building)).catch(() => undefined);
    }
    return { count: await this.count() };
  }

  /** Deletes the live index (tests clean up with it). */
  async drop(): Promise<void> {
    await done(this.client.deleteIndex(this.options.index)).catch(() => undefined);
  }

  async close(): Promise<void> {
    // HTTP only: nothing to close
  }
}

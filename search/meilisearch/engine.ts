import {
  Meilisearch,
  type Index,
  type MultiSearchParams,
  type SearchParams,
  type SearchResponse,
} from 'meilisearch';
import type {
  Facet,
  LocateQuery,
  LocateResult,
  SearchDocument,
  SearchQuery,
  SearchResult,
} from '@core/contracts/search';
import type { SearchEngine, SearchReadiness } from '../engine';
import {
  fromMeiliHit,
  meiliFilter,
  meiliQueries,
  meiliSort,
  RETRIEVED,
  toMeiliDocument,
  type MeiliDocument,
} from './documents';
import {
  ABANDONED_BUILD_MS,
  buildIndexName,
  checkServerVersion,
  deleteIndex,
  done,
  dropBuildIndexes,
  ensureIndex,
  indexExists,
} from './lifecycle';
import { indexSettings } from './settings';

export interface MeilisearchOptions {
  host: string;
  apiKey?: string;
  /** uid of the live index */
  index: string;
  /** documents per addDocuments call */
  batchSize?: number;
}

/** positions per request when the map asks for every match */
const LOCATE_PAGE = 20_000;

/**
 * Meilisearch behind the SearchEngine contract. Names and locations are
 * normalised with the shared knowledge before indexing, and queries the same
 * way, so both engines agree on what matches.
 */
export class MeilisearchEngine implements SearchEngine {
  readonly kind = 'meilisearch' as const;
  private readonly client: Meilisearch;
  private versionChecked: Promise<string> | null = null;

  constructor(private readonly options: MeilisearchOptions) {
    this.client = new Meilisearch({ host: options.host, apiKey: options.apiKey });
  }

  private get index(): Index<MeiliDocument> {
    return this.client.index<MeiliDocument>(this.options.index);
  }

  /** The server version, checked once per engine; an older server is refused. */
  private checkVersion(): Promise<string> {
    this.versionChecked ??= checkServerVersion(this.client, this.options.host).catch((error) => {
      this.versionChecked = null;
      throw error;
    });
    return this.versionChecked;
  }

  /** Creates the index if missing and applies the settings (a no-op when they are unchanged). */
  private async prepare(uid: string): Promise<void> {
    await ensureIndex(this.client, uid);
    await done(this.client.index(uid).updateSettings(indexSettings()));
  }

  async init(): Promise<void> {
    await this.checkVersion();
    await this.prepare(this.options.index);
    // a rebuild whose process died left its index behind
    const now = Date.now();
    await dropBuildIndexes(
      this.client,
      this.options.index,
      (startedAt) => now - startedAt > ABANDONED_BUILD_MS,
    );
  }

  private async addAll(index: Index<MeiliDocument>, docs: readonly SearchDocument[]) {
    const size = this.options.batchSize ?? 5000;
    for (let i = 0; i < docs.length; i += size)
      await done(
        index.addDocuments(docs.slice(i, i + size).map(toMeiliDocument), { primaryKey: 'id' }),
      );
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
      matchingStrategy: 'all',
      hitsPerPage: aligned ? limit : offset + limit,
      page: aligned ? offset / limit + 1 : 1,
    } satisfies SearchParams;
    const [all, ...fewer] = meiliQueries(query.text);
    let response: SearchResponse<MeiliDocument> = await this.index.search(all, base);
    if (!response.totalHits && fewer.length > 0) {
      // Meilisearch's 'last' strategy would count schools that have one word of five:
      // ask for every shorter query at once and keep the longest that finds something
      const { results } = await this.client.multiSearch<MultiSearchParams, MeiliDocument>({
        queries: fewer.map((q) => ({ indexUid: this.options.index, q, ...base })),
      });
      response = results.find((r) => (r.totalHits ?? 0) > 0) ?? response;
    }
    const hits = response.hits.map((hit) => fromMeiliHit(hit));
    const facets: SearchResult['facets'] = {};
    for (const facet of query.facets ?? [])
      facets[facet as Facet] = { ...(response.facetDistribution?.[facet] ?? {}) };
    return { hits: aligned ? hits : hits.slice(offset), total: response.totalHits ?? 0, facets };
  }

  /**
   * Every match with a position, a page of ids and positions at a time (the
   * map needs all of them; maxTotalHits allows it). The box is Meilisearch's
   * _geoBoundingBox; without one, hasGeo leaves out schools without a position.
   */
  async locate(query: LocateQuery): Promise<LocateResult> {
    const filter = [...meiliFilter(query.filters, query.origin), 'hasGeo = true'];
    const [all = '', ...fewer] = meiliQueries(query.text);
    const page = async (q: string, n: number) => {
      const params = {
        filter,
        attributesToRetrieve: ['id', 'lat', 'lng'],
        matchingStrategy: 'all',
        hitsPerPage: LOCATE_PAGE,
        page: n,
      } satisfies SearchParams;
      const response: SearchResponse<MeiliDocument> = await this.index.search(q, params);
      return response;
    };
    let text = all;
    let first = await page(text, 1);
    for (const shorter of first.totalHits ? [] : fewer) {
      // as search(): the longest shorter query that finds something
      first = await page(shorter, 1);
      text = shorter;
      if (first.totalHits) break;
    }
    const points = first.hits.map(({ id, lat, lng }) => ({ id, lat: lat!, lng: lng! }));
    for (let n = 2; n <= (first.totalPages ?? 1); n++)
      for (const { id, lat, lng } of (await page(text, n)).hits)
        points.push({ id, lat: lat!, lng: lng! });
    return { total: points.length, points };
  }

  /** The index lives in the server: nothing to load in this process. */
  readiness(): SearchReadiness {
    return { ready: true };
  }

  async count(): Promise<number> {
    return (await this.index.getStats()).numberOfDocuments;
  }

  async reset(): Promise<void> {
    await done(this.index.deleteAllDocuments());
  }

  /**
   * Fills a new index (with the current settings), then swaps it with the live
   * one and deletes the old contents. The live index keeps serving, settings
   * and all, until the swap. Rebuilds run one at a time (the caller's lock), so
   * any other build index is a leftover of a rebuild that died.
   */
  async rebuild(batches: AsyncIterable<readonly SearchDocument[]>): Promise<{ count: number }> {
    await this.checkVersion();
    const live = this.options.index;
    await dropBuildIndexes(this.client, live, () => true);
    const building = buildIndexName(live, Date.now());
    await this.prepare(building);
    const target = this.client.index<MeiliDocument>(building);
    try {
      for await (const batch of batches) await this.addAll(target, batch);
      // a fresh install has no live index yet: the build becomes it
      const rename = !(await indexExists(this.client, live));
      await done(
        this.client.swapIndexes([
          { indexes: rename ? [building, live] : [live, building], rename },
        ]),
      );
    } finally {
      await deleteIndex(this.client, building).catch(() => undefined);
    }
    return { count: await this.count() };
  }

  /** Deletes the live index (tests clean up with it). */
  async drop(): Promise<void> {
    await deleteIndex(this.client, this.options.index).catch(() => undefined);
  }

  async close(): Promise<void> {
    // HTTP only: nothing to close
  }
}

import type postgres from 'postgres';
import type {
  LocateQuery,
  LocateResult,
  SearchDocument,
  SearchQuery,
  SearchResult,
} from '@core/contracts/search';
import { SearchLoadingError, type SearchEngine, type SearchReadiness } from '../engine';
import { Replica } from './replica';
import { fetchDocs, type LoadProgress } from './pg-store/reads';
import { countDocs, readState, RETIRED_GRACE_MS } from './pg-store/tables';
import {
  createGeneration,
  dropOldGenerations,
  loadDocs,
  removeDocs,
  swapGeneration,
  writeDocs,
} from './pg-store/writes';

/** documents per statement: one JSON parameter each */
const WRITE_BATCH = 1000;

/** Waits between attempts to load the replica while PostgreSQL is away: growing, capped. */
const LOAD_RETRY_MS = { first: 1000, max: 30_000 };

export interface InMemoryEngineOptions {
  /**
   * When the in-memory replica is loaded. `true`: init() returns once it is
   * (tests, benchmarks). `'background'`: init() starts the load and returns at
   * once; searches answer SearchLoadingError until it is done, and a failed
   * load is tried again (the api, which serves what needs no search
   * meanwhile). Otherwise: on the first search (writers).
   */
  preload?: boolean | 'background';
  pollMs?: number;
  onError?: (error: unknown) => void;
  /** the first load's progress (the api logs it) */
  onProgress?: (progress: LoadProgress) => void;
}

/**
 * The built-in engine (DESIGN §4): an in-memory index, PostgreSQL-backed. PostgreSQL holds the documents of each index
 * generation; queries run against this process's in-memory replica (see
 * replica.ts and index/), and only the hits' documents are read back.
 */
export class InMemorySearchEngine implements SearchEngine {
  readonly kind = 'in-memory' as const;
  private readonly replica: Replica;
  private cleanup: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly sql: postgres.Sql,
    private readonly options: InMemoryEngineOptions = {},
  ) {
    this.replica = new Replica(sql, {
      pollMs: options.pollMs ?? 1000,
      onError: options.onError ?? ((error) => console.error('search replica:', error)),
      onProgress: options.onProgress,
    });
  }

  async init(): Promise<void> {
    if (this.options.preload === 'background') {
      void this.warm();
      return;
    }
    await readState(this.sql);
    await dropOldGenerations(this.sql).catch(() => undefined);
    if (this.options.preload) await this.replica.ready();
  }

  /** Loads the replica in the background, again and again while PostgreSQL is away. */
  private async warm(): Promise<void> {
    let wait = LOAD_RETRY_MS.first;
    while (!this.closed) {
      try {
        await dropOldGenerations(this.sql).catch(() => undefined);
        await this.replica.ready();
        return;
      } catch (error) {
        if (this.replica.current) return; // loaded; only the first catch-up failed
        this.replica.reportError(error);
        await new Promise((resolve) => setTimeout(resolve, wait).unref());
        wait = Math.min(wait * 2, LOAD_RETRY_MS.max);
      }
    }
  }

  readiness(): SearchReadiness {
    if (this.options.preload !== 'background' || this.replica.current) return { ready: true };
    const progress = this.replica.progress;
    return { ready: false, loaded: progress?.loaded ?? 0, total: progress?.total };
  }

  async upsert(docs: readonly SearchDocument[]): Promise<void> {
    for (let i = 0; i < docs.length; i += WRITE_BATCH)
      await writeDocs(this.sql, docs.slice(i, i + WRITE_BATCH));
    // read your own writes: this process's replica has them when upsert returns
    await this.replica.sync();
  }

  async remove(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await removeDocs(this.sql, ids);
    await this.replica.sync();
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    const readiness = this.readiness();
    if (!readiness.ready) throw new SearchLoadingError(readiness);
    const loaded = await this.replica.ready();
    const found = loaded.searcher.search(query);
    let docs = new Map<number, SearchDocument>();
    if (found.ids.length > 0) {
      try {
        docs = await fetchDocs(this.sql, loaded.generation, found.ids);
      } catch {
        // the generation this replica serves was dropped while it switched over
        docs = await fetchDocs(this.sql, (await readState(this.sql)).generation, found.ids);
      }
    }
    const hits = found.ids.flatMap((id) => docs.get(id) ?? []);
    return { hits, total: found.total, facets: found.facets };
  }

  /** Straight from the replica's columns: no document is read back. */
  async locate(query: LocateQuery): Promise<LocateResult> {
    const readiness = this.readiness();
    if (!readiness.ready) throw new SearchLoadingError(readiness);
    const loaded = await this.replica.ready();
    const found = loaded.searcher.locate(query);
    const points = found.ids.map((id, i) => ({ id, lat: found.lat[i]!, lng: found.lng[i]! }));
    return { total: points.length, points };
  }

  async count(): Promise<number> {
    const loaded = this.replica.current;
    if (loaded) {
      await this.replica.sync();
      return this.replica.current!.index.liveCount;
    }
    // still loading (health checks poll this): the total of the snapshot being loaded
    const total = this.replica.progress?.total;
    if (total !== undefined) return total;
    return countDocs(this.sql, (await readState(this.sql)).generation);
  }

  async reset(): Promise<void> {
    const generation = await createGeneration(this.sql);
    await swapGeneration(this.sql, generation);
    await this.afterSwap();
  }

  async rebuild(batches: AsyncIterable<readonly SearchDocument[]>): Promise<{ count: number }> {
    await dropOldGenerations(this.sql).catch(() => undefined);
    const generation = await createGeneration(this.sql);
    try {
      for await (const batch of batches)
        for (let i = 0; i < batch.length; i += WRITE_BATCH)
          await loadDocs(this.sql, generation, batch.slice(i, i + WRITE_BATCH));
    } catch (error) {
      // leave nothing half-built behind; the live generation is untouched
      await this.sql
        .begin(async (tx) => {
          await tx.unsafe(`DROP TABLE IF EXISTS search_docs_${generation}`);
          await tx`DELETE FROM search_generations WHERE id = ${generation}`;
        })
        .catch(() => undefined);
      throw error;
    }
    const count = await countDocs(this.sql, generation);
    await swapGeneration(this.sql, generation);
    await this.afterSwap();
    return { count };
  }

  /** This process moves to the new generation; the old table goes once others have too. */
  private async afterSwap(): Promise<void> {
    await this.replica.sync();
    if (this.cleanup) clearTimeout(this.cleanup);
    this.cleanup = setTimeout(
      () => void dropOldGenerations(this.sql).catch(() => undefined),
      RETIRED_GRACE_MS + 1000,
    );
    this.cleanup.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.cleanup) clearTimeout(this.cleanup);
    // a load still running ends with the pool, which the owner closes next
    await this.replica.close();
  }
}

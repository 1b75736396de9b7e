import type postgres from 'postgres';
import type { LoadProgress } from './in-memory/pg-store/reads';
import type { SearchEngine } from './engine';
import { searchEngineKind, type SearchConfig } from './config';
import { MeilisearchEngine } from './meilisearch/engine';
import { InMemorySearchEngine } from './in-memory/engine';

export interface SearchEngineDeps {
  /**
   * The built-in engine keeps its documents and change log in PostgreSQL and
   * its index in this process's memory. This is the process's pool from
   * db/client (camelCased columns, int8 as number).
   */
  sql: postgres.Sql;
  /**
   * Built-in engine: load the in-memory index in init() (`true`: init waits
   * for it), or start loading it there and answer searches once it is done
   * (`'background'`: the api, which serves what needs no search meanwhile),
   * rather than on the first search (writers: worker, CLIs).
   */
  preload?: boolean | 'background';
  /** where the built-in engine reports background sync failures */
  onError?: (error: unknown) => void;
  /** the built-in engine's start-up load, after each batch */
  onProgress?: (progress: LoadProgress) => void;
}

/** Meilisearch when configured, the built-in engine (in-memory index, PostgreSQL-backed) otherwise. */
export async function createSearchEngine(
  config: SearchConfig,
  deps: SearchEngineDeps,
): Promise<SearchEngine> {
  if (searchEngineKind(config) === 'meilisearch') {
    if (!config.MEILI_URL) throw new Error('SEARCH_ENGINE=meilisearch needs MEILI_URL');
    return new MeilisearchEngine({
      host: config.MEILI_URL,
      apiKey: config.MEILI_KEY,
      index: config.SEARCH_INDEX,
    });
  }
  return new InMemorySearchEngine(deps.sql, {
    preload: deps.preload,
    onError: deps.onError,
    onProgress: deps.onProgress,
  });
}

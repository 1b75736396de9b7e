import type postgres from 'postgres';
import type { SearchEngine } from './engine';
import { searchEngineKind, type SearchConfig } from './config';

export interface SearchEngineDeps {
  /**
   * The built-in engine keeps its index in PostgreSQL. This is the process's
   * pool from db/client (camelCased columns, int8 as number).
   */
  sql: postgres.Sql;
}

/** Meilisearch when configured, the built-in PostgreSQL engine otherwise. */
export async function createSearchEngine(
  config: SearchConfig,
  deps: SearchEngineDeps,
): Promise<SearchEngine> {
  const kind = searchEngineKind(config);
  void deps;
  throw new Error(`search engine '${kind}' is not implemented yet`);
}

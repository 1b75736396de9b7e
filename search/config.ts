import { z } from 'zod';
import type { SearchEngineKind } from './engine';

export const searchEnvSchema = z.object({
  /**
   * 'in-memory' (built in, default: an in-memory index in each process, PostgreSQL-backed)
   * or 'meilisearch' (needs MEILI_URL); 'postgres' is the built-in engine's former name
   */
  SEARCH_ENGINE: z
    .enum(['in-memory', 'postgres', 'meilisearch'])
    .transform((kind) => (kind === 'postgres' ? 'in-memory' : kind))
    .optional(),
  MEILI_URL: z.string().url('MEILI_URL must be a URL').optional(),
  MEILI_KEY: z.string().optional(),
  /** index name in Meilisearch; a suffix keeps test runs apart */
  SEARCH_INDEX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/)
    .default('schools'),
});
export type SearchConfig = z.output<typeof searchEnvSchema>;

/** Meilisearch when configured, the built-in engine otherwise. */
export function searchEngineKind(config: SearchConfig): SearchEngineKind {
  return config.SEARCH_ENGINE ?? (config.MEILI_URL ? 'meilisearch' : 'in-memory');
}

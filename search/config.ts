import { z } from 'zod';

export const searchEnvSchema = z.object({
  /** 'postgres' (built in, default) or 'meilisearch' (needs MEILI_URL) */
  SEARCH_ENGINE: z.enum(['postgres', 'meilisearch']).optional(),
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
export function searchEngineKind(config: SearchConfig): 'postgres' | 'meilisearch' {
  return config.SEARCH_ENGINE ?? (config.MEILI_URL ? 'meilisearch' : 'postgres');
}

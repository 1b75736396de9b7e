import { z } from 'zod';
import { parseConfig } from '@core/config';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/biaya_sekolah';

export const dbEnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .url('DATABASE_URL must be a postgres:// URL')
    .default(DEFAULT_DATABASE_URL),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
});

/** For command-line tools that only need the database. */
export function databaseUrlFromEnv(env: Record<string, string | undefined> = process.env): string {
  return parseConfig(dbEnvSchema, env).DATABASE_URL;
}

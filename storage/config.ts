import { z } from 'zod';

export const storageEnvSchema = z.object({
  /** 's3' when S3_ENDPOINT or S3_BUCKET is set, 'local' (./data/objects) otherwise */
  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  STORAGE_DIR: z.string().default('./data/objects'),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL').optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export type StorageConfig = z.output<typeof storageEnvSchema>;

export function storageDriver(config: StorageConfig): 'local' | 's3' {
  return config.STORAGE_DRIVER ?? (config.S3_ENDPOINT || config.S3_BUCKET ? 's3' : 'local');
}

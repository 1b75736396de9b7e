import { z } from 'zod';

export const storageEnvSchema = z.object({
  /** 's3' when S3_ENDPOINT or S3_BUCKET is set, 'local' (./data/objects) otherwise */
  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  STORAGE_DIR: z.string().default('./data/objects'),
  /**
   * Local driver: signs the api's upload and download URLs (HMAC). Required
   * in production; api and worker must share it. Unset elsewhere: a random
   * secret per process (URLs signed by one process fail in another).
   */
  STORAGE_SIGNING_SECRET: z
    .string()
    .min(32, 'STORAGE_SIGNING_SECRET must be at least 32 characters')
    .optional(),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL').optional(),
  /** S3_ENDPOINT as browsers reach it, when they cannot use S3_ENDPOINT (MinIO in docker compose) */
  S3_PUBLIC_ENDPOINT: z.string().url('S3_PUBLIC_ENDPOINT must be a URL').optional(),
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

/** Problems that stop a start-up, each with the variable to fix. */
export function storageConfigProblems(
  env: StorageConfig & { NODE_ENV: 'development' | 'test' | 'production' },
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (storageDriver(env) === 's3') {
    if (!env.S3_BUCKET)
      problems.push({ path: 'S3_BUCKET', message: 'the s3 storage driver needs S3_BUCKET' });
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      problems.push({
        path: 'S3_ACCESS_KEY_ID',
        message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
      });
  } else if (env.NODE_ENV === 'production' && !env.STORAGE_SIGNING_SECRET) {
    problems.push({
      path: 'STORAGE_SIGNING_SECRET',
      message:
        'production with local storage needs STORAGE_SIGNING_SECRET (32+ random characters, the same for api and worker) to sign upload and download URLs',
    });
  }
  return problems;
}

import { randomBytes } from 'node:crypto';
import { storageDriver, type StorageConfig } from './config';
import { LocalDiskStorage } from './local-disk';
import { S3ObjectStorage } from './s3';
import type { ObjectStorage } from './storage';

export interface ObjectStorageDeps {
  /**
   * Local driver: the api's address as browsers reach it (PUBLIC_URL), for
   * absolute upload and download URLs. Unset: root-relative URLs.
   */
  publicUrl?: string;
  /** told once when the local driver signs with a secret made up for this process */
  onWarning?: (message: string) => void;
}

/** S3 when configured (STORAGE_DRIVER, S3_ENDPOINT or S3_BUCKET), local disk otherwise. */
export function createObjectStorage(
  config: StorageConfig,
  deps: ObjectStorageDeps = {},
): ObjectStorage {
  if (storageDriver(config) === 's3') {
    if (!config.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
    return new S3ObjectStorage({
      ...(config.S3_ENDPOINT && { endpoint: config.S3_ENDPOINT }),
      ...(config.S3_PUBLIC_ENDPOINT && { publicEndpoint: config.S3_PUBLIC_ENDPOINT }),
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      ...(config.S3_ACCESS_KEY_ID && { accessKeyId: config.S3_ACCESS_KEY_ID }),
      ...(config.S3_SECRET_ACCESS_KEY && { secretAccessKey: config.S3_SECRET_ACCESS_KEY }),
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  let secret = config.STORAGE_SIGNING_SECRET;
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    deps.onWarning?.(
      'STORAGE_SIGNING_SECRET is unset: upload and download URLs are signed with a secret made up for this process, so URLs made by another process (api or worker) are refused. Set it when running more than one process.',
    );
  }
  return new LocalDiskStorage({
    dir: config.STORAGE_DIR,
    signingSecret: secret,
    ...(deps.publicUrl !== undefined && { baseUrl: deps.publicUrl }),
  });
}

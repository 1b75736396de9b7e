import { describe, expect, it } from 'vitest';
import { storageConfigProblems, storageDriver, storageEnvSchema } from './config';
import { createObjectStorage } from './factory';
import { LocalDiskStorage } from './local-disk';
import { S3ObjectStorage } from './s3';

const parse = (env: Record<string, string>) => storageEnvSchema.parse(env);
const paths = (env: Record<string, string>, nodeEnv: 'development' | 'production') =>
  storageConfigProblems({ ...parse(env), NODE_ENV: nodeEnv }).map((problem) => problem.path);

describe('storage config', () => {
  it('uses local disk unless S3 is configured', () => {
    expect(storageDriver(parse({}))).toBe('local');
    expect(storageDriver(parse({ S3_BUCKET: 'b' }))).toBe('s3');
    expect(storageDriver(parse({ S3_ENDPOINT: 'http://127.0.0.1:9000' }))).toBe('s3');
    expect(storageDriver(parse({ S3_BUCKET: 'b', STORAGE_DRIVER: 'local' }))).toBe('local');
  });

  it('needs a signing secret for local storage in production only', () => {
    expect(paths({}, 'production')).toEqual(['STORAGE_SIGNING_SECRET']);
    expect(paths({}, 'development')).toEqual([]);
    expect(paths({ STORAGE_SIGNING_SECRET: 'x'.repeat(32) }, 'production')).toEqual([]);
    expect(() => parse({ STORAGE_SIGNING_SECRET: 'short' })).toThrow(/32 characters/);
  });

  it('needs a bucket and both S3 keys or neither for S3', () => {
    expect(paths({ STORAGE_DRIVER: 's3' }, 'development')).toEqual(['S3_BUCKET']);
    expect(paths({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, 'production')).toEqual([
      'S3_ACCESS_KEY_ID',
    ]);
    expect(paths({ S3_BUCKET: 'b' }, 'production')).toEqual([]);
  });
});

describe('createObjectStorage', () => {
  it('warns when the local driver makes up its signing secret', () => {
    const warnings: string[] = [];
    const storage = createObjectStorage(parse({}), { onWarning: (m) => warnings.push(m) });
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect(warnings).toEqual([expect.stringContaining('STORAGE_SIGNING_SECRET')]);
    createObjectStorage(parse({ STORAGE_SIGNING_SECRET: 'y'.repeat(32) }), {
      onWarning: (m) => warnings.push(m),
    });
    expect(warnings).toHaveLength(1);
  });

  it('signs URLs of one process so another with the same secret accepts them', async () => {
    const env = parse({ STORAGE_SIGNING_SECRET: 'z'.repeat(32) });
    const worker = createObjectStorage(env) as LocalDiskStorage;
    const api = createObjectStorage(env, {
      publicUrl: 'http://localhost:3000',
    }) as LocalDiskStorage;
    const url = new URL(
      await worker.createDownloadUrl('exports/e1.csv', { fileName: 'e.csv', expiresInSeconds: 60 }),
      'http://localhost:3000',
    );
    expect(api.verifyDownload('exports/e1.csv', Object.fromEntries(url.searchParams)).ok).toBe(
      true,
    );
  });

  it('builds the S3 driver from the S3 variables', async () => {
    const storage = createObjectStorage(
      parse({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'biaya' }),
    );
    expect(storage).toBeInstanceOf(S3ObjectStorage);
    expect((storage as S3ObjectStorage).bucket).toBe('biaya');
    await storage.close();
  });
});

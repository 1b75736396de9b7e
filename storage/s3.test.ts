import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeObjectStorageContract } from '@tests/support/storage/contract';
import { S3ObjectStorage, type S3StorageOptions } from './s3';
import { startTestS3, type TestS3 } from '@tests/support/storage/s3-test-server';

// Against S3_ENDPOINT when set, else an in-process s3rver (see tests/support/storage/s3-test-server.ts).
const optionsFor = (server: TestS3): S3StorageOptions => ({
  endpoint: server.endpoint,
  region: server.region,
  bucket: server.bucket,
  accessKeyId: server.accessKeyId,
  secretAccessKey: server.secretAccessKey,
  forcePathStyle: true,
});

describeObjectStorageContract('S3', async () => {
  const server = await startTestS3();
  console.warn(`storage/s3.test.ts: the S3 contract runs against ${server.description}`);
  const storage = new S3ObjectStorage(optionsFor(server));
  return {
    storage,
    signatureParam: 'X-Amz-Signature',
    async close() {
      await storage.close();
      await server.close();
    },
  };
});

describe('S3 storage with a public endpoint', () => {
  let server: TestS3;
  let storage: S3ObjectStorage;
  let split: S3ObjectStorage;

  beforeAll(async () => {
    server = await startTestS3();
    storage = new S3ObjectStorage(optionsFor(server));
    await storage.init({ createBucket: true });
    // this process cannot reach its endpoint; only browsers use the public one
    split = new S3ObjectStorage({
      ...optionsFor(server),
      endpoint: 'http://127.0.0.1:9',
      publicEndpoint: server.endpoint,
    });
  });
  afterAll(async () => {
    await storage?.delete('public-endpoint/a.txt');
    await split?.close();
    await storage?.close();
    await server?.close();
  });

  it('signs browser URLs for the public endpoint', async () => {
    const upload = await split.createUploadUrl('public-endpoint/a.txt', {
      maxBytes: 10,
      expiresInSeconds: 60,
    });
    expect(upload.url.startsWith(`${server.endpoint}/`)).toBe(true);
    const put = await fetch(upload.url, { method: 'PUT', body: 'halo', headers: upload.headers });
    expect(put.status).toBe(200);
    const download = await split.createDownloadUrl('public-endpoint/a.txt', {
      fileName: 'a.txt',
      expiresInSeconds: 60,
    });
    expect(await (await fetch(download)).text()).toBe('halo');
  });

  it('refuses to start without the bucket unless asked to create it', async (ctx) => {
    if (process.env.S3_ENDPOINT)
      ctx.skip('creates a bucket: runs only against the in-process s3rver, not S3_ENDPOINT');
    const missing = new S3ObjectStorage({
      ...optionsFor(server),
      bucket: `missing-${Date.now().toString(36)}`,
    });
    try {
      await expect(missing.init({ createBucket: false })).rejects.toThrow(/does not exist/);
      await missing.init({ createBucket: true });
      await expect(missing.init({ createBucket: false })).resolves.toBeUndefined();
    } finally {
      await missing.close();
    }
  });
});

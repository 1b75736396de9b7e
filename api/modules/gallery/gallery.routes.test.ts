import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImageUrl, galleryListSchema } from '@core/contracts/gallery';
import { insertGalleryImage } from '@db/queries/gallery';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { startTestS3, type TestS3 } from '@tests/support/storage/s3-test-server';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';

// the 8-byte PNG signature plus a few bytes: enough for a content check
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/**
 * A browser revalidating its cached copy. Not fetch: fetch adds
 * Cache-Control: no-cache to a request with If-None-Match, which asks for a full answer.
 */
function revalidate(url: string, etag: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'If-None-Match': etag } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      })
      .on('error', reject);
  });
}

let db: TestDatabase;
let api: TestApi;
let storageDir: string;
let withImages: number;
let withoutImages: number;

beforeAll(async () => {
  db = await createTestDatabase('gallery');
  await seedRegions(db.sql);
  [withImages, withoutImages] = (await seedSchools(db.sql, { count: 2 })) as [number, number];
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-gallery-'));
  fs.mkdirSync(path.join(storageDir, 'gallery', String(withImages)), { recursive: true });
  fs.writeFileSync(path.join(storageDir, 'gallery', String(withImages), 'kelas.png'), PNG);
  // a file next to the gallery folder that must never be reachable
  fs.writeFileSync(path.join(storageDir, 'secret.png'), PNG);
  // inserted out of order: the list follows position, then id
  await insertGalleryImage(db.sql, {
    schoolId: withImages,
    objectPath: `${withImages}/lapangan.png`,
    fileName: 'lapangan.png',
    position: 2,
  });
  await insertGalleryImage(db.sql, {
    schoolId: withImages,
    objectPath: `${withImages}/kelas.png`,
    fileName: 'kelas.png',
    description: 'Ruang kelas',
    position: 1,
  });
  api = await startTestApi(db, {
    env: { STORAGE_DIR: storageDir },
  });
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
  if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
});

describe('GET /api/schools/:schoolId/gallery', () => {
  it('lists the images in display order', async () => {
    const res = await api.fetch(`/api/schools/${withImages}/gallery`);
    expect(res.status).toBe(200);
    const images = galleryListSchema.parse(await res.json());
    expect(images.map((image) => [image.fileName, image.description])).toEqual([
      ['kelas.png', 'Ruang kelas'],
      ['lapangan.png', null],
    ]);
  });

  it('answers an empty list for a school without images', async () => {
    const res = await api.fetch(`/api/schools/${withoutImages}/gallery`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('answers 400 for a bad id and 404 for an unknown school, in Indonesian', async () => {
    const bad = await api.fetch('/api/schools/0/gallery');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'ID tidak valid' });
    const missing = await api.fetch('/api/schools/987654/gallery');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Sekolah tidak ditemukan' });
  });
});

describe('GET /gallery-images/*', () => {
  it('serves a stored image with its type and a cache lifetime', async () => {
    const res = await api.fetch(galleryImageUrl(`${withImages}/kelas.png`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/max-age=86400/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it('answers 304 when the browser already has the current image', async () => {
    const first = await api.fetch(galleryImageUrl(`${withImages}/kelas.png`));
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await revalidate(`${api.url}${galleryImageUrl(`${withImages}/kelas.png`)}`, etag!)).toBe(
      304,
    );
  });

  it('answers 404 for a listed image whose file is missing', async () => {
    const res = await api.fetch(galleryImageUrl(`${withImages}/lapangan.png`));
    expect(res.status).toBe(404);
    // outside /api errors are the not-found page
    expect(await res.text()).toContain('404 Page Not Found');
  });

  it.each([
    '/gallery-images/../secret.png',
    '/gallery-images/%2e%2e/secret.png',
    '/gallery-images/..%2fsecret.png',
    '/gallery-images/.hidden.png',
    `/gallery-images/1/kelas.svg`,
  ])('never serves %s', async (url) => {
    const res = await api.fetch(url);
    // fetch itself folds some of these to /secret.png, which no route serves
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/image/);
  });
});

describe('GET /gallery-images/* with S3 storage', () => {
  let s3: TestS3;
  let s3Api: TestApi;

  beforeAll(async () => {
    s3 = await startTestS3();
    s3Api = await startTestApi(db, {
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: s3.region,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      },
    });
    expect(s3Api.storage.kind).toBe('s3');
    await s3Api.storage.init({ createBucket: true });
    // the stored type is ignored: the extension decides what the browser is told
    await s3Api.storage.put(`gallery/${withImages}/kelas.png`, PNG, {
      contentType: 'text/html',
    });
  });
  afterAll(async () => {
    await s3Api?.storage.delete(`gallery/${withImages}/kelas.png`);
    await s3Api?.close();
    await s3?.close();
  });

  it('serves an image from the bucket, typed by its extension', async () => {
    const res = await s3Api.fetch(galleryImageUrl(`${withImages}/kelas.png`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    const url = `${s3Api.url}${galleryImageUrl(`${withImages}/kelas.png`)}`;
    expect(await revalidate(url, res.headers.get('etag')!)).toBe(304);
  });

  it('answers 404 for an image the bucket does not have', async () => {
    const res = await s3Api.fetch(galleryImageUrl(`${withImages}/lapangan.png`));
    expect(res.status).toBe(404);
    // outside /api errors are the not-found page
    expect(await res.text()).toContain('404 Page Not Found');
  });
});

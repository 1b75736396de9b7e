import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImageUrl, galleryListSchema } from '@core/contracts/gallery';
import { insertGalleryImage } from '@db/queries/gallery';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';

// the 8-byte PNG signature plus a few bytes: enough for a content check
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

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

  it('answers 404 for a listed image whose file is missing', async () => {
    const res = await api.fetch(galleryImageUrl(`${withImages}/lapangan.png`));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Gambar tidak ditemukan' });
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

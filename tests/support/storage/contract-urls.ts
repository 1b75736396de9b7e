// Contract cases for presigned URLs: one PUT upload, the download, and expiry,
// used over real HTTP (fetch), as a browser would.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bytes,
  PDF,
  put,
  withBadSignature,
  type ContractContext,
  type StorageHarness,
} from './contract-support';
import type { ObjectStorage } from '@storage/storage';

export function uploadUrlCases(suite: ContractContext): void {
  const { key } = suite;

  describe('upload URL (one PUT from the browser)', () => {
    let storage: ObjectStorage;
    let harness: StorageHarness;
    beforeAll(() => {
      storage = suite.storage;
      harness = suite.harness;
    });

    it('accepts one PUT of the file within the limit, with the type the browser sends', async () => {
      const k = key('uploads/ok.pdf');
      const upload = await storage.createUploadUrl(k, { maxBytes: 1024, expiresInSeconds: 60 });
      expect(upload.method).toBe('PUT');
      expect(upload.expiresAt.getTime()).toBeGreaterThan(Date.now());
      const res = await put(upload.url, PDF, {
        ...upload.headers,
        'Content-Type': 'application/pdf',
      });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      expect(await storage.head(k)).toMatchObject({
        contentType: 'application/pdf',
        contentLength: PDF.length,
      });
      expect(await bytes(await storage.get(k))).toEqual(PDF);
      // the last path segment is the key's last segment (SPEC §3: the upload's uuid)
      expect(new URL(upload.url, 'http://relative.invalid').pathname.split('/').at(-1)).toBe(
        'ok.pdf',
      );
    });

    it('with a known length: refuses a bigger body and stores nothing', async () => {
      const k = key('uploads/exact.bin');
      const upload = await storage.createUploadUrl(k, {
        maxBytes: 64,
        contentLength: 16,
        expiresInSeconds: 60,
      });
      expect(upload.maxBytesEnforced).toBe(true);
      const bigger = await put(upload.url, Buffer.alloc(17, 1), upload.headers);
      await bigger.arrayBuffer();
      expect(bigger.status).toBeGreaterThanOrEqual(400);
      expect(bigger.status).toBeLessThan(500);
      expect(await storage.head(k)).toBeNull();
      const exact = await put(upload.url, Buffer.alloc(16, 2), upload.headers);
      await exact.arrayBuffer();
      expect(exact.status).toBe(200);
      expect(await bytes(await storage.get(k))).toEqual(Buffer.alloc(16, 2));
    });

    it('without a known length: refuses a body over maxBytes where the storage can', async () => {
      const k = key('uploads/limit.bin');
      const upload = await storage.createUploadUrl(k, { maxBytes: 32, expiresInSeconds: 60 });
      if (upload.maxBytesEnforced) {
        const over = await put(upload.url, Buffer.alloc(33, 1), upload.headers);
        await over.arrayBuffer();
        expect(over.status).toBe(413);
        expect(await storage.head(k)).toBeNull();
      } else {
        // S3 cannot limit a presigned PUT of unknown length: the caller checks
        // head(key).contentLength after the upload (see UploadUrl.maxBytesEnforced)
        expect(storage.kind).toBe('s3');
      }
      const within = await put(upload.url, Buffer.alloc(32, 3), upload.headers);
      await within.arrayBuffer();
      expect(within.status).toBe(200);
      expect((await storage.head(k))?.contentLength).toBe(32);
    });

    it('with a fixed type: refuses a PUT of another type', async () => {
      const k = key('uploads/typed.png');
      const upload = await storage.createUploadUrl(k, {
        maxBytes: 64,
        contentType: 'image/png',
        expiresInSeconds: 60,
      });
      expect(upload.headers).toEqual({ 'Content-Type': 'image/png', 'If-None-Match': '*' });
      const other = await put(upload.url, Buffer.from('<svg/>'), {
        ...upload.headers,
        'Content-Type': 'image/svg+xml',
      });
      await other.arrayBuffer();
      expect(other.status).toBe(403);
      expect(await storage.head(k)).toBeNull();
      const same = await put(upload.url, Buffer.from('png'), upload.headers);
      await same.arrayBuffer();
      expect(same.status).toBe(200);
      expect((await storage.head(k))?.contentType).toBe('image/png');
    });

    it('refuses a tampered URL: another key, another signature', async () => {
      const k = key('uploads/mine.bin');
      const other = key('uploads/theirs.bin');
      const upload = await storage.createUploadUrl(k, { maxBytes: 64, expiresInSeconds: 60 });
      const moved = upload.url.replace('/uploads/mine.bin', '/uploads/theirs.bin');
      expect(moved).not.toBe(upload.url);
      for (const url of [moved, withBadSignature(upload.url, harness.signatureParam)]) {
        const res = await put(url, Buffer.from('x'), upload.headers);
        await res.arrayBuffer();
        expect(res.status).toBe(403);
      }
      expect(await storage.head(k)).toBeNull();
      expect(await storage.head(other)).toBeNull();
    });

    it('is write-once: a second PUT to the URL is refused and the first file stays', async () => {
      const k = key('uploads/once.pdf');
      const upload = await storage.createUploadUrl(k, { maxBytes: 1024, expiresInSeconds: 60 });
      expect(upload.headers).toEqual({ 'If-None-Match': '*' });
      const first = await put(upload.url, PDF, {
        ...upload.headers,
        'Content-Type': 'application/pdf',
      });
      await first.arrayBuffer();
      expect(first.status).toBe(200);
      const swap = Buffer.from('MZ not a pdf at all');
      const second = await put(upload.url, swap, {
        ...upload.headers,
        'Content-Type': 'application/pdf',
      });
      await second.arrayBuffer();
      // 409 from the api's local route, 412 Precondition Failed from S3
      expect([409, 412]).toContain(second.status);
      // without the condition the signature (S3) or the route (local) still refuses
      const bare = await put(upload.url, swap, { 'Content-Type': 'application/pdf' });
      await bare.arrayBuffer();
      expect(bare.status).toBeGreaterThanOrEqual(400);
      expect(bare.status).toBeLessThan(500);
      expect(await bytes(await storage.get(k))).toEqual(PDF);
    });

    it('is write-once under a race: of two PUTs at once, one is stored whole', async () => {
      const k = key('uploads/race.bin');
      const upload = await storage.createUploadUrl(k, { maxBytes: 1 << 20, expiresInSeconds: 60 });
      const bodies = [Buffer.alloc(300_000, 1), Buffer.alloc(300_000, 2)];
      const answers = await Promise.all(
        bodies.map(async (body) => {
          const res = await put(upload.url, body, upload.headers);
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expect(answers.filter((status) => status === 200)).toHaveLength(1);
      const stored = await bytes(await storage.get(k));
      expect(bodies.some((body) => stored?.equals(body))).toBe(true);
    });
  });
}

export function downloadUrlCases(suite: ContractContext): void {
  const { key } = suite;

  describe('download URL', () => {
    let storage: ObjectStorage;
    let harness: StorageHarness;
    beforeAll(() => {
      storage = suite.storage;
      harness = suite.harness;
    });

    it('sends the object as an attachment under its file name', async () => {
      const k = key('exports/3f2a.csv');
      const csv = Buffer.from('npsn,nama\n20100001,SD Negeri 1\n');
      await storage.put(k, csv, { contentType: 'text/csv; charset=utf-8' });
      const url = await storage.createDownloadUrl(k, {
        fileName: 'Rincian biaya – SD Negeri 1.csv',
        expiresInSeconds: 60,
      });
      const res = await fetch(url);
      expect(res.status).toBe(200);
      const disposition = res.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment;/);
      expect(disposition).toContain(
        `filename*=UTF-8''${encodeURIComponent('Rincian biaya – SD Negeri 1.csv')}`,
      );
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(csv);
    });

    it('refuses a tampered URL and answers 404 for a missing object', async () => {
      const k = key('exports/private.csv');
      const other = key('exports/other.csv');
      await storage.put(k, Buffer.from('rahasia'), { contentType: 'text/csv' });
      await storage.put(other, Buffer.from('lain'), { contentType: 'text/csv' });
      const url = await storage.createDownloadUrl(k, { fileName: 'a.csv', expiresInSeconds: 60 });
      for (const bad of [
        url.replace('/exports/private.csv', '/exports/other.csv'),
        withBadSignature(url, harness.signatureParam),
      ]) {
        const res = await fetch(bad);
        expect(res.status).toBe(403);
        expect(await res.text()).not.toContain('lain');
      }
      const missing = await storage.createDownloadUrl(key('exports/none.csv'), {
        fileName: 'none.csv',
        expiresInSeconds: 60,
      });
      const res = await fetch(missing);
      await res.arrayBuffer();
      expect(res.status).toBe(404);
    });
  });
}

export function expiryCase(suite: ContractContext): void {
  const { key } = suite;

  it('refuses upload and download URLs once they expire', async () => {
    const { storage } = suite;
    const up = key('uploads/late.bin');
    const down = key('exports/late.csv');
    await storage.put(down, Buffer.from('telat'), { contentType: 'text/csv' });
    const upload = await storage.createUploadUrl(up, { maxBytes: 64, expiresInSeconds: 1 });
    const download = await storage.createDownloadUrl(down, {
      fileName: 'late.csv',
      expiresInSeconds: 1,
    });
    // expiry has a one-second resolution on both drivers
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const putRes = await put(upload.url, Buffer.from('x'));
    await putRes.arrayBuffer();
    expect(putRes.status).toBe(403);
    expect(await storage.head(up)).toBeNull();
    const getRes = await fetch(download);
    expect(getRes.status).toBe(403);
    expect(await getRes.text()).not.toContain('telat');
  });
}

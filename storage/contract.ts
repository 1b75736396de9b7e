// The behaviour every ObjectStorage must have, as one vitest suite. Each
// adapter's test file calls describeObjectStorageContract with a factory.
// Upload and download URLs are used over real HTTP (fetch), as a browser would.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContentLengthMismatchError,
  InvalidObjectKeyError,
  type ObjectStorage,
  type StoredObject,
} from './storage';

export interface StorageHarness {
  storage: ObjectStorage;
  /** the query parameter that carries a URL's signature ('sig', 'X-Amz-Signature') */
  signatureParam: string;
  close(): Promise<void>;
}

const PDF = Buffer.from('%PDF-1.4\n% rincian biaya\n');

async function bytes(object: StoredObject | null): Promise<Buffer | null> {
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const digest = (data: Buffer | null) => data && createHash('sha256').update(data).digest('hex');

/** The same URL with the signature's last character changed. */
function withBadSignature(url: string, param: string): string {
  const parsed = new URL(url, 'http://relative.invalid');
  const signature = parsed.searchParams.get(param);
  if (!signature) throw new Error(`no ${param} in ${url}`);
  const last = signature.at(-1) === 'a' ? 'b' : 'a';
  parsed.searchParams.set(param, signature.slice(0, -1) + last);
  return parsed.href;
}

const put = (url: string, body: Buffer, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'PUT', body, headers });

export function describeObjectStorageContract(
  name: string,
  setup: () => Promise<StorageHarness>,
): void {
  describe(`ObjectStorage contract: ${name}`, () => {
    let harness: StorageHarness;
    let storage: ObjectStorage;
    // a prefix of its own, so a shared bucket (S3_ENDPOINT) is never confused
    const prefix = `contract-${randomBytes(4).toString('hex')}`;
    const written = new Set<string>();
    const key = (name: string) => {
      const full = `${prefix}/${name}`;
      written.add(full);
      return full;
    };

    beforeAll(async () => {
      harness = await setup();
      storage = harness.storage;
      await storage.init({ createBucket: true });
    });
    afterAll(async () => {
      if (storage) for (const k of written) await storage.delete(k);
      await harness?.close();
    });

    describe('put, get, head, delete', () => {
      it('stores bytes with their type and length and reads them back', async () => {
        const k = key('docs/rincian.pdf');
        await storage.put(k, PDF, { contentType: 'application/pdf' });
        const object = await storage.get(k);
        expect(object).toMatchObject({ contentType: 'application/pdf', contentLength: PDF.length });
        expect(await bytes(object)).toEqual(PDF);
        expect(await storage.head(k)).toMatchObject({
          contentType: 'application/pdf',
          contentLength: PDF.length,
        });
      });

      it('stores a stream, with or without its length announced', async () => {
        const body = randomBytes(200_000);
        const known = key('stream-known.bin');
        const unknown = key('stream-unknown.bin');
        await storage.put(known, Readable.from([body.subarray(0, 1000), body.subarray(1000)]), {
          contentType: 'application/octet-stream',
          contentLength: body.length,
        });
        await storage.put(unknown, Readable.from([body]), { contentType: 'text/csv' });
        // compared by digest: a deep comparison of 200 kB takes a second
        expect(digest(await bytes(await storage.get(known)))).toBe(digest(body));
        expect(await storage.head(unknown)).toMatchObject({
          contentType: 'text/csv',
          contentLength: body.length,
        });
        expect(digest(await bytes(await storage.get(unknown)))).toBe(digest(body));
      });

      it('replaces an object put again under the same key', async () => {
        const k = key('replaced.txt');
        await storage.put(k, Buffer.from('lama'), { contentType: 'text/plain' });
        await storage.put(k, Buffer.from('baru!'), { contentType: 'text/markdown' });
        const object = await storage.get(k);
        expect(object).toMatchObject({ contentType: 'text/markdown', contentLength: 5 });
        expect((await bytes(object))?.toString()).toBe('baru!');
      });

      it('refuses a body whose length differs from the announced one, storing nothing', async () => {
        const k = key('wrong-length.bin');
        await expect(
          storage.put(k, Buffer.from('12345'), { contentType: 'text/plain', contentLength: 4 }),
        ).rejects.toBeInstanceOf(ContentLengthMismatchError);
        await expect(
          storage.put(k, Readable.from([Buffer.from('123')]), {
            contentType: 'text/plain',
            contentLength: 4,
          }),
        ).rejects.toThrow();
        expect(await storage.head(k)).toBeNull();
      });

      it('answers null for a missing key and deletes quietly', async () => {
        const k = key('never-written.bin');
        expect(await storage.get(k)).toBeNull();
        expect(await storage.head(k)).toBeNull();
        await expect(storage.delete(k)).resolves.toBeUndefined();
      });

      it('deletes an object', async () => {
        const k = key('deleted.txt');
        await storage.put(k, Buffer.from('x'), { contentType: 'text/plain' });
        await storage.delete(k);
        expect(await storage.get(k)).toBeNull();
        expect(await storage.head(k)).toBeNull();
      });

      it.each([
        '',
        '/etc/passwd',
        '../secret.pdf',
        'uploads/../../secret.pdf',
        'uploads/..',
        'a..b/c',
        'uploads//double.pdf',
        'uploads/',
        '.env',
        'uploads/.hidden',
        'uploads\\windows.pdf',
        'spasi di nama.pdf',
        'uploads/%2e%2e/x',
        'x'.repeat(513),
      ])('refuses the key %j everywhere', async (bad) => {
        const refused = { name: InvalidObjectKeyError.name };
        const options = { maxBytes: 10, expiresInSeconds: 60 };
        await expect(
          storage.put(bad, Buffer.from('x'), { contentType: 'text/plain' }),
        ).rejects.toMatchObject(refused);
        await expect(storage.get(bad)).rejects.toMatchObject(refused);
        await expect(storage.head(bad)).rejects.toMatchObject(refused);
        await expect(storage.delete(bad)).rejects.toMatchObject(refused);
        await expect(storage.createUploadUrl(bad, options)).rejects.toMatchObject(refused);
        await expect(
          storage.createDownloadUrl(bad, { fileName: 'x', expiresInSeconds: 60 }),
        ).rejects.toMatchObject(refused);
      });
    });

    describe('upload URL (one PUT from the browser)', () => {
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
          const over = await put(upload.url, Buffer.alloc(33, 1));
          await over.arrayBuffer();
          expect(over.status).toBe(413);
          expect(await storage.head(k)).toBeNull();
        } else {
          // S3 cannot limit a presigned PUT of unknown length: the caller checks
          // head(key).contentLength after the upload (see UploadUrl.maxBytesEnforced)
          expect(storage.kind).toBe('s3');
        }
        const within = await put(upload.url, Buffer.alloc(32, 3));
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
        expect(upload.headers).toEqual({ 'Content-Type': 'image/png' });
        const other = await put(upload.url, Buffer.from('<svg/>'), {
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
          const res = await put(url, Buffer.from('x'));
          await res.arrayBuffer();
          expect(res.status).toBe(403);
        }
        expect(await storage.head(k)).toBeNull();
        expect(await storage.head(other)).toBeNull();
      });
    });

    describe('download URL', () => {
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

    it('refuses upload and download URLs once they expire', async () => {
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
  });
}

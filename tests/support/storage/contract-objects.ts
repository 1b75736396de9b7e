// Contract cases for objects: put, get, head, delete, missing keys and key validation.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { bytes, digest, PDF, type ContractContext } from './contract-support';
import {
  ContentLengthMismatchError,
  InvalidObjectKeyError,
  ObjectExistsError,
  type ObjectStorage,
} from '@storage/storage';

export function objectCases(suite: ContractContext): void {
  const { key } = suite;

  describe('put, get, head, delete', () => {
    let storage: ObjectStorage;
    beforeAll(() => {
      storage = suite.storage;
    });

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

    it('ifAbsent: creates a missing object, refuses an existing one and keeps it', async () => {
      const k = key('once.txt');
      await storage.put(k, Buffer.from('pertama'), { contentType: 'text/plain', ifAbsent: true });
      await expect(
        storage.put(k, Buffer.from('kedua'), { contentType: 'text/plain', ifAbsent: true }),
      ).rejects.toBeInstanceOf(ObjectExistsError);
      await expect(
        storage.put(k, Readable.from([Buffer.from('ketiga')]), {
          contentType: 'text/plain',
          ifAbsent: true,
        }),
      ).rejects.toBeInstanceOf(ObjectExistsError);
      expect((await bytes(await storage.get(k)))?.toString()).toBe('pertama');
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

    it('rejects, not throws uncaught, a body that fails before it is read', async () => {
      const k = key('early-failure.bin');
      const body = new Readable({ read() {} });
      // no length announced: S3 first spools the body to a temporary file
      const writing = storage.put(k, body, { contentType: 'text/plain' });
      body.destroy(new Error('connection reset'));
      await expect(writing).rejects.toThrow('connection reset');
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
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_OBJECTS_PATH, LocalDiskStorage } from './local-disk';
import { ObjectTooLargeError, type StoredObject } from './storage';

// What the local driver does on disk and how it signs its URLs. The shared
// behaviour (put/get, URLs over HTTP) is the contract suite, run through the
// api route in api/modules/objects/local-objects.routes.test.ts.

const SECRET = 'local-disk-test-secret-0123456789abcdef';
let dir: string;
let now: number;
let storage: LocalDiskStorage;

async function text(object: StoredObject | null): Promise<string | null> {
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const leftovers = () => fs.readdirSync(path.join(dir, '.tmp'));
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const keyOf = (url: string) =>
  new URL(url, 'http://x').pathname.slice(LOCAL_OBJECTS_PATH.length + 1);

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-local-disk-'));
  now = Date.UTC(2025, 6, 1, 8, 0, 0);
  storage = new LocalDiskStorage({ dir, signingSecret: SECRET, now: () => now });
  await storage.init();
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('files on disk', () => {
  it('keeps an object at {dir}/{key} and leaves no temporary file', async () => {
    await storage.put('uploads/a1/rincian.pdf', Buffer.from('%PDF'), {
      contentType: 'application/pdf',
    });
    expect(fs.readFileSync(path.join(dir, 'uploads/a1/rincian.pdf'), 'utf8')).toBe('%PDF');
    expect(leftovers()).toEqual([]);
  });

  it('reads a file put there by hand, typed by its extension', async () => {
    fs.mkdirSync(path.join(dir, 'gallery/12'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'gallery/12/kelas.webp'), 'RIFF');
    const image = await storage.get('gallery/12/kelas.webp');
    expect(image).toMatchObject({ contentType: 'image/webp', contentLength: 4 });
    expect(await text(image)).toBe('RIFF');
    fs.writeFileSync(path.join(dir, 'gallery/12/catatan.xyz'), '?');
    expect((await storage.head('gallery/12/catatan.xyz'))?.contentType).toBe(
      'application/octet-stream',
    );
  });

  it('answers null for a folder', async () => {
    await storage.put('gallery/12/kelas.png', Buffer.from('png'), { contentType: 'image/png' });
    expect(await storage.get('gallery/12')).toBeNull();
    expect(await storage.head('gallery')).toBeNull();
  });

  it('lets readers see the old object until the new one is complete', async () => {
    await storage.put('exports/data.csv', Buffer.from('lama'), { contentType: 'text/csv' });
    const body = new PassThrough();
    const writing = storage.put('exports/data.csv', body, { contentType: 'text/csv' });
    body.write('ba');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await text(await storage.get('exports/data.csv'))).toBe('lama');
    body.end('ru');
    await writing;
    expect(await text(await storage.get('exports/data.csv'))).toBe('baru');
  });

  it('stops an upload at maxBytes, keeps the old object and cleans up', async () => {
    await storage.put('uploads/x.bin', Buffer.from('old'), { contentType: 'text/plain' });
    const chunks = [Buffer.alloc(6), Buffer.alloc(6)];
    await expect(
      storage.receive('uploads/x.bin', Readable.from(chunks), {
        contentType: 'text/plain',
        maxBytes: 10,
      }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await text(await storage.get('uploads/x.bin'))).toBe('old');
    expect(leftovers()).toEqual([]);
  });

  it('cleans up when the body fails half way', async () => {
    const body = new Readable({ read() {} });
    // the write starts reading (a 'resume' listener does not start the flow itself)
    const reading = once(body, 'resume');
    const writing = storage.put('uploads/broken.bin', body, { contentType: 'text/plain' });
    body.push('half');
    await reading;
    body.destroy(new Error('connection reset'));
    await expect(writing).rejects.toThrow('connection reset');
    expect(await storage.head('uploads/broken.bin')).toBeNull();
    expect(leftovers()).toEqual([]);
  });

  it('rejects, not throws uncaught, when the body fails before the write reads it', async () => {
    const body = new Readable({ read() {} });
    const writing = storage.put('uploads/early.bin', body, { contentType: 'text/plain' });
    // while the write still makes its temporary folder
    body.destroy(new Error('connection reset'));
    await expect(writing).rejects.toThrow('connection reset');
    expect(await storage.head('uploads/early.bin')).toBeNull();
    expect(leftovers()).toEqual([]);
  });

  it('stores an unusable content type as application/octet-stream', async () => {
    await storage.put('uploads/t.bin', Buffer.from('x'), { contentType: 'text/html\r\nX-A: b' });
    expect((await storage.head('uploads/t.bin'))?.contentType).toBe('application/octet-stream');
  });
});

describe('signed URLs', () => {
  it('are root-relative without a base URL and absolute with one', async () => {
    const relative = await storage.createDownloadUrl('exports/a.csv', {
      fileName: 'a.csv',
      expiresInSeconds: 60,
    });
    expect(relative.startsWith(`${LOCAL_OBJECTS_PATH}/exports/a.csv?`)).toBe(true);
    const absolute = new LocalDiskStorage({
      dir,
      signingSecret: SECRET,
      baseUrl: 'https://biayasekolah.example/',
    });
    const upload = await absolute.createUploadUrl('uploads/u1', {
      maxBytes: 10,
      expiresInSeconds: 60,
    });
    expect(
      upload.url.startsWith(`https://biayasekolah.example${LOCAL_OBJECTS_PATH}/uploads/u1?`),
    ).toBe(true);
  });

  it('grant what they were made for until they expire', async () => {
    const upload = await storage.createUploadUrl('uploads/u1.pdf', {
      maxBytes: 20_971_520,
      contentType: 'application/pdf',
      contentLength: 1234,
      expiresInSeconds: 900,
    });
    expect(upload.expiresAt).toEqual(new Date(now + 900_000));
    const query = queryOf(upload.url);
    expect(storage.verifyUpload(keyOf(upload.url), query)).toEqual({
      ok: true,
      grant: { maxBytes: 20_971_520, contentType: 'application/pdf', contentLength: 1234 },
    });
    now += 900_000;
    expect(storage.verifyUpload('uploads/u1.pdf', query).ok).toBe(true);
    now += 1000;
    expect(storage.verifyUpload('uploads/u1.pdf', query)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['a larger limit', { max: '99999999' }],
    ['another type', { type: 'text/html' }],
    ['no type', { type: undefined }],
    ['another length', { length: '1' }],
    ['a later expiry', { expires: '99999999999' }],
    ['no signature', { sig: undefined }],
    ['two signatures', { sig: ['a', 'b'] }],
  ])('refuse an upload URL changed to %s', async (_what, change) => {
    const upload = await storage.createUploadUrl('uploads/u2.pdf', {
      maxBytes: 100,
      contentType: 'application/pdf',
      contentLength: 50,
      expiresInSeconds: 60,
    });
    const query: Record<string, unknown> = { ...queryOf(upload.url), ...change };
    for (const [name, value] of Object.entries(change)) if (value === undefined) delete query[name];
    expect(storage.verifyUpload('uploads/u2.pdf', query)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('bind the method, the key and the secret', async () => {
    const download = await storage.createDownloadUrl('exports/a.csv', {
      fileName: 'a.csv',
      expiresInSeconds: 60,
    });
    const query = queryOf(download);
    expect(storage.verifyDownload('exports/a.csv', query)).toEqual({
      ok: true,
      grant: { fileName: 'a.csv' },
    });
    expect(storage.verifyDownload('exports/b.csv', query).ok).toBe(false);
    expect(storage.verifyDownload('exports/a.csv', { ...query, name: 'b.exe' }).ok).toBe(false);
    // a download URL is no upload URL, even with a limit added
    expect(storage.verifyUpload('exports/a.csv', { ...query, max: '10' }).ok).toBe(false);
    const other = new LocalDiskStorage({ dir, signingSecret: `${SECRET}-other`, now: () => now });
    expect(other.verifyDownload('exports/a.csv', query).ok).toBe(false);
  });

  it('refuse limits that make no sense', async () => {
    await expect(
      storage.createUploadUrl('uploads/u3', { maxBytes: 0, expiresInSeconds: 60 }),
    ).rejects.toThrow(RangeError);
    await expect(
      storage.createUploadUrl('uploads/u3', {
        maxBytes: 10,
        contentLength: 11,
        expiresInSeconds: 60,
      }),
    ).rejects.toThrow(RangeError);
    await expect(
      storage.createDownloadUrl('uploads/u3', { fileName: 'x', expiresInSeconds: 8 * 24 * 3600 }),
    ).rejects.toThrow(RangeError);
  });
});

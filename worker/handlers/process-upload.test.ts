import { createParent } from '@tests/support/factories';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OBJECT_TOO_LARGE, UPLOAD_MAX_BYTES, uploadObjectKey } from '@core/uploads';
import { insertSubmission } from '@db/queries/submissions';
import { insertUpload } from '@db/queries/uploads';
import { LocalDiskStorage } from '@storage/local-disk';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import {
  cfbBytes,
  docxBytes,
  exeBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
} from '@tests/support/upload-files';
import { OBJECT_MISSING, processSubmissionUploads, sweepStaleUploads } from './process-upload';

let db: TestDatabase;
let dir: string;
let storage: LocalDiskStorage;
let userId: number;

beforeAll(async () => {
  db = await createTestDatabase('process_upload');
  userId = await createParent(db.sql, 'Ibu Kontributor');
});
afterAll(async () => {
  await db?.drop();
});
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-process-upload-'));
  storage = new LocalDiskStorage({ dir, signingSecret: 'process-upload-test-secret-0123' });
  await storage.init();
  return () => fs.rmSync(dir, { recursive: true, force: true });
});

interface TestFile {
  name: string;
  /** undefined: the browser never finished the PUT */
  bytes?: Buffer;
}

/** Uploads as the browser leaves them, then the submission that names them. */
async function submit(files: TestFile[]) {
  const uploads = [];
  for (const file of files) {
    const id = randomUUID();
    await insertUpload(db.sql, id, userId, uploadObjectKey(id));
    if (file.bytes)
      await storage.put(uploadObjectKey(id), file.bytes, { contentType: 'text/plain' });
    uploads.push({ uploadId: id, name: file.name });
  }
  const submissionId = await insertSubmission(db.sql, {
    userId,
    schoolName: 'SD Negeri 1 Bandung',
    cityName: 'Kota Bandung',
    educationLevels: ['SD/Sederajat'],
    phoneNumber: '081234567890',
    showAsContributor: false,
    contributorName: null,
    contributorProfile: null,
    files: uploads,
  });
  return { submissionId, ids: uploads.map((upload) => upload.uploadId) };
}

const rowsOf = (ids: string[]) =>
  db.sql<
    {
      id: string;
      state: string;
      error: string | null;
      contentType: string | null;
      sizeBytes: number | null;
      finishedAt: Date | null;
    }[]
  >`
    SELECT id, state, error, content_type, size_bytes, finished_at FROM uploads
    WHERE id = ANY(${ids}::uuid[])
    ORDER BY array_position(${ids}::uuid[], id)`;

const stored = (id: string) => fs.existsSync(path.join(dir, uploadObjectKey(id)));

describe('processSubmissionUploads', () => {
  it('keeps documents and photos, typed by their content', async () => {
    const { submissionId, ids } = await submit([
      { name: 'rincian biaya.pdf', bytes: pdfBytes() },
      { name: 'brosur.png', bytes: pngBytes() },
      { name: 'foto.jpeg', bytes: jpegBytes() },
      { name: 'tabel.docx', bytes: docxBytes() },
      { name: 'formulir lama.doc', bytes: cfbBytes() },
    ]);
    const outcomes = await processSubmissionUploads({ sql: db.sql, storage }, submissionId);
    expect(outcomes.map((o) => o.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
    const rows = await rowsOf(ids);
    expect(rows.map((row) => row.contentType)).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/msword',
    ]);
    expect(rows[0]).toMatchObject({ state: 'done', error: null, sizeBytes: pdfBytes().length });
    expect(rows.every((row) => row.finishedAt)).toBe(true);
    expect(ids.every(stored)).toBe(true);
  });

  it('goes by content, not by extension: a program named .pdf is refused and deleted', async () => {
    const { submissionId, ids } = await submit([
      { name: 'rincian-biaya.pdf', bytes: exeBytes() },
      { name: 'foto-brosur.pdf', bytes: pngBytes() },
      { name: 'setup.pdf', bytes: cfbBytes() },
      { name: 'catatan.txt', bytes: Buffer.from('SPP Rp 500.000 per bulan') },
    ]);
    await processSubmissionUploads({ sql: db.sql, storage }, submissionId);
    const [program, photo, container, text] = await rowsOf(ids);
    expect(program).toMatchObject({
      state: 'failed',
      error: 'Jenis file tidak didukung (isi file terbaca sebagai exe)',
      contentType: null,
    });
    expect(stored(ids[0]!)).toBe(false);
    // a PNG under a .pdf name is still a photo of the fees: kept, as a PNG
    expect(photo).toMatchObject({ state: 'done', contentType: 'image/png' });
    expect(stored(ids[1]!)).toBe(true);
    // an OLE container counts as an old Office file only under .doc/.xls
    expect(container).toMatchObject({
      state: 'failed',
      error: 'Jenis file tidak didukung (isi file terbaca sebagai cfb)',
    });
    expect(text).toMatchObject({
      state: 'failed',
      error: 'Jenis file tidak didukung (isi file tidak dikenali)',
    });
    expect(stored(ids[3]!)).toBe(false);
  });

  it('refuses a file over 20 MB (S3 URLs do not enforce it) and a file never stored', async () => {
    const { submissionId, ids } = await submit([
      { name: 'besar.pdf', bytes: Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_MAX_BYTES)]) },
      { name: 'hilang.pdf' },
      { name: 'pas.pdf', bytes: Buffer.concat([pdfBytes(), Buffer.alloc(1000)]) },
    ]);
    await processSubmissionUploads({ sql: db.sql, storage }, submissionId);
    const [big, missing, fine] = await rowsOf(ids);
    expect(big).toMatchObject({ state: 'failed', error: OBJECT_TOO_LARGE });
    expect(big!.sizeBytes).toBeGreaterThan(UPLOAD_MAX_BYTES);
    expect(stored(ids[0]!)).toBe(false);
    expect(missing).toMatchObject({ state: 'failed', error: OBJECT_MISSING });
    expect(fine).toMatchObject({ state: 'done' });
  });

  it('is idempotent: a second run changes nothing, a crashed run is finished', async () => {
    const { submissionId, ids } = await submit([
      { name: 'a.pdf', bytes: pdfBytes() },
      { name: 'b.exe.pdf', bytes: exeBytes() },
      { name: 'c.png', bytes: pngBytes() },
    ]);
    await processSubmissionUploads({ sql: db.sql, storage }, submissionId);
    const first = await rowsOf(ids);
    const again = await processSubmissionUploads({ sql: db.sql, storage }, submissionId);
    expect(again.map((o) => o.state)).toEqual(['skipped', 'skipped', 'skipped']);
    expect(await rowsOf(ids)).toEqual(first);

    // a crash: one file left running, a refused file whose delete never happened
    await db.sql`UPDATE uploads SET state = 'running', finished_at = NULL WHERE id = ${ids[2]!}`;
    await storage.put(uploadObjectKey(ids[1]!), exeBytes(), { contentType: 'text/plain' });
    const retried = await processSubmissionUploads({ sql: db.sql, storage }, submissionId);
    expect(retried.map((o) => o.state)).toEqual(['skipped', 'skipped', 'done']);
    expect((await rowsOf(ids)).map((row) => row.state)).toEqual(['done', 'failed', 'done']);
    expect(stored(ids[1]!)).toBe(false);
  });
});

describe('sweepStaleUploads', () => {
  it('deletes upload slots no submission took, with their files', async () => {
    const unused = randomUUID();
    await insertUpload(db.sql, unused, userId, uploadObjectKey(unused));
    await storage.put(uploadObjectKey(unused), pdfBytes(), { contentType: 'application/pdf' });
    const fresh = randomUUID();
    await insertUpload(db.sql, fresh, userId, uploadObjectKey(fresh));
    const { ids } = await submit([{ name: 'dipakai.pdf', bytes: pdfBytes() }]);
    await db.sql`
      UPDATE uploads SET created_at = now() - interval '3 days'
      WHERE id = ANY(${[unused, ids[0]!]}::uuid[])`;

    const { deleted } = await sweepStaleUploads({ sql: db.sql, storage });
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await db.sql`
      SELECT id FROM uploads WHERE id = ANY(${[unused, fresh, ids[0]!]}::uuid[])`;
    expect(left.map((row) => row.id).sort()).toEqual([fresh, ids[0]!].sort());
    expect(stored(unused)).toBe(false);
    expect(stored(ids[0]!)).toBe(true);
  });
});

import { createParent } from '@tests/support/factories';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_CHANGED } from '@api/modules/submissions/submissions.service';
import { schoolSubmissionSchema } from '@core/contracts/submissions';
import { uploadObjectKey } from '@core/uploads';
import { startTestS3, type TestS3 } from '@tests/support/storage/s3-test-server';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { postJson, submissionBody, uploadFile } from '@tests/support/contribution-api';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { exeBytes, pdfBytes } from '@tests/support/upload-files';
import { processSubmissionUploads } from '@worker/handlers/process-upload';

// Issue 14: a checked contribution file cannot be swapped. The upload URL
// takes one PUT (the storage refuses the next), and a download is sent only
// while the stored bytes have the size and SHA-256 the worker recorded.

describe.each(['local', 's3'] as const)('write-once uploads with the %s driver', (driver) => {
  let db: TestDatabase;
  let s3: TestS3 | undefined;
  let storageDir: string | undefined;
  let parent: TestApi;
  let admin: TestApi;

  beforeAll(async () => {
    db = await createTestDatabase(`writeonce_${driver}`);
    let env: Record<string, string>;
    if (driver === 's3') {
      s3 = await startTestS3();
      env = {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      };
    } else {
      storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-writeonce-'));
      env = {
        STORAGE_DIR: storageDir,
        STORAGE_SIGNING_SECRET: 'write-once-test-secret-0123456789',
      };
    }
    const user = async (name: string, role: 'parent' | 'site_admin') => {
      const id = await createParent(db.sql, name);
      await db.sql`UPDATE users SET role = ${role} WHERE id = ${id}`;
      return { id, role, firstName: name, lastName: null, email: null };
    };
    parent = await startTestApi(db, { env, user: await user('Ibu Unggah', 'parent') });
    admin = await startTestApi(db, { env, user: await user('Admin Unduh', 'site_admin') });
    await parent.storage.init({ createBucket: true });
  });
  afterAll(async () => {
    await parent?.close();
    await admin?.close();
    await s3?.close();
    if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
    await db?.drop();
  });

  it('refuses a second PUT to the upload URL after the check, and sends the checked file', async () => {
    const original = pdfBytes('Rincian biaya asli');
    const file = await uploadFile(parent, 'rincian.pdf', original);
    const sent = await postJson(parent, '/api/school-submissions', submissionBody([file]));
    expect(sent.status).toBe(201);
    const submission = schoolSubmissionSchema.parse(await sent.json());
    const [outcome] = await processSubmissionUploads(
      { sql: db.sql, storage: admin.storage },
      submission.id,
    );
    expect(outcome).toMatchObject({ state: 'done', sizeBytes: original.length });

    const target = new URL(file.uploadURL, parent.url);
    for (const headers of [{ 'If-None-Match': '*' }, {}] as Record<string, string>[]) {
      const swap = await fetch(target, {
        method: 'PUT',
        body: new Uint8Array(exeBytes()),
        headers: { ...headers, 'Content-Type': 'application/pdf' },
      });
      await swap.arrayBuffer();
      // with the condition: 409 (local route) or 412 (S3); without it the S3
      // signature no longer matches (403) and the local route still says 409
      expect([403, 409, 412]).toContain(swap.status);
    }

    const download = await admin.fetch(`/api/objects/download/${submission.id}/0`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(original)).toBe(true);
  });

  it('refuses to send a file whose stored bytes changed after the check', async () => {
    const original = pdfBytes('Rincian biaya yang diperiksa');
    const file = await uploadFile(parent, 'biaya.pdf', original);
    const sent = await postJson(parent, '/api/school-submissions', submissionBody([file]));
    const submission = schoolSubmissionSchema.parse(await sent.json());
    await processSubmissionUploads({ sql: db.sql, storage: admin.storage }, submission.id);
    const [row] = await db.sql<{ sha256: Buffer | null }[]>`
      SELECT sha256 FROM uploads WHERE id = ${file.uploadId}`;
    expect(row?.sha256).toHaveLength(32);

    // replaced behind the URL's back (storage access, not the upload URL):
    // first with bytes of the same length, then with a longer file
    const key = uploadObjectKey(file.uploadId);
    const sameLength = Buffer.from(original);
    sameLength.writeUInt8(
      sameLength.readUInt8(sameLength.length - 2) ^ 0xff,
      sameLength.length - 2,
    );
    for (const replacement of [sameLength, Buffer.concat([original, Buffer.from('extra')])]) {
      await admin.storage.put(key, replacement, { contentType: 'application/pdf' });
      const download = await admin.fetch(`/api/objects/download/${submission.id}/0`);
      expect(download.status).toBe(409);
      expect(((await download.json()) as { error: string }).error).toBe(FILE_CHANGED);
    }
    await admin.storage.put(key, original, { contentType: 'application/pdf' });
    expect((await admin.fetch(`/api/objects/download/${submission.id}/0`)).status).toBe(200);
  });
});

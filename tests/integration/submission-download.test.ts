import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolSubmissionSchema, type SchoolSubmission } from '@core/contracts/submissions';
import { apiErrorBodySchema } from '@core/errors';
import { processSubmissionUploads } from '@worker/handlers/process-upload';
import {
  postJson,
  startContributionApis,
  submissionBody,
  uploadFile,
  type ContributionApis,
} from '@tests/support/contribution-api';
import { FILE_NOT_FOUND } from '@core/messages';
import { exeBytes, pdfBytes, pngBytes } from '@tests/support/upload-files';
import {
  FILE_BEING_CHECKED,
  FILE_REFUSED,
  SUBMISSION_NOT_FOUND,
} from '@api/modules/submissions/submissions.service';

// GET /api/objects/download/{submissionId}/{fileIndex}: site admins download
// a contribution's file once the worker has checked it (the worker's upload
// check runs here, so this test crosses api and worker and lives in tests/).

let apis: ContributionApis;
let submission: SchoolSubmission;

beforeAll(async () => {
  apis = await startContributionApis('submission_download');
  const files = [
    await uploadFile(apis.parent, 'Rincian biaya 2025 – SD "Harapan".pdf', pdfBytes()),
    // a photo sent under a .pdf name: kept, and sent as what it is
    await uploadFile(apis.parent, 'foto brosur.pdf', pngBytes()),
    await uploadFile(apis.parent, 'program.pdf', exeBytes()),
  ];
  const res = await postJson(apis.parent, '/api/school-submissions', submissionBody(files));
  submission = schoolSubmissionSchema.parse(await res.json());
});
afterAll(async () => {
  await apis?.close();
});

const download = (index: number, api = apis.siteAdmin, id = submission.id) =>
  api.fetch(`/api/objects/download/${id}/${index}`);

async function errorOf(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return apiErrorBodySchema.parse(await res.json());
}

describe('GET /api/objects/download/:submissionId/:fileIndex', () => {
  it('answers 409 while the file is being checked', async () => {
    const res = await download(0);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error).toBe(FILE_BEING_CHECKED);
  });

  it('sends a checked file as an attachment under its original name', async () => {
    await processSubmissionUploads(
      { sql: apis.db.sql, storage: apis.siteAdmin.storage },
      submission.id,
    );
    const res = await download(0);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Rincian biaya 2025 _ SD _Harapan_.pdf"; filename*=UTF-8''${encodeURIComponent('Rincian biaya 2025 – SD "Harapan".pdf')}`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(pdfBytes())).toBe(true);

    const photo = await download(1);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('content-disposition')).toMatch(
      /^attachment; filename="foto brosur.pdf"/,
    );
    expect(Buffer.from(await photo.arrayBuffer()).equals(pngBytes())).toBe(true);
  });

  it('answers JSON errors with Indonesian messages', async () => {
    const refused = await download(2);
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).error).toBe(
      FILE_REFUSED('Jenis file tidak didukung (isi file terbaca sebagai exe)'),
    );
    const noFile = await download(5);
    expect(noFile.status).toBe(404);
    expect((await errorOf(noFile)).error).toBe(FILE_NOT_FOUND);
    const noSubmission = await download(0, apis.siteAdmin, 999_999);
    expect(noSubmission.status).toBe(404);
    expect((await errorOf(noSubmission)).error).toBe(SUBMISSION_NOT_FOUND);
    const badIndex = await apis.siteAdmin.fetch(`/api/objects/download/${submission.id}/satu`);
    expect(badIndex.status).toBe(400);
    expect((await errorOf(badIndex)).error).toBe('Nomor file tidak valid');

    // checked, but gone from the storage since
    await apis.siteAdmin.storage.delete(`uploads/${submission.files[1]!.uploadId}`);
    const gone = await download(1);
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).error).toBe(FILE_NOT_FOUND);
  });

  it('is for site admins only', async () => {
    expect((await download(0, apis.anonymous)).status).toBe(401);
    expect((await download(0, apis.parent)).status).toBe(403);
    expect((await download(0, apis.schoolAdmin)).status).toBe(403);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schoolSubmissionSchema, type SchoolSubmission } from '@core/contracts/submissions';
import { apiErrorBodySchema } from '@core/errors';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from '@core/uploads';
import {
  postJson,
  startContributionApis,
  submissionBody,
  uploadFile,
  type ContributionApis,
} from '@tests/support/contribution-api';
import { pdfBytes, pngBytes } from '@tests/support/upload-files';
import { UPLOAD_ALREADY_USED, UPLOAD_INCOMPLETE, UPLOAD_NOT_FOUND } from './submissions.service';

let apis: ContributionApis;

beforeAll(async () => {
  apis = await startContributionApis('submissions_routes');
});
afterAll(async () => {
  await apis?.close();
});
beforeEach(async () => {
  await apis.resetLimits();
});

const submit = (body: unknown, api = apis.parent, headers: Record<string, string> = {}) =>
  postJson(api, '/api/school-submissions', body, headers);

async function errorOf(res: Response) {
  return apiErrorBodySchema.parse(await res.json());
}

async function twoFiles() {
  return [
    await uploadFile(apis.parent, 'rincian biaya.pdf', pdfBytes()),
    await uploadFile(apis.parent, 'brosur.png', pngBytes()),
  ];
}

describe('POST /api/school-submissions', () => {
  it('stores the submission, its files and a submission.created event in one go', async () => {
    const files = await twoFiles();
    const res = await submit(submissionBody(files, { phoneNumber: '+62 812-3456-7890' }));
    expect(res.status).toBe(201);
    const submission = schoolSubmissionSchema.parse(await res.json());
    expect(submission).toMatchObject({
      schoolName: 'SD Negeri 1 Bandung',
      cityName: 'Kota Bandung',
      educationLevels: ['SD/Sederajat', 'SMP/Sederajat'],
      // stored normalised (E.164) whatever form it was typed in
      phoneNumber: '+6281234567890',
      showAsContributor: true,
      contributorName: 'Ibu Sari',
      contributorProfile: 'Orang tua murid kelas 3',
      uploadedFiles: ['rincian biaya.pdf', 'brosur.png'],
      status: 'pending',
    });
    expect(JSON.parse(submission.fileMappings)).toEqual({
      [files[0]!.uploadId]: 'rincian biaya.pdf',
      [files[1]!.uploadId]: 'brosur.png',
    });
    expect(submission.files.map((file) => [file.index, file.state])).toEqual([
      [0, 'pending'],
      [1, 'pending'],
    ]);

    const [row] = await apis.db.sql`SELECT * FROM school_submissions WHERE id = ${submission.id}`;
    expect(row).toMatchObject({ userId: apis.users.parent.id, status: 'pending' });
    const stored = await apis.db.sql`
      SELECT f.position, f.upload_id, u.original_name FROM submission_files f
      JOIN uploads u ON u.id = f.upload_id WHERE f.submission_id = ${submission.id}
      ORDER BY f.position`;
    expect(stored.map((f) => [f.uploadId, f.originalName])).toEqual(
      files.map((f) => [f.uploadId, f.name]),
    );
    const events = await apis.db.sql`
      SELECT payload FROM outbox WHERE event_type = 'submission.created'
      AND payload->>'submissionId' = ${String(submission.id)}`;
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toEqual({ submissionId: submission.id });
  });

  it('keeps no name or profile of a contributor who opted out', async () => {
    const files = [await uploadFile(apis.parent, 'biaya.pdf', pdfBytes())];
    const res = await submit(
      submissionBody(files, { showAsContributor: false, contributorName: '' }),
    );
    expect(res.status).toBe(201);
    expect(schoolSubmissionSchema.parse(await res.json())).toMatchObject({
      showAsContributor: false,
      contributorName: null,
      contributorProfile: null,
    });
  });

  const fakeFile = { uploadId: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b', name: 'biaya.pdf' };
  it.each([
    [{ educationLevels: [] }, 'Pilih minimal satu jenjang pendidikan'],
    [{ educationLevels: undefined }, 'Pilih minimal satu jenjang pendidikan'],
    [{ educationLevels: ['Universitas'] }, 'Jenjang pendidikan tidak valid'],
    [{ schoolName: '   ' }, 'Nama sekolah wajib diisi'],
    [{ cityName: undefined }, 'Nama kota/kabupaten wajib diisi'],
    [{ phoneNumber: '08123' }, 'Nomor HP minimal 10 digit'],
    [{ phoneNumber: '0812345678901234' }, 'Nomor HP maksimal 15 digit'],
    [
      { phoneNumber: '0812-3456-HALO' },
      'Nomor HP hanya boleh berisi angka, spasi, tanda +, - dan kurung',
    ],
    [
      { contributorName: ' ' },
      'Nama lengkap wajib diisi jika ingin ditampilkan sebagai kontributor',
    ],
    [{ uploadedFiles: [], fileMappings: '{}' }, 'Upload minimal satu file'],
    [
      { fileMappings: '{"bukan-uuid":"biaya.pdf"}' },
      'Daftar file tidak sesuai dengan file yang diunggah',
    ],
    [{ fileMappings: 'bukan json' }, 'Daftar file tidak sesuai dengan file yang diunggah'],
    [{ uploadedFiles: ['lain.pdf'] }, 'Daftar file tidak sesuai dengan file yang diunggah'],
  ])('refuses %o with "%s"', async (overrides, message) => {
    const res = await submit(submissionBody([fakeFile], overrides));
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues?.map((issue) => issue.message)).toContain(message);
  });

  it('takes at most 10 files', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      uploadId: `3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a${String(i).padStart(2, '0')}`,
      name: `halaman-${i}.pdf`,
    }));
    const res = await submit(submissionBody(eleven));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toBe('Maksimal 10 file');
  });

  it('refuses uploads of someone else, unknown ones and ones used before', async () => {
    const mine = await uploadFile(apis.parent, 'milik saya.pdf', pdfBytes());
    const theirs = await uploadFile(apis.other, 'milik orang lain.pdf', pdfBytes());
    const foreign = await submit(submissionBody([mine, theirs]));
    expect(foreign.status).toBe(400);
    expect((await errorOf(foreign)).error).toBe(UPLOAD_NOT_FOUND);
    const unknown = await submit(submissionBody([fakeFile]));
    expect((await errorOf(unknown)).error).toBe(UPLOAD_NOT_FOUND);

    expect((await submit(submissionBody([mine]))).status).toBe(201);
    const again = await submit(submissionBody([mine]));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe(UPLOAD_ALREADY_USED);
    // nothing of the refused calls was written
    const [{ count }] = await apis.db.sql<[{ count: number }]>`
      SELECT count(*)::int AS count FROM submission_files WHERE upload_id = ${theirs.uploadId}`;
    expect(count).toBe(0);
  });

  it('lets only one of two simultaneous submissions take an upload', async () => {
    const file = await uploadFile(apis.parent, 'sekali.pdf', pdfBytes());
    const results = await Promise.all([
      submit(submissionBody([file])),
      submit(submissionBody([file])),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  it('refuses a file that never reached the storage, or is over 20 MB there', async () => {
    const unsent = await uploadFile(apis.parent, 'belum.pdf', pdfBytes(), { put: false });
    const incomplete = await submit(submissionBody([unsent]));
    expect(incomplete.status).toBe(400);
    expect((await errorOf(incomplete)).error).toBe(UPLOAD_INCOMPLETE('belum.pdf'));

    // S3 URLs without a fixed length do not stop a 21 MB body: the stored size counts
    const big = await uploadFile(apis.parent, 'besar.pdf', pdfBytes(), { put: false });
    await apis.parent.storage.put(
      `uploads/${big.uploadId}`,
      Buffer.alloc(UPLOAD_MAX_BYTES + 1024 * 1024),
      { contentType: 'application/pdf' },
    );
    const tooLarge = await submit(submissionBody([big]));
    expect(tooLarge.status).toBe(413);
    expect((await errorOf(tooLarge)).error).toBe(UPLOAD_TOO_LARGE('besar.pdf'));
  });

  it('is for signed-in users only, from our own pages', async () => {
    const files = [await uploadFile(apis.parent, 'asal.pdf', pdfBytes())];
    expect((await submit(submissionBody(files), apis.anonymous)).status).toBe(401);
    const foreign = await submit(submissionBody(files), apis.parent, {
      Origin: 'https://situs-lain.example',
    });
    expect(foreign.status).toBe(403);
    expect((await errorOf(foreign)).code).toBe('BAD_ORIGIN');
  });
});

describe('GET /api/school-submissions', () => {
  it('lists every submission newest first with its files, for site admins only', async () => {
    const older = await submit(
      submissionBody([await uploadFile(apis.parent, 'a.pdf', pdfBytes())]),
    );
    const newer = await submit(
      submissionBody(await twoFiles(), { schoolName: 'SMP Tunas Harapan' }),
      apis.parent,
    );
    const [olderId, newerId] = [
      ((await older.json()) as SchoolSubmission).id,
      ((await newer.json()) as SchoolSubmission).id,
    ];
    const res = await apis.siteAdmin.fetch('/api/school-submissions');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const list = schoolSubmissionSchema.array().parse(await res.json());
    const ids = list.map((item) => item.id);
    expect(ids.indexOf(newerId)).toBeLessThan(ids.indexOf(olderId));
    const shown = list.find((item) => item.id === newerId)!;
    expect(shown).toMatchObject({
      schoolName: 'SMP Tunas Harapan',
      uploadedFiles: ['rincian biaya.pdf', 'brosur.png'],
      account: { name: 'Ibu Kontributor', email: `${apis.users.parent.id}@contoh.test` },
    });
    expect(shown.files).toHaveLength(2);

    expect((await apis.anonymous.fetch('/api/school-submissions')).status).toBe(401);
    expect((await apis.parent.fetch('/api/school-submissions')).status).toBe(403);
    expect((await apis.schoolAdmin.fetch('/api/school-submissions')).status).toBe(403);
  });
});

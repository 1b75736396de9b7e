import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READING_UNREADABLE, uploadReadingSchema } from '@core/contracts/readings';
import { schoolSubmissionSchema } from '@core/contracts/submissions';
import {
  postJson,
  startContributionApis,
  submissionBody,
  uploadFile,
  type ContributionApis,
} from '@tests/support/contribution-api';
import {
  PHOTO_LINES,
  photoBrochure,
  TEXT_PDF_LINES,
  textPdfBrochure,
} from '@tests/support/brochure-files';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { pdfBytes } from '@tests/support/upload-files';
import { startWorker, type WorkerRuntime } from '@worker/runtime';

// The worker reads brochures (issue 21): an upload through the real api and
// storage is read by the real worker (its reading thread, OCR included) into
// proposed fee lines that its uploader reads from the api. One OCR run here.

let apis: ContributionApis;
let harness: PipelineHarness;
let runtime: WorkerRuntime;

beforeAll(async () => {
  apis = await startContributionApis('reading');
  harness = await createPipelineHarness(apis.db, {
    label: 'reading',
    env: { STORAGE_DIR: apis.storageDir, RELAY_POLL_MS: '200' },
  });
  runtime = await startWorker(harness.deps, { schedules: false, relay: true });
});
afterAll(async () => {
  await runtime?.stop();
  await harness?.close();
  await apis?.close();
});

async function readingOf(uploadId: string, api = apis.parent) {
  const res = await api.fetch(`/api/objects/uploads/${uploadId}/reading`);
  expect(res.status).toBe(200);
  return uploadReadingSchema.parse(await res.json());
}

const finished = (uploadId: string) =>
  waitFor(
    async () => {
      const reading = await readingOf(uploadId);
      return reading.status === 'pending' ? undefined : reading;
    },
    { timeoutMs: 90_000, intervalMs: 250, what: `the reading of ${uploadId}` },
  );

describe('reading an uploaded brochure', () => {
  it('proposes the fee lines of a PDF with a text layer', async () => {
    const file = await uploadFile(apis.parent, 'rincian-biaya.pdf', textPdfBrochure());
    const reading = await finished(file.uploadId);
    expect(reading.status).toBe('done');
    expect(reading.lines.map((line) => [line.label, line.amount])).toEqual(
      TEXT_PDF_LINES.map((line) => [line.label, line.amount]),
    );
    const spp = reading.lines[1]!;
    expect(spp).toMatchObject({ frequency: 'Monthly', category: 'spp', page: 1 });
    expect(spp.box.y).toBeGreaterThan(reading.lines[0]!.box.y);
    // the phone number is no fee; the uploader and site admins may look, nobody else
    expect(reading.lines.some((line) => line.amount === 81200001111)).toBe(false);
    expect((await readingOf(file.uploadId, apis.siteAdmin)).status).toBe('done');
    expect((await apis.other.fetch(`/api/objects/uploads/${file.uploadId}/reading`)).status).toBe(
      404,
    );
    expect(
      (await apis.anonymous.fetch(`/api/objects/uploads/${file.uploadId}/reading`)).status,
    ).toBe(401);
  });

  it('reads a phone photo with OCR', async () => {
    const file = await uploadFile(apis.parent, 'foto-brosur.jpg', photoBrochure());
    const reading = await finished(file.uploadId);
    expect(reading.status).toBe('done');
    expect(reading.lines.map((line) => line.amount)).toEqual(PHOTO_LINES.map((l) => l.amount));
    expect(reading.lines[0]!.label).toMatch(/uang pangkal/i);
    expect(reading.lines[1]).toMatchObject({ frequency: 'Monthly' });
  });

  it('keeps a submission with an unreadable file exactly as sent, with a message', async () => {
    const file = await uploadFile(apis.parent, 'rusak.pdf', pdfBytes('bukan pdf yang utuh'));
    const sent = await postJson(apis.parent, '/api/school-submissions', submissionBody([file]));
    expect(sent.status).toBe(201);
    const before = schoolSubmissionSchema.parse(await sent.json());
    const reading = await finished(file.uploadId);
    expect(reading).toEqual({ status: 'unreadable', lines: [], message: READING_UNREADABLE });
    const list = await apis.siteAdmin.fetch('/api/school-submissions');
    const after = schoolSubmissionSchema
      .array()
      .parse(await list.json())
      .find((submission) => submission.id === before.id)!;
    expect(after).toMatchObject({
      schoolName: before.schoolName,
      status: 'pending',
      uploadedFiles: before.uploadedFiles,
      fileMappings: before.fileMappings,
    });
  });

  it('answers 400 for a malformed id and pending before the file arrives', async () => {
    expect((await apis.parent.fetch('/api/objects/uploads/abc/reading')).status).toBe(400);
    const slot = await uploadFile(apis.parent, 'nanti.pdf', pdfBytes(), { put: false });
    expect(await readingOf(slot.uploadId)).toMatchObject({ status: 'pending', lines: [] });
  });
});

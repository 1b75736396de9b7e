import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ownSubmissionSchema,
  RESEND_NOT_REJECTED,
  RESEND_NOTHING_LEFT,
} from '@core/contracts/resubmissions';
import { mySubmissionListSchema } from '@core/contracts/my-contributions';
import { schoolSubmissionListSchema } from '@core/contracts/submissions';
import { UPLOAD_ALREADY_USED } from '@api/modules/submissions/submissions.service';
import {
  errorOf,
  postJson,
  startContributionApis,
  submissionBody,
  uploadFile,
  type ContributionApis,
} from '@tests/support/contribution-api';
import { pdfBytes, pngBytes } from '@tests/support/upload-files';

// A rejected contribution is corrected and sent again (issue 21): only by its
// contributor, only while rejected; it keeps its files, may gain new ones,
// waits for review again, and keeps each rejected round in its history.

let apis: ContributionApis;

beforeAll(async () => {
  apis = await startContributionApis('resend');
});
afterAll(async () => {
  await apis?.close();
});

const LINE = { label: 'SPP', amount: '1.200.000', frequency: 'Monthly', origin: 'typed' };

async function sendAndReject(reason: string) {
  const file = await uploadFile(apis.parent, 'brosur.png', pngBytes());
  const sent = await postJson(
    apis.parent,
    '/api/school-submissions',
    submissionBody([file], { lines: [LINE] }),
  );
  expect(sent.status).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const rejected = await postJson(apis.siteAdmin, `/api/school-submissions/${id}/reject`, {
    reason,
  });
  expect(rejected.status).toBe(200);
  return { id, file };
}

const own = async (id: number, api = apis.parent) => {
  const res = await api.fetch(`/api/me/submissions/${id}`);
  return {
    status: res.status,
    body: res.status === 200 ? ownSubmissionSchema.parse(await res.json()) : null,
  };
};

describe('a rejected contribution, corrected and resent', () => {
  it('starts from what was sent, keeps its files, gains a new one and waits for review again', async () => {
    const reason = 'Nominal SPP tidak sesuai brosur';
    const { id, file } = await sendAndReject(reason);

    const before = await own(id);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      status: 'rejected',
      schoolName: 'SD Negeri 1 Bandung',
      rejectionReason: reason,
      files: [{ uploadId: file.uploadId, name: 'brosur.png' }],
      lines: [{ label: 'SPP', amount: 1_200_000, frequency: 'Monthly', origin: 'typed' }],
      rounds: [],
    });
    // someone else's reads as missing
    expect((await own(id, apis.other)).status).toBe(404);

    const extra = await uploadFile(apis.parent, 'rincian.pdf', pdfBytes());
    const res = await postJson(
      apis.parent,
      `/api/me/submissions/${id}/resend`,
      submissionBody([extra], {
        schoolName: 'SD Negeri 1 Bandung Wetan',
        lines: [
          {
            ...LINE,
            amount: '1,25 jt',
            origin: 'corrected',
            uploadId: file.uploadId,
            page: 1,
            box: { x: 0.1, y: 0.2, w: 0.5, h: 0.05 },
          },
          {
            label: 'Uang Pangkal',
            amount: '7.500.000',
            frequency: 'One-Time',
            notes: 'gelombang 1',
          },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const resent = ownSubmissionSchema.parse(await res.json());
    expect(resent).toMatchObject({
      status: 'pending',
      schoolName: 'SD Negeri 1 Bandung Wetan',
      rejectionReason: null,
      files: [
        { uploadId: file.uploadId, name: 'brosur.png' },
        { uploadId: extra.uploadId, name: 'rincian.pdf' },
      ],
      lines: [
        {
          label: 'SPP',
          amount: 1_250_000,
          origin: 'corrected',
          // where it was read: an object with the page's fractions, on the file it kept
          uploadId: file.uploadId,
          page: 1,
          box: { x: 0.1, y: 0.2, w: 0.5, h: 0.05 },
        },
        { label: 'Uang Pangkal', amount: 7_500_000, notes: 'gelombang 1', origin: 'typed' },
      ],
    });
    expect(resent.rounds).toHaveLength(1);
    expect(resent.rounds[0]).toMatchObject({ round: 1, reason });

    // the history keeps what the rejected round was
    const [round] = await apis.db.sql<
      { sent: { schoolName: string; lines: { amount: number }[]; files: string[] } }[]
    >`
      SELECT sent FROM submission_rounds WHERE submission_id = ${id}`;
    expect(round!.sent).toMatchObject({
      schoolName: 'SD Negeri 1 Bandung',
      lines: [{ amount: 1_200_000 }],
      files: ['brosur.png'],
    });

    // the reviewer sees it pending again, resent once, with the reason it was rejected
    const list = schoolSubmissionListSchema.parse(
      await (await apis.siteAdmin.fetch('/api/school-submissions?status=pending')).json(),
    );
    expect(list.find((item) => item.id === id)).toMatchObject({
      status: 'pending',
      reviewer: null,
      rejectionReason: null,
      resubmissionCount: 1,
      previousRejectionReason: reason,
      uploadedFiles: ['brosur.png', 'rincian.pdf'],
    });
    // the contributor's own list too
    const mine = mySubmissionListSchema.parse(
      await (await apis.parent.fetch('/api/me/submissions')).json(),
    );
    expect(mine.find((item) => item.id === id)).toMatchObject({
      status: 'pending',
      resubmissionCount: 1,
      fileCount: 2,
    });
    // the worker is asked to check and read the file it gained
    const [reading] = await apis.db.sql`
      SELECT status FROM upload_readings WHERE upload_id = ${extra.uploadId}`;
    expect(reading).toBeDefined();

    // while it waits for review it cannot be resent
    const again = await postJson(
      apis.parent,
      `/api/me/submissions/${id}/resend`,
      submissionBody([]),
    );
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe(RESEND_NOT_REJECTED);

    // rejected a second time and resent: two rounds in order
    const second = 'Brosur tahun lalu';
    expect(
      (await postJson(apis.siteAdmin, `/api/school-submissions/${id}/reject`, { reason: second }))
        .status,
    ).toBe(200);
    const third = await postJson(
      apis.parent,
      `/api/me/submissions/${id}/resend`,
      submissionBody([], { lines: [LINE] }),
    );
    expect(third.status).toBe(200);
    const rounds = ownSubmissionSchema.parse(await third.json()).rounds;
    expect(rounds.map((r) => [r.round, r.reason])).toEqual([
      [1, reason],
      [2, second],
    ]);
  });

  it('is refused for someone else, for a file already used, and without a file or fee line left', async () => {
    const { id, file } = await sendAndReject('Foto buram');
    const body = submissionBody([]);

    const foreign = await postJson(apis.other, `/api/me/submissions/${id}/resend`, body);
    expect(foreign.status).toBe(404);
    expect((await apis.anonymous.fetch(`/api/me/submissions/${id}`)).status).toBe(401);

    // its own file again counts as used
    const reused = await postJson(
      apis.parent,
      `/api/me/submissions/${id}/resend`,
      submissionBody([file]),
    );
    expect(reused.status).toBe(409);
    expect((await errorOf(reused)).error).toBe(UPLOAD_ALREADY_USED);

    // a contribution without files: resending it without lines leaves nothing
    const typed = await postJson(
      apis.parent,
      '/api/school-submissions',
      submissionBody([], { lines: [LINE] }),
    );
    expect(typed.status).toBe(201);
    const typedId = ((await typed.json()) as { id: number }).id;
    await postJson(apis.siteAdmin, `/api/school-submissions/${typedId}/reject`, {
      reason: 'Sekolah tidak jelas',
    });
    const empty = await postJson(apis.parent, `/api/me/submissions/${typedId}/resend`, body);
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).error).toBe(RESEND_NOTHING_LEFT);

    // nothing changed by the refusals
    expect((await own(id)).body).toMatchObject({ status: 'rejected', rounds: [] });
    expect((await own(typedId)).body).toMatchObject({ status: 'rejected', rounds: [] });
  });
});

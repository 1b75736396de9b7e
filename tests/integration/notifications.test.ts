import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema } from '@core/contracts/notifications';
import { APPROVED_TITLE, REJECTED_TITLE } from '@api/modules/submission-review/decision-notices';
import {
  postJson,
  startContributionApis,
  type ContributionApis,
} from '@tests/support/contribution-api';
import { categoryIdOf, sendSubmission, yearIdOf } from '@tests/support/fees';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { startSmtpSink, type SmtpSink } from '@tests/support/smtp-sink';
import { startWorker, type WorkerRuntime } from '@worker/runtime';

// Contributors hear back (issue 21): a site admin's decision leaves a
// notification in the product and the real worker mails a copy through a
// local SMTP server (the smtp-server package).

let apis: ContributionApis;
let harness: PipelineHarness;
let runtime: WorkerRuntime;
let smtp: SmtpSink;
let schoolId: number;
let slug: string;

beforeAll(async () => {
  apis = await startContributionApis('notify');
  await seedRegions(apis.db.sql);
  [schoolId] = (await seedSchools(apis.db.sql, { count: 1, namePrefix: 'SD Kabar' })) as [number];
  [{ slug }] = (await apis.db.sql`SELECT slug FROM schools WHERE id = ${schoolId}`) as [
    { slug: string },
  ];
  smtp = await startSmtpSink();
  harness = await createPipelineHarness(apis.db, {
    label: 'notify',
    env: {
      STORAGE_DIR: apis.storageDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Biaya Sekolah <kabar@biaya-sekolah.test>',
      PUBLIC_URL: 'https://biaya-sekolah.test',
      RELAY_POLL_MS: '200',
    },
  });
  runtime = await startWorker(harness.deps, { schedules: false, relay: true });
});
afterAll(async () => {
  await runtime?.stop();
  await harness?.close();
  await smtp?.close();
  await apis?.close();
});

async function notificationsOf(api = apis.parent) {
  const res = await api.fetch('/api/me/notifications');
  expect(res.status).toBe(200);
  return notificationListSchema.parse(await res.json());
}

const mailTo = (address: string, subject: string) =>
  waitFor(
    () =>
      smtp.messages.find(
        (mail) => mail.subject === subject && JSON.stringify(mail.to).includes(address),
      ),
    { what: `an e-mail '${subject}' to ${address}`, timeoutMs: 20_000 },
  );

describe('a rejected contribution', () => {
  it('tells the contributor in the product and by e-mail, with the reason', async () => {
    const id = await sendSubmission(apis);
    const reason = 'Foto brosur terpotong, nominal tidak terbaca';
    const res = await postJson(apis.siteAdmin, `/api/school-submissions/${id}/reject`, { reason });
    expect(res.status).toBe(200);

    const list = await notificationsOf();
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({
      kind: 'submission.rejected',
      title: REJECTED_TITLE,
      subjectId: id,
      link: '/dashboard',
      readAt: null,
    });
    expect(list.items[0]!.body).toContain(reason);
    // nobody else sees it
    expect((await notificationsOf(apis.other)).items).toEqual([]);

    const mail = await mailTo(apis.users.parent.email!, REJECTED_TITLE);
    expect(mail.from?.value[0]).toMatchObject({
      name: 'Biaya Sekolah',
      address: 'kabar@biaya-sekolah.test',
    });
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('https://biaya-sekolah.test/dashboard');
    expect(mail.html).toContain('href="https://biaya-sekolah.test/dashboard"');
    // the worker marks the row after the SMTP server has taken the message
    await waitFor(
      async () => {
        const [row] = await apis.db.sql<{ emailState: string }[]>`
          SELECT email_state FROM notifications WHERE id = ${list.items[0]!.id}`;
        return row?.emailState === 'sent';
      },
      { what: 'the notification marked as mailed', timeoutMs: 20_000 },
    );
  });
});

describe('an approved contribution', () => {
  it('links the contributor to the school page that now shows the fees', async () => {
    const sql = apis.db.sql;
    const id = await sendSubmission(apis);
    const res = await postJson(apis.siteAdmin, `/api/school-submissions/${id}/approve`, {
      schoolId,
      academicYearId: await yearIdOf(sql, '2025/2026'),
      items: [
        {
          globalCategoryId: await categoryIdOf(sql, 'spp'),
          amount: '750.000',
          frequency: 'Monthly',
        },
      ],
    });
    expect(res.status).toBe(200);
    const list = await notificationsOf();
    expect(list.unread).toBe(2);
    expect(list.items[0]).toMatchObject({
      kind: 'submission.approved',
      title: APPROVED_TITLE,
      subjectId: id,
      link: `/school/${slug}`,
    });
    const mail = await mailTo(apis.users.parent.email!, APPROVED_TITLE);
    expect(mail.text).toContain(`https://biaya-sekolah.test/school/${slug}`);
    expect(mail.text).toContain('1 biaya tahun ajaran 2025/2026');
  });

  it('is marked read by its owner only', async () => {
    const [first] = (await notificationsOf()).items;
    const foreign = await postJson(apis.other, '/api/me/notifications/read', { ids: [first!.id] });
    expect(notificationListSchema.parse(await foreign.json()).unread).toBe(0);
    expect((await notificationsOf()).unread).toBe(2);

    const one = await postJson(apis.parent, '/api/me/notifications/read', { ids: [first!.id] });
    expect(notificationListSchema.parse(await one.json()).unread).toBe(1);
    const all = await postJson(apis.parent, '/api/me/notifications/read', {});
    const after = notificationListSchema.parse(await all.json());
    expect(after.unread).toBe(0);
    expect(after.items.every((item) => item.readAt !== null)).toBe(true);
    const bad = await postJson(apis.parent, '/api/me/notifications/read', { ids: ['satu'] });
    expect(bad.status).toBe(400);
  });
});

describe('a contributor without an e-mail address', () => {
  it('still sees the notification; the e-mail copy is skipped with its reason', async () => {
    await apis.db.sql`UPDATE users SET email = NULL WHERE id = ${apis.users.other.id}`;
    const id = await sendSubmission(apis, {}, apis.other);
    await postJson(apis.siteAdmin, `/api/school-submissions/${id}/reject`, {
      reason: 'Bukan dokumen biaya sekolah',
    });
    expect((await notificationsOf(apis.other)).unread).toBe(1);
    const state = await waitFor(
      async () => {
        const [row] = await apis.db.sql<{ emailState: string; emailError: string | null }[]>`
          SELECT email_state, email_error FROM notifications
          WHERE user_id = ${apis.users.other.id}`;
        return row?.emailState === 'pending' ? undefined : row;
      },
      { what: 'the e-mail outcome' },
    );
    expect(state).toEqual({
      emailState: 'skipped',
      emailError: 'Akun tidak memiliki alamat email',
    });
  });
});

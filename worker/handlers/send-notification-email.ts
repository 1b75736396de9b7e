import { findNotificationEmail, recordEmailOutcome } from '@db/queries/notifications';
import { notificationEmail } from '../notifications/email';
import { mailerFor } from '../notifications/mailer';
import type { EventJobData, Handler } from './context';

const NO_ADDRESS = 'Akun tidak memiliki alamat email';
const NO_SMTP = 'Server email (SMTP_URL) tidak dikonfigurasi';

/**
 * notification.created: mails the notification to its user. Idempotent: a
 * copy already sent or skipped is not sent again. A failed send throws, so
 * BullMQ retries it with backoff; the error is kept on the row meanwhile.
 */
export const sendNotificationEmailHandler: Handler<EventJobData<'notification.created'>> = {
  queue: 'mail',
  async run(data, ctx) {
    const row = await findNotificationEmail(ctx.sql, data.payload.notificationId);
    if (!row || row.emailState === 'sent' || row.emailState === 'skipped') return 'nothing to do';
    if (!row.email) {
      await recordEmailOutcome(ctx.sql, row.id, { state: 'skipped', error: NO_ADDRESS });
      return 'skipped';
    }
    const mailer = mailerFor(ctx.config);
    if (!mailer) {
      await recordEmailOutcome(ctx.sql, row.id, { state: 'skipped', error: NO_SMTP });
      return 'skipped';
    }
    try {
      await mailer.send(
        notificationEmail(
          {
            id: row.id,
            to: row.email,
            firstName: row.firstName,
            title: row.title,
            body: row.body,
            link: row.link,
          },
          ctx.config.PUBLIC_URL,
        ),
      );
    } catch (error) {
      await recordEmailOutcome(ctx.sql, row.id, {
        state: 'failed',
        error: error instanceof Error ? error.message.slice(0, 500) : String(error),
      });
      throw error;
    }
    await recordEmailOutcome(ctx.sql, row.id, { state: 'sent' });
    return 'sent';
  },
};

import type { Db, Tx } from '../client';
import { emitEvent } from '../outbox';

// Notifications (issue 21), the module any feature uses to tell a user about
// a decision: call notify() inside the decision's own transaction. The row is
// what the product shows; the notification.created event makes the worker
// mail a copy when the user has an address and SMTP is configured.

export interface NewNotification {
  userId: number;
  /** 'area.what', e.g. 'submission.approved', 'claim.rejected' */
  kind: string;
  /** one line, also the e-mail's subject */
  title: string;
  /** plain text, a few sentences; also the e-mail's body */
  body: string;
  /** a path of the product ('/dashboard'); the e-mail links to it */
  link?: string | null;
  /** the row it is about, e.g. the submission id */
  subjectId?: number | null;
}

/** Records a notification and asks the worker to mail it; returns its id. */
export async function notify(tx: Tx, notification: NewNotification): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    INSERT INTO notifications (user_id, kind, title, body, link, subject_id)
    VALUES (${notification.userId}, ${notification.kind}, ${notification.title},
            ${notification.body}, ${notification.link ?? null}, ${notification.subjectId ?? null})
    RETURNING id`;
  await emitEvent(tx, { type: 'notification.created', payload: { notificationId: row!.id } });
  return row!.id;
}

export interface NotificationRow {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  subjectId: number | null;
  createdAt: Date;
  readAt: Date | null;
}

/** A user's newest notifications. */
export function listNotifications(
  db: Db,
  userId: number,
  limit: number,
): Promise<NotificationRow[]> {
  return db<NotificationRow[]>`
    SELECT id, kind, title, body, link, subject_id, created_at, read_at
    FROM notifications WHERE user_id = ${userId}
    ORDER BY created_at DESC, id DESC
    LIMIT ${limit}`;
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    SELECT count(*)::int AS count FROM notifications
    WHERE user_id = ${userId} AND read_at IS NULL`;
  return row!.count;
}

/** Marks a user's notifications read: these ids, or all when ids is undefined. */
export async function markRead(db: Db, userId: number, ids?: readonly number[]): Promise<void> {
  await db`
    UPDATE notifications SET read_at = now()
    WHERE user_id = ${userId} AND read_at IS NULL
      AND (${ids === undefined} OR id = ANY(${db.array((ids ?? []) as number[])}::bigint[]))`;
}

// ---------------------------------------------------------------- the worker's e-mail copy

export interface NotificationEmailRow {
  id: number;
  title: string;
  body: string;
  link: string | null;
  emailState: 'pending' | 'sent' | 'skipped' | 'failed';
  /** the recipient's address, null when the account has none */
  email: string | null;
  firstName: string | null;
}

export async function findNotificationEmail(
  db: Db,
  id: number,
): Promise<NotificationEmailRow | undefined> {
  const [row] = await db<NotificationEmailRow[]>`
    SELECT n.id, n.title, n.body, n.link, n.email_state, u.email::text AS email, u.first_name
    FROM notifications n JOIN users u ON u.id = n.user_id
    WHERE n.id = ${id}`;
  return row;
}

/** Records what became of the e-mail copy (only once: a sent mail stays sent). */
export async function recordEmailOutcome(
  db: Db,
  id: number,
  outcome: { state: 'sent' | 'skipped' | 'failed'; error?: string | null },
): Promise<void> {
  await db`
    UPDATE notifications
    SET email_state = ${outcome.state}, email_at = now(), email_error = ${outcome.error ?? null}
    WHERE id = ${id} AND email_state IN ('pending', 'failed')`;
}

import type { AppNotification, NotificationList } from '@core/contracts/notifications';
import type { Sql } from '@db/client';
import {
  countUnread,
  listNotifications,
  markRead,
  type NotificationRow,
} from '@db/queries/notifications';

/** the list a user sees: their newest this many */
const NOTIFICATION_LIST_LIMIT = 50;

const toNotification = (row: NotificationRow): AppNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  subjectId: row.subjectId,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** A signed-in user's own notifications (issue 21). */
export class NotificationsService {
  constructor(private readonly sql: Sql) {}

  async list(userId: number): Promise<NotificationList> {
    const [rows, unread] = await Promise.all([
      listNotifications(this.sql, userId, NOTIFICATION_LIST_LIMIT),
      countUnread(this.sql, userId),
    ]);
    return { unread, items: rows.map(toNotification) };
  }

  async markRead(userId: number, ids?: readonly number[]): Promise<NotificationList> {
    await markRead(this.sql, userId, ids);
    return this.list(userId);
  }
}

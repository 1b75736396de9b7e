import { z } from 'zod';

// In-product notifications (issue 21): what a signed-in user is told about
// decisions on what they sent (contributions, and school claims of issue 23).
// Who may call: docs/authorization.md.

const notificationSchema = z.object({
  id: z.number().int(),
  /** what happened, e.g. 'submission.approved', 'submission.rejected' */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** a path of the product to open, e.g. '/dashboard' */
  link: z.string().nullable(),
  /** the row it is about (a submission id for submission.*) */
  subjectId: z.number().int().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /api/me/notifications (user): the newest 50 and how many are unread. */
export const notificationListSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * POST /api/me/notifications/read (user): marks the caller's notifications
 * read, these ids or (without ids) all of them; answers the list.
 */
export const markNotificationsReadSchema = z.object({
  ids: z
    .array(z.number({ error: 'Id tidak valid' }).int('Id tidak valid').positive('Id tidak valid'))
    .max(200, 'Terlalu banyak notifikasi')
    .optional(),
});

import { Router } from 'express';
import { markNotificationsReadSchema } from '@core/contracts/notifications';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { validBody } from '../../http/validate';
import { NotificationsService } from './notifications.service';

/** The caller's own notifications: the list with its unread count, and marking them read. */
export function notificationRoutes({ sql }: AppDeps): Router {
  const service = new NotificationsService(sql);
  const router = Router();

  router.get('/api/me/notifications', requireUser, async (req, res) => {
    const list = await service.list(req.user!.id);
    privateNoStore(res);
    res.json(list);
  });

  router.post('/api/me/notifications/read', requireUser, async (req, res) => {
    const { ids } = validBody(req, markNotificationsReadSchema);
    const list = await service.markRead(req.user!.id, ids);
    privateNoStore(res);
    res.json(list);
  });

  return router;
}

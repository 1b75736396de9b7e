import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@core/contracts/notifications';
import { getJson, sendJson } from './api-client';

// The signed-in user's notifications (issue 21): the navbar's badge and
// 'Kontribusi Saya' read them; more than one feature does, so they live here.

const NOTIFICATIONS_KEY = ['me', 'notifications'] as const;

/** GET /api/me/notifications: asked on each page a signed-in parent opens. */
const notificationsQuery = () =>
  queryOptions({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => getJson<NotificationList>('/api/me/notifications'),
    staleTime: 30_000,
  });

export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQuery(), enabled });
}

/** POST /api/me/notifications/read: these ids, or all of them. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      sendJson<NotificationList>('POST', '/api/me/notifications/read', ids ? { ids } : {}),
    onSuccess: (list) => queryClient.setQueryData(NOTIFICATIONS_KEY, list),
  });
}

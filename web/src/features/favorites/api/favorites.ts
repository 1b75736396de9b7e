import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Favorite, FavoriteStatus } from '@core/contracts/favorites';
import { apiRequest, getJson } from '@web/lib/api-client';

const FAVORITES_KEY = ['favorites'] as const;

/** GET /api/favorites: the signed-in user's favourites, newest first. */
export const favoritesQuery = (enabled = true) =>
  queryOptions({
    queryKey: [...FAVORITES_KEY, 'list'] as const,
    queryFn: () => getJson<Favorite[]>('/api/favorites'),
    enabled,
  });

/** GET /api/favorites/{id}/status: only asked when signed in, never retried (SPEC §7). */
export const favoriteStatusQuery = (schoolId: number, enabled: boolean) =>
  queryOptions({
    queryKey: [...FAVORITES_KEY, 'status', schoolId] as const,
    queryFn: () => getJson<FavoriteStatus>(`/api/favorites/${schoolId}/status`),
    enabled,
    retry: false,
  });

/** Adds or removes a favourite; every favourite query is refreshed afterwards. */
export function useToggleFavorite(schoolId: number) {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
  const add = useMutation({
    mutationFn: () => apiRequest('POST', '/api/favorites', { schoolId }),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/favorites/${schoolId}`),
    onSettled: settle,
  });
  return { add, remove, isPending: add.isPending || remove.isPending };
}

/** SPEC §8: an unauthorized failure is a message starting with '401:'. */
export const isUnauthorized = (error: unknown) =>
  error instanceof Error && error.message.startsWith('401:');

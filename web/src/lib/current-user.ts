import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@core/contracts/auth';
import { ApiError, getJson } from './api-client';

export const CURRENT_USER_KEY = ['auth', 'user'] as const;

/** GET /api/auth/user: the signed-in user, or null when the answer is 401 (anonymous). */
async function fetchCurrentUser(): Promise<AuthUser | null> {
  try {
    return await getJson<AuthUser>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const currentUserQuery = () =>
  queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, retry: false });

const ADMIN_ROLES: readonly AuthUser['role'][] = ['site_admin', 'school_admin'];

function isAdmin(user: AuthUser | null | undefined): boolean {
  return !!user && ADMIN_ROLES.includes(user.role);
}

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the server's HTML (its server snapshot), true
 * after and in a render from scratch. The server never knows the visitor, so
 * until hydration ends the user reads as loading, as the HTML shows it: an
 * answer that arrives mid-hydration must not make a part of the page differ
 * from its HTML (React keeps the server's attributes, e.g. a button's
 * `disabled`, where they differ).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The current user for any component. `user` is undefined while loading,
 * null for anonymous visitors.
 */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery());
  const hydrated = useHydrated();
  const user = hydrated ? query.data : undefined;
  return {
    user,
    isLoading: !hydrated || query.isPending,
    isAuthenticated: !!user,
    isAdmin: isAdmin(user),
  };
}

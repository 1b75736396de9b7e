import { useEffect, useSyncExternalStore } from 'react';
import { MAX_PICKED_ANONYMOUS, MAX_PICKED_SIGNED_IN } from '@core/discovery';
import { useCurrentUser } from '@web/lib/current-user';
import { compareStore } from './store';

/** The picked schools (empty on the server and in the first render) and how many may be picked. */
export function useCompareList() {
  useEffect(() => compareStore.load(), []);
  const picked = useSyncExternalStore(
    compareStore.subscribe,
    compareStore.snapshot,
    compareStore.serverSnapshot,
  );
  const { isAuthenticated } = useCurrentUser();
  return { picked, max: isAuthenticated ? MAX_PICKED_SIGNED_IN : MAX_PICKED_ANONYMOUS };
}

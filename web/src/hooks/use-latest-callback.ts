import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable function that always calls the latest `callback`: an effect can
 * call it without re-running when the parent passes a new function each render.
 */
export function useLatestCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
): (...args: Args) => void {
  const latest = useRef(callback);
  // declared before the effects that call it, so it runs first
  useEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

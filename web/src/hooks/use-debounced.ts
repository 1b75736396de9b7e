import { useEffect, useRef, useState } from 'react';
import { useLatestCallback } from './use-latest-callback';

/** SPEC §4, §9: typed text (and cost) applies 300 ms after typing stops. */
const TEXT_FILTER_DELAY_MS = 300;

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = TEXT_FILTER_DELAY_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * A text field bound to a URL value that commits `delay` ms after typing
 * stops. Changes to the URL from elsewhere (clear-all, back button) flow into
 * the field; the field's own commits do not echo back over newer keystrokes.
 */
export function useCommittedText(
  applied: string,
  commit: (value: string) => void,
  delay = TEXT_FILTER_DELAY_MS,
): [string, (value: string) => void] {
  const [value, setValue] = useState(applied);
  const lastApplied = useRef(applied);
  const commitLatest = useLatestCallback(commit);

  useEffect(() => {
    if (applied === lastApplied.current) return;
    lastApplied.current = applied;
    setValue(applied);
  }, [applied]);

  useEffect(() => {
    if (value.trim() === lastApplied.current) return;
    const timer = setTimeout(() => {
      lastApplied.current = value.trim();
      commitLatest(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [value, delay, commitLatest]);

  return [value, setValue];
}

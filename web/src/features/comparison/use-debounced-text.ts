import { useEffect, useRef, useState } from 'react';

/** SPEC §4, §9: text filters apply 300 ms after typing stops. */
export const TEXT_FILTER_DELAY_MS = 300;

/**
 * A text field bound to a URL value: it commits after the delay, and a change
 * of the URL from elsewhere (back button, another control) flows back in.
 */
export function useDebouncedText(
  applied: string,
  commit: (value: string) => void,
  delay = TEXT_FILTER_DELAY_MS,
): [string, (value: string) => void] {
  const [value, setValue] = useState(applied);
  const lastApplied = useRef(applied);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (applied === lastApplied.current) return;
    lastApplied.current = applied;
    setValue(applied);
  }, [applied]);

  useEffect(() => {
    if (value.trim() === lastApplied.current) return;
    const timer = setTimeout(() => {
      lastApplied.current = value.trim();
      commitRef.current(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [value, delay]);

  return [value, setValue];
}

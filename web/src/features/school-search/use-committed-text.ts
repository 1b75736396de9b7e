import { useEffect, useRef, useState } from 'react';

export const FILTER_DELAY_MS = 300;

/**
 * A text field bound to a URL value that commits `delay` ms after typing
 * stops (SPEC §4: text and cost apply after 300 ms). Changes to the URL from
 * elsewhere (clear-all, back button) flow into the field; the field's own
 * commits do not echo back over newer keystrokes.
 */
export function useCommittedText(
  applied: string,
  commit: (value: string) => void,
  delay = FILTER_DELAY_MS,
): [string, (value: string) => void] {
  const [value, setValue] = useState(applied);
  const last = useRef(applied);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (applied !== last.current) {
      last.current = applied;
      setValue(applied);
    }
  }, [applied]);

  useEffect(() => {
    if (value.trim() === last.current) return;
    const timer = setTimeout(() => {
      last.current = value.trim();
      commitRef.current(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [value, delay]);

  return [value, setValue];
}

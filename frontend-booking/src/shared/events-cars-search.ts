import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before the list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a list's search box: what is typed shows at once, and reaches the URL (and so
 * the server query) once typing pauses, or at once with `flush` (Enter). A value that
 * changes in the URL from elsewhere (back button, a shared link) replaces the text.
 */
export function useSearchText(value: string, commit: (search: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  // A new URL value that is not what the box already holds (modulo spaces) wins.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return undefined;
    const timer = setTimeout(() => commitRef.current(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  const flush = useCallback(() => {
    const wanted = text.trim();
    if (wanted !== value) commitRef.current(wanted);
  }, [text, value]);

  return { text, setText, flush };
}

/** A URL value kept only when it is one of `allowed`; anything else means "all". */
export function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

import { useCallback, useEffect, useRef, useState } from 'react';

/** Pause after the last keystroke before a list search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a list's search box. What the visitor types is written to the URL (through
 * `commit`) once typing pauses, or at once with `flush` (the form's submit); a URL that
 * changes elsewhere (back button, a shared link) replaces the text.
 * Used by the tours and real-estate lists.
 */
export function useSearchDraft(
  value: string,
  commit: (next: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }

  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (draft === value) return undefined;
    const timer = setTimeout(() => commitRef.current(draft), delay);
    return () => clearTimeout(timer);
  }, [draft, value, delay]);

  const flush = useCallback(() => {
    if (draft !== value) commitRef.current(draft);
  }, [draft, value]);

  return { draft, setDraft, flush };
}

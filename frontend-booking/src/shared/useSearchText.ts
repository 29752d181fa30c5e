import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** The longest search the catalogue takes (the lists' `search` query, MaxLength 100). */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The search a list asks the server for: trimmed, and no longer than the server takes, so a
 * long search (a pasted paragraph, an old link) finds what its start names instead of failing
 * as 'Unable to Load ...'.
 */
export const searchQuery = (value: string): string | undefined =>
  value.trim().slice(0, SEARCH_MAX_LENGTH).trim() || undefined;

/** How long typing must pause before the list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a list's search box: what is typed shows at once, and reaches the URL (and so
 * the server query), trimmed, once typing pauses, or at once when the search form is
 * submitted. A value that changes in the URL from elsewhere (back button, a shared link)
 * replaces the text. `field` goes on the search box, `submit` is the search form's onSubmit.
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

  const submit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      const wanted = text.trim();
      if (wanted !== value) commitRef.current(wanted);
    },
    [text, value],
  );

  const field = {
    type: 'search',
    value: text,
    maxLength: SEARCH_MAX_LENGTH,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value),
  } as const;

  return { field, submit };
}

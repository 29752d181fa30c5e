import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** How long after the last keystroke a draft's changes are saved. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * saved: nothing left to save; saving: a change waits for the pause in typing or is being
 * sent; invalid: a field must be corrected first; failed: the server refused or was not reached.
 */
export type SaveState = 'saved' | 'saving' | 'invalid' | 'failed';

/**
 * Saves a form's values while the user types (docs/decisions/listing-autosave.md): after a pause of
 * AUTOSAVE_DELAY_MS, when every field passes its checks. One save runs at a time; changes
 * typed meanwhile are saved right after it. Leaving the page saves what is still waiting.
 */
export function useAutosave<V extends FieldValues>({
  form,
  enabled,
  save,
  delayMs = AUTOSAVE_DELAY_MS,
}: {
  form: UseFormReturn<V>;
  enabled: boolean;
  /** Sends the values; true when the server kept them. */
  save(values: V): Promise<boolean>;
  delayMs?: number;
}): { state: SaveState; retry(): void } {
  const [state, setState] = useState<SaveState>('saved');
  const saveRef = useRef(save);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef(false);
  const again = useRef(false);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const run = useCallback(async (): Promise<void> => {
    timer.current = undefined;
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    try {
      let kept = true;
      do {
        again.current = false;
        if (!(await form.trigger())) {
          setState('invalid');
          return;
        }
        setState('saving');
        kept = await saveRef.current(form.getValues());
      } while (again.current);
      setState(kept ? 'saved' : 'failed');
    } finally {
      running.current = false;
    }
  }, [form]);

  useEffect(() => {
    if (!enabled) return undefined;
    const subscription = form.watch((_values, { type }) => {
      // Only what the user changes: a reset or a value set by the page is not an edit.
      if (type !== 'change') return;
      setState('saving');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), delayMs);
    });
    return () => {
      subscription.unsubscribe();
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        void run();
      }
    };
  }, [enabled, form, run, delayMs]);

  return { state, retry: () => void run() };
}

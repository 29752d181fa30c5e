import { createContext, useContext, type ReactNode } from 'react';

/**
 * The design system's own words (close buttons, the gallery's, the notifications' region, a
 * spinner's, 'Try Again'): English by default, given in the page's language by the app that
 * renders it (the shell, from its message catalogue). The library depends on no catalogue and
 * no frontend (docs/decisions/ui-words-from-the-app.md).
 */
export interface UiText {
  /** A dialog's and a toast's close button. */
  close: string;
  /** A spinner's announced text. */
  loading: string;
  /** The retry button of something that could not be loaded. */
  tryAgain: string;
  /** The notifications' region; Radix puts the hotkey in place of `{hotkey}`. */
  notifications: string;
  /** The gallery's large image, a button that shows the next one. */
  showNextImage: string;
  /** A gallery thumbnail (`n` counts from 1). */
  showImage(n: number): string;
  /** What the gallery announces: image `n` of `count`. */
  imageOf(n: number, count: number): string;
}

/** The words in English: the product spec's. */
export const ENGLISH_UI_TEXT: UiText = {
  close: 'Close',
  loading: 'Loading',
  tryAgain: 'Try Again',
  notifications: 'Notifications ({hotkey})',
  showNextImage: 'Show next image',
  showImage: (n) => `Show image ${n}`,
  imageOf: (n, count) => `Image ${n} of ${count}`,
};

const UiTextContext = createContext<UiText>(ENGLISH_UI_TEXT);

/** Gives the design system's components their words in the page's language. */
export function UiTextProvider({ value, children }: { value: UiText; children?: ReactNode }) {
  return <UiTextContext value={value}>{children}</UiTextContext>;
}

/** The design system's words in the page's language (English outside a `UiTextProvider`). */
export function useUiText(): UiText {
  return useContext(UiTextContext);
}

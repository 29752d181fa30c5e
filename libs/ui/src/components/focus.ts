// Focus helpers for the modal dialog's focus trap.
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * The elements Tab stops on, in order. A radio group is one stop: its checked radio, or its
 * first one when none is checked (as the browser does).
 */
export function getFocusable(container: HTMLElement): HTMLElement[] {
  const candidates = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.hidden && !el.closest('[hidden],[inert]'),
  );
  const radioStop = new Map<string, HTMLInputElement>();
  for (const el of candidates) {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) continue;
    const current = radioStop.get(el.name);
    if (!current || (el.checked && !current.checked)) radioStop.set(el.name, el);
  }
  return candidates.filter(
    (el) =>
      !(el instanceof HTMLInputElement) ||
      el.type !== 'radio' ||
      !el.name ||
      radioStop.get(el.name) === el,
  );
}

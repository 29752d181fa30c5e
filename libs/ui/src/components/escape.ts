/**
 * Radix treats a toast as the top layer once it shows, so Escape would dismiss the toast and
 * not the dialog the visitor is working in. A toast that does not hold focus lets the key
 * through to the dialog instead (docs/decisions/radix-ui-primitives.md): it marks the event, and
 * the dialog that has focus closes on it.
 */
const letThrough = new WeakSet<Event>();

/** For a toast: this Escape is not for me. Stops Radix from dismissing the toast. */
export function passEscapeOn(event: KeyboardEvent): void {
  letThrough.add(event);
  event.preventDefault();
}

/** For a dialog: an Escape a toast passed on. */
export function isPassedOnEscape(event: Event): boolean {
  return letThrough.has(event);
}

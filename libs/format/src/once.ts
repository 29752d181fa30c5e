/**
 * A value made on first use and kept. An Intl formatter costs a few milliseconds to make (on a
 * mid-range phone, ten of them made while the app starts were a long task); a page uses few.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * A value made on first use and kept: the Intl formatter of compact prices ('$1.5M'), which
 * only property pages use, costs a few milliseconds to make
 * (docs/decisions/money-and-dates-without-intl.md).
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

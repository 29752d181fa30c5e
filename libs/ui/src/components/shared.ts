// Internal helpers shared by the components (not exported from the package).

/** shouldForwardProp that keeps style-only props off the DOM (and off `as` targets). */
export function omitProps(names: readonly string[]) {
  const blocked = new Set(names);
  return (prop: string) => !blocked.has(prop);
}

/** Joins ids for aria-describedby, skipping empty ones; undefined when none remain. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** 12 -> '12px'; strings pass through. */
export function toCssSize(value: string | number | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

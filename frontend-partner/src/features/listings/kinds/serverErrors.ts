import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's per-field refusals (`details: [{field, message}]`, nested fields dotted)
 * next to the form's fields of the same name. Returns how many it placed.
 */
export function placeServerErrors<V extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<V>,
): number {
  const data = (error as { data?: { details?: unknown } } | undefined)?.data;
  const details = Array.isArray(data?.details) ? data.details : [];
  let placed = 0;
  for (const detail of details as { field?: unknown; message?: unknown }[]) {
    if (typeof detail?.field !== 'string' || typeof detail.message !== 'string') continue;
    if (!fields.includes(detail.field)) continue;
    setError(
      detail.field as Path<V>,
      { type: 'server', message: detail.message },
      {
        shouldFocus: placed === 0,
      },
    );
    placed += 1;
  }
  return placed;
}

/** Every field name of a form's values, nested objects dotted (`venue.name`). */
export function fieldNames(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? fieldNames(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

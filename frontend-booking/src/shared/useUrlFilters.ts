import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@salone/router';

/**
 * List filters kept in the URL query, so a filtered list can be shared and survives a reload.
 * Values equal to their default are left out of the URL.
 */
export function useUrlFilters<T extends Record<string, string>>(defaults: T) {
  const [params, setParams] = useSearchParams();
  const key = JSON.stringify(defaults);

  const values = useMemo(() => {
    const base = JSON.parse(key) as T;
    const result = { ...base };
    for (const name of Object.keys(base) as Array<keyof T & string>) {
      const value = params.get(name);
      if (value !== null) result[name] = value as T[typeof name];
    }
    return result;
  }, [params, key]);

  const setFilters = useCallback(
    (patch: Partial<T>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const base = JSON.parse(key) as T;
          for (const [name, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || value === base[name]) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams, key],
  );

  /** True when any filter differs from its default (the empty state's text depends on it). */
  const active = useMemo(
    () => Object.keys(defaults).some((name) => values[name] !== (JSON.parse(key) as T)[name]),
    [values, key, defaults],
  );

  return { filters: values, setFilters, active };
}

/** A URL value kept only when it is one of `allowed`; anything else means "all". */
export function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** How many of the filter `groups` differ from their default in `filters`; a pair of dates counts once. */
export function countActive<T extends Record<string, string>>(
  filters: T,
  defaults: T,
  groups: ReadonlyArray<keyof T | readonly (keyof T)[]>,
): number {
  return groups.filter((group) =>
    (Array.isArray(group) ? group : [group]).some(
      (name: keyof T) => filters[name] !== defaults[name],
    ),
  ).length;
}

import { useEffect, useRef } from 'react';
import { useAuth } from '@salone/api-client';
import { useSearchParams } from '@salone/router';

/** The values a trip plan's link carries, by name (docs/decisions/plan-booking-links.md). */
export type PlanLinkValues<K extends string> = Partial<Record<K, string>>;

/**
 * A link from a trip plan (`?...&book=1`, docs/decisions/plan-booking-links.md) opens the page's
 * booking dialog once, with the plan's values filled in: `open` receives the non-empty values of
 * `names`. Then `book` and those names leave the URL (replacing the entry), so a reload or the
 * back button does not open the dialog again; parameters the page reads itself (a hotel's
 * stay dates, a car's rental dates) are not in `names` and stay.
 */
export function usePlanBookingLink<K extends string>(
  names: readonly K[],
  open: (values: PlanLinkValues<K>) => void,
) {
  const [params, setParams] = useSearchParams();
  const { status } = useAuth();
  const opened = useRef(false);
  useEffect(() => {
    // Waits until the sign-in state is known, so a visitor is asked to sign in first.
    if (opened.current || status === 'loading' || params.get('book') !== '1') return;
    opened.current = true;
    const values: PlanLinkValues<K> = {};
    for (const name of names) {
      const value = params.get(name);
      if (value) values[name] = value;
    }
    open(values);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['book', ...names]) next.delete(name);
        return next;
      },
      { replace: true },
    );
  });
}

/** A whole number from a link, kept within [min, max]; undefined when it is not one. */
export function linkNumber(value: string | undefined, min: number, max: number) {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Math.min(max, Math.max(min, Number(value)));
}

/** A YYYY-MM-DD day from a link that is a real date; undefined otherwise. */
export function linkDay(value: string | undefined) {
  if (value === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? undefined : value;
}

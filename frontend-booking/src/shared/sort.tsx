import { Select } from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../i18n';

/**
 * The orders the server sorts a list in; '' keeps its own order. `rating` is the guests'
 * verified reviews, best first; `rating-desc` the listing's own rating (stars, operator).
 */
export const PRICE_SORTS = ['price-asc', 'price-desc'] as const;
export const LIST_SORTS = [...PRICE_SORTS, 'rating'] as const;
export const RATED_SORTS = [...LIST_SORTS, 'rating-desc'] as const;
export type ListSort = (typeof RATED_SORTS)[number];

/** A sort from the URL, kept only when this list offers it; anything else means "none". */
export function sortFrom<T extends ListSort>(value: string, offered: readonly T[]): T | undefined {
  return (offered as readonly string[]).includes(value) ? (value as T) : undefined;
}

interface SortSelectProps {
  value: ListSort | undefined;
  offered: readonly ListSort[];
  /** What the list's own order is called (default 'Recommended'; 'Soonest first'). */
  defaultLabel?: string;
  onChange(sort: string): void;
}

/** The 'Sort by' choice of a list page. */
export function SortSelect({ value, offered, defaultLabel, onChange }: SortSelectProps) {
  const t = useT(bookingMessages);
  return (
    <Select
      label={t('sort.label')}
      options={[
        { value: '', label: defaultLabel ?? t('sort.recommended') },
        ...offered.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
      ]}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The guest-rating minimums a list offers (`minRating`): the verified reviews' average. */
export const RATING_MINIMUMS = [4.5, 4, 3] as const;

/** A minimum from the URL, kept only when the list offers it. */
export function minRatingFrom(value: string): number | undefined {
  const minimum = Number(value);
  return (RATING_MINIMUMS as readonly number[]).includes(minimum) ? minimum : undefined;
}

/** The 'Guest rating' filter of a list page: any, or at least 4.5, 4 or 3. */
export function RatingFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange(minimum: string): void;
}) {
  const t = useT(bookingMessages);
  return (
    <Select
      label={t('filter.rating')}
      placeholder={t('filter.anyRating')}
      options={RATING_MINIMUMS.map((minimum) => ({
        value: String(minimum),
        label: t('filter.ratingAtLeast', { minimum: minimum.toFixed(1) }),
      }))}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

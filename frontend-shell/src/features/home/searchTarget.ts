export const SEARCH_CATEGORIES = [
  { value: 'hotels', label: 'Hotels' },
  { value: 'events', label: 'Events' },
  { value: 'cars', label: 'Cars' },
  { value: 'tours', label: 'Tours' },
  { value: 'real-estate', label: 'Real Estate' },
] as const;

export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]['value'];

/**
 * Where the home search goes: `/{category}`, with the dates passed on where the list can show
 * availability for them (RULINGS 5): hotels take checkIn/checkOut, cars pickupDate/returnDate.
 * Returns null when no category is chosen (the spec's search does nothing then).
 */
export function searchTarget(category: string, checkIn: string, checkOut: string): string | null {
  if (!SEARCH_CATEGORIES.some((c) => c.value === category)) return null;
  const params = new URLSearchParams();
  if (checkIn && checkOut && checkOut > checkIn) {
    if (category === 'hotels') {
      params.set('checkIn', checkIn);
      params.set('checkOut', checkOut);
    } else if (category === 'cars') {
      params.set('pickupDate', checkIn);
      params.set('returnDate', checkOut);
    }
  }
  const query = params.toString();
  return `/${category}${query ? `?${query}` : ''}`;
}

/**
 * Today as YYYY-MM-DD in Sierra Leone (GMT, no daylight saving), which is what the server
 * checks dates against; a visitor abroad sees the same minimum date.
 */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

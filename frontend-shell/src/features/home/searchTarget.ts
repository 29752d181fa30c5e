import { CATALOGUE_SECTIONS, isCatalogueSection } from '@salone/remotes';

/** The 'Where to?' choices: the catalogue sections. */
export const SEARCH_CATEGORIES = CATALOGUE_SECTIONS.map(({ section, label }) => ({
  value: section,
  label,
}));

/**
 * Where the home search goes: `/{category}`, with the dates passed on where the list can show
 * availability for them (docs/decisions/home-search-passes-dates.md): hotels take
 * checkIn/checkOut, cars pickupDate/returnDate, tours the first day as `date`, carried to the
 * tour's booking form, events the days as `from`/`to` (the events on them), real estate the
 * first day as `date`, carried to the viewing form. Returns null when no category
 * is chosen.
 */
export function searchTarget(category: string, checkIn: string, checkOut: string): string | null {
  if (!isCatalogueSection(category)) return null;
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
  if ((category === 'tours' || category === 'real-estate') && checkIn) params.set('date', checkIn);
  if (category === 'events' && checkIn) {
    params.set('from', checkIn);
    params.set('to', checkOut && checkOut >= checkIn ? checkOut : checkIn);
  }
  const query = params.toString();
  return `/${category}${query ? `?${query}` : ''}`;
}

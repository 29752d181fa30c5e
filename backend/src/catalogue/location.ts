/**
 * Where a listing is: a point on the map (WGS 84 degrees), shown on its page and on the lists'
 * map. Listings are in Sierra Leone, so a point must fall inside the country's box with a
 * margin of about 50 km (its islands, and places on the border with Guinea and Liberia).
 */
export const SIERRA_LEONE_AREA = {
  south: 6.5,
  north: 10.5,
  west: -13.8,
  east: -9.8,
} as const;

export const LOCATION_OUTSIDE_SIERRA_LEONE =
  'The location must be in Sierra Leone: latitude 6.5 to 10.5, longitude -13.8 to -9.8';
export const LOCATION_INCOMPLETE = 'Give both latitude and longitude, or neither';

/** True when the point is inside Sierra Leone's box (with its margin). */
export const inSierraLeone = (latitude: number, longitude: number): boolean =>
  latitude >= SIERRA_LEONE_AREA.south &&
  latitude <= SIERRA_LEONE_AREA.north &&
  longitude >= SIERRA_LEONE_AREA.west &&
  longitude <= SIERRA_LEONE_AREA.east;

/** What a listing's answer says of where it is. */
export interface Located {
  latitude: number | null;
  longitude: number | null;
}

/** The location fields of a listing's answer (PostgreSQL's numeric arrives as text). */
export const locationFields = (listing: {
  latitude?: string | number | null;
  longitude?: string | number | null;
}): Located =>
  listing.latitude === null ||
  listing.latitude === undefined ||
  listing.longitude === null ||
  listing.longitude === undefined
    ? { latitude: null, longitude: null }
    : { latitude: Number(listing.latitude), longitude: Number(listing.longitude) };

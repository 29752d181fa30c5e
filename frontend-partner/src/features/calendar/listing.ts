import type { ListingSummaryDto } from '@salone/api-client/partner';

export type ListingKind = ListingSummaryDto['kind'];

/** What the calendar shows: a listing named `kind:id` in the address (`?listing=hotel:3`). */
export interface ListingRef {
  kind: ListingKind;
  id: number;
}

const KINDS: readonly ListingKind[] = ['hotel', 'event', 'car', 'tour', 'property'];

export function parseListing(value: string | null): ListingRef | null {
  const match = /^([a-z]+):(\d+)$/.exec(value ?? '');
  if (!match || !(KINDS as readonly string[]).includes(match[1])) return null;
  const id = Number(match[2]);
  return id > 0 ? { kind: match[1] as ListingKind, id } : null;
}

export const listingKey = (listing: ListingRef) => `${listing.kind}:${listing.id}`;

/** The kinds whose days an operator can close (the backend's closures: room types, cars, tours). */
export type ClosableKind = 'hotel' | 'car' | 'tour';

export function isClosable(kind: ListingKind): kind is ClosableKind {
  return kind === 'hotel' || kind === 'car' || kind === 'tour';
}

/** The bookings list names real estate `real_estate`; listings name it `property`. */
export const BOOKING_SERVICE_TYPE = {
  hotel: 'hotel',
  event: 'event',
  car: 'car',
  tour: 'tour',
  property: 'real_estate',
} as const satisfies Record<ListingKind, string>;

import type { BookingServiceType } from '@salone/booking-rules';
import { notFound } from '../../common/errors/domain.exception.js';
import { LISTING_KINDS, type ListingKind } from '../listing.entity.js';
import { carKind } from './car.kind.js';
import { eventKind } from './event.kind.js';
import { hotelKind } from './hotel.kind.js';
import type { ListingKindDescriptor } from './listing-kind.js';
import { propertyKind } from './property.kind.js';
import { tourKind } from './tour.kind.js';

export type { ListingKindDescriptor, ListingRow } from './listing-kind.js';

/**
 * The registry of listing kinds: every place that differs by kind asks it (or keys its own
 * per-kind part by the kind's name) instead of switching on the kind
 * (docs/decisions/listing-kind-registry.md). The order is the order of LISTING_KINDS.
 */
export const LISTING_KIND_REGISTRY: { readonly [K in ListingKind]: ListingKindDescriptor } = {
  hotel: hotelKind as unknown as ListingKindDescriptor,
  event: eventKind as unknown as ListingKindDescriptor,
  car: carKind as unknown as ListingKindDescriptor,
  tour: tourKind as unknown as ListingKindDescriptor,
  property: propertyKind as unknown as ListingKindDescriptor,
};

/** Every kind's descriptor, in the order of LISTING_KINDS. */
export const listingKinds = (): ListingKindDescriptor[] =>
  LISTING_KINDS.map((kind) => LISTING_KIND_REGISTRY[kind]);

/** Whether a path's or query's value names a kind. */
export const isListingKind = (kind: string): kind is ListingKind =>
  Object.prototype.hasOwnProperty.call(LISTING_KIND_REGISTRY, kind);

/** The kind a path names (`/listings/:kind/:id`); any other value is a listing that does not exist. */
export const parseListingKind = (kind: string): ListingKind => {
  if (!isListingKind(kind)) throw notFound('Listing');
  return kind;
};

/** The kind a booking's service type names, or undefined. */
export const kindOfServiceType = (
  serviceType: BookingServiceType | string,
): ListingKindDescriptor | undefined =>
  listingKinds().find((descriptor) => descriptor.serviceType === serviceType);

/** Each kind's table and the SQL of its display name. */
export const LISTING_TABLES: Record<ListingKind, { table: string; name: string }> =
  Object.fromEntries(
    listingKinds().map(({ kind, table, nameSql }) => [kind, { table, name: nameSql }]),
  ) as Record<ListingKind, { table: string; name: string }>;

/** Every listing of every kind as (kind, id, name, organisation_id, status, moderation_reason, updated_at). */
export const ALL_LISTINGS_SQL = listingKinds()
  .map(
    ({ kind, table, nameSql }) =>
      `SELECT '${kind}'::text AS kind, x.id, ${nameSql} AS name, x.organisation_id,
            x.status, x.moderation_reason, x.updated_at
       FROM ${table} x`,
  )
  .join('\n UNION ALL \n');

/** Listings with their organisation's name, as `l` joined to `o`; add WHERE, ORDER BY, LIMIT. */
export const LISTING_SUMMARY_SQL = `SELECT l.kind, l.id, l.name, l.organisation_id, o.name AS organisation_name, l.status,
       l.moderation_reason, l.updated_at
  FROM (${ALL_LISTINGS_SQL}) l JOIN organisations o ON o.id = l.organisation_id`;

/** SQL: the organisation that owns booking `b` (by its service type and id). */
export const BOOKING_ORGANISATION_SQL = `(CASE b.service_type
${listingKinds()
  .map(
    ({ serviceType, table }) =>
      `  WHEN '${serviceType}' THEN (SELECT organisation_id FROM ${table} WHERE id = b.service_id)`,
  )
  .join('\n')}
END)`;

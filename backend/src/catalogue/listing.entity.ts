import { Column, Index, JoinColumn, ManyToOne, UpdateDateColumn } from 'typeorm';
import type { ListingSummaryDto } from './dto/listing-summary.dto.js';

/**
 * draft: being written, never public -> published (public while its organisation is approved)
 * -> unpublished (by the operator, or by an admin with a reason) -> archived (kept for the
 * bookings that name it; not listed anywhere but the operator's archive).
 */
export const LISTING_STATUSES = ['draft', 'published', 'unpublished', 'archived'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_STATUS_CHECK = `"status" IN ('draft', 'published', 'unpublished', 'archived')`;

/**
 * What every catalogue item (hotel, event, car, tour, property) has as a listing: the
 * organisation that owns it, its publication status, and the reason an admin gave when they
 * unpublished it.
 */
export abstract class ListingColumns {
  @Index()
  @Column({ type: 'int' })
  organisationId: number;

  /** The organisation: operators' table, named by entity (catalogue sits below operators). */
  @ManyToOne('OrganisationEntity', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'organisation_id' })
  organisation?: unknown;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: ListingStatus;

  /** Why an admin unpublished it; shown to the operator, cleared when it is published again. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  moderationReason: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** SQL that keeps a catalogue row public: published, by an approved organisation. */
export const publicListing = (alias: string): string =>
  `${alias}.status = 'published' AND EXISTS (SELECT 1 FROM organisations o WHERE o.id = ${alias}.organisation_id AND o.status = 'approved')`;

/** The five kinds of listing, as the operator and admin APIs name them. */
export const LISTING_KINDS = ['hotel', 'event', 'car', 'tour', 'property'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** Each kind's table and the SQL of its display name. */
export const LISTING_TABLES: Record<ListingKind, { table: string; name: string }> = {
  hotel: { table: 'hotels', name: 'x.name' },
  event: { table: 'events', name: 'x.title' },
  car: { table: 'cars', name: `x.make || ' ' || x.model || ' (' || x.year || ')'` },
  tour: { table: 'tours', name: 'x.title' },
  property: { table: 'properties', name: 'x.title' },
};

/** Every listing of every kind as (kind, id, name, organisation_id, status, moderation_reason, updated_at). */
export const ALL_LISTINGS_SQL = LISTING_KINDS.map(
  (kind) =>
    `SELECT '${kind}'::text AS kind, x.id, ${LISTING_TABLES[kind].name} AS name, x.organisation_id,
            x.status, x.moderation_reason, x.updated_at
       FROM ${LISTING_TABLES[kind].table} x`,
).join('\n UNION ALL \n');

/** Listings with their organisation's name, as `l` joined to `o`; add WHERE, ORDER BY, LIMIT. */
export const LISTING_SUMMARY_SQL = `SELECT l.kind, l.id, l.name, l.organisation_id, o.name AS organisation_name, l.status,
       l.moderation_reason, l.updated_at
  FROM (${ALL_LISTINGS_SQL}) l JOIN organisations o ON o.id = l.organisation_id`;

/** A row of LISTING_SUMMARY_SQL as the admin and operator APIs answer it. */
export const toListingSummary = (row: Record<string, never>): ListingSummaryDto => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  organisationId: row.organisation_id,
  organisationName: row.organisation_name,
  status: row.status,
  moderationReason: row.moderation_reason,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** SQL: the organisation that owns booking `b` (by its service type and id). */
export const BOOKING_ORGANISATION_SQL = `(CASE b.service_type
  WHEN 'hotel' THEN (SELECT organisation_id FROM hotels WHERE id = b.service_id)
  WHEN 'event' THEN (SELECT organisation_id FROM events WHERE id = b.service_id)
  WHEN 'car' THEN (SELECT organisation_id FROM cars WHERE id = b.service_id)
  WHEN 'tour' THEN (SELECT organisation_id FROM tours WHERE id = b.service_id)
  WHEN 'real_estate' THEN (SELECT organisation_id FROM properties WHERE id = b.service_id)
END)`;

import { Check, Column, Index, JoinColumn, ManyToOne, UpdateDateColumn } from 'typeorm';
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
@Check(`"latitude" BETWEEN -90 AND 90`)
@Check(`"longitude" BETWEEN -180 AND 180`)
@Check(`("latitude" IS NULL) = ("longitude" IS NULL)`)
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

  /**
   * The average overall score of the listing's visible reviews (1-5, two decimals); null
   * while it has none. Kept by the reviews module through CatalogueReader.setRating.
   */
  @Column({ type: 'numeric', precision: 3, scale: 2, nullable: true, select: true })
  ratingAverage: string | null;

  /** How many visible reviews the average is of. */
  @Column({ type: 'int', default: 0 })
  ratingCount: number;

  /**
   * Where it is (WGS 84 degrees, six decimals: about 10 cm), placed by the operator with a pin;
   * null until placed. Both or neither (catalogue/location.ts).
   */
  @Column({ type: 'numeric', precision: 8, scale: 6, nullable: true })
  latitude: string | number | null;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true })
  longitude: string | number | null;
}

/** A listing's review average as a number (PostgreSQL's numeric arrives as text); null: none. */
export const ratingOf = (average: string | number | null | undefined): number | null =>
  average === null || average === undefined ? null : Number(average);

/** SQL that keeps a catalogue row public: published, by an approved organisation. */
export const publicListing = (alias: string): string =>
  `${alias}.status = 'published' AND EXISTS (SELECT 1 FROM organisations o WHERE o.id = ${alias}.organisation_id AND o.status = 'approved')`;

/**
 * The five kinds of listing, as the operator and admin APIs name them; each is described in the
 * registry of kinds (kinds/index.ts).
 */
export const LISTING_KINDS = ['hotel', 'event', 'car', 'tour', 'property'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** A row of LISTING_SUMMARY_SQL (kinds/index.ts) as the admin and operator APIs answer it. */
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

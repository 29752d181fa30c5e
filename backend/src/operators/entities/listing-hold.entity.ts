import { Check, Column, CreateDateColumn, Entity, Index, UpdateDateColumn } from 'typeorm';
import { OrganisationOwnedEntity } from './organisation-owned.entity.js';

/**
 * held: an admin took the listing out of the catalogue (or suspended its organisation) and its
 * operator cannot publish it -> review_requested: the operator asked for a review with a note
 * -> the admin reinstates it (the hold goes) or refuses (back to held, with the refusal).
 */
export const LISTING_HOLD_STATES = ['held', 'review_requested'] as const;
export type ListingHoldState = (typeof LISTING_HOLD_STATES)[number];

/** Why the listing is held: one admin's unpublish, or its organisation's suspension. */
export const LISTING_HOLD_SOURCES = ['admin_unpublish', 'suspension'] as const;
export type ListingHoldSource = (typeof LISTING_HOLD_SOURCES)[number];

/**
 * An admin's hold on one listing (ruling 22): while it exists, the listing's operator cannot
 * publish it. At most one per listing; reinstating deletes it (the audit log keeps the story).
 */
@Entity('listing_holds')
@Index('UQ_listing_holds_listing', ['kind', 'listingId'], { unique: true })
@Check(`"state" IN ('held', 'review_requested')`)
@Check(`"source" IN ('admin_unpublish', 'suspension')`)
export class ListingHoldEntity extends OrganisationOwnedEntity {
  /** hotel, event, car, tour or property. */
  @Column({ type: 'varchar', length: 20 })
  kind: string;

  @Column({ type: 'int' })
  listingId: number;

  @Column({ type: 'varchar', length: 20, default: 'held' })
  state: ListingHoldState;

  @Column({ type: 'varchar', length: 20, default: 'admin_unpublish' })
  source: ListingHoldSource;

  /** The admin's reason, shown to the operator. */
  @Column({ type: 'varchar', length: 500 })
  reason: string;

  /** The operator's note with its latest request for a review. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  reviewNote: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewRequestedAt: Date | null;

  /** Why the admin refused the latest review. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  refusalReason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  refusedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

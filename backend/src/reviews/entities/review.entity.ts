import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { ListingKind } from '../../catalogue/index.js';

/**
 * A verified review: written by the traveller of one paid booking, about the booking's
 * listing. Hidden reviews (an admin's decision, with a reason) stay for the record and leave
 * the listing's average.
 */
@Entity('reviews')
@Check(`"overall" BETWEEN 1 AND 5`)
@Check(`"listing_kind" IN ('hotel', 'event', 'car', 'tour', 'property')`)
@Index(['listingKind', 'listingId', 'createdAt'])
export class ReviewEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The booking it is of: one review per booking. */
  @Index({ unique: true })
  @Column({ type: 'uuid' })
  bookingId: string;

  @ManyToOne('BookingEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: unknown;

  /** The booking's reference, for the operator and the admins. */
  @Column({ type: 'varchar', length: 12 })
  bookingReference: string;

  /** The author (the booking's account). */
  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  /** The organisation whose listing it is about (copied from the booking). */
  @Index()
  @Column({ type: 'int' })
  organisationId: number;

  @Column({ type: 'varchar', length: 20 })
  listingKind: ListingKind;

  @Column({ type: 'int' })
  listingId: number;

  /** The listing's name when the review was written. */
  @Column({ type: 'varchar', length: 200 })
  listingName: string;

  /** How the author is named in public: "Aminata K.". */
  @Column({ type: 'varchar', length: 60 })
  authorName: string;

  @Column({ type: 'smallint' })
  overall: number;

  /** The kind's sub-scores (review-rules.ts SUB_SCORES), each 1 to 5. */
  @Column({ type: 'jsonb', default: {} })
  subScores: Record<string, number>;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  text: string | null;

  /**
   * The review's photos, as stored by the photo pipeline: their addresses,
   * `/api/photos/{id}/{width}x{height}.jpg` (`@salone/booking-rules` photoUrl).
   */
  @Column({ type: 'varchar', length: 120, array: true, default: () => `'{}'` })
  photos: string[];

  /** When the service took place (the booking's start), shown as "stayed in March 2026". */
  @Column({ type: 'timestamptz' })
  servedAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The operator's one public reply. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  reply: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  repliedAt: Date | null;

  /** How many travellers reported it. */
  @Column({ type: 'int', default: 0 })
  reportCount: number;

  /** Set when an admin hid it; the reason is told to its author. */
  @Column({ type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  hiddenReason: string | null;
}

/** A traveller's report of a review: one per review and account. */
@Entity('review_reports')
export class ReviewReportEntity {
  @PrimaryColumn({ type: 'uuid' })
  reviewId: string;

  @ManyToOne('ReviewEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'review_id' })
  review?: unknown;

  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** The review request sent for a booking: once each. */
@Entity('review_requests')
export class ReviewRequestEntity {
  @PrimaryColumn({ type: 'uuid' })
  bookingId: string;

  @ManyToOne('BookingEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  requestedAt: Date;
}

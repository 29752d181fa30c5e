import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { UserEntity } from '../../auth/index.js';

/**
 * Booking documents. (Review photos were uploads of purpose `review_photo` once; they go
 * through the photo pipeline now, `POST /api/reviews/photos`, and the table's check still
 * admits the old purpose for a photo the pipeline could not take.)
 */
export const UPLOAD_PURPOSES = ['kyc_document', 'drivers_license'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The types a document may have, decided from its content (magic bytes), never its name. */
export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * A booking document (hotel KYC, driver's licence). The bytes live in PostgreSQL so every
 * backend replica serves them and they are backed up with the booking that claims them.
 */
@Entity('uploads')
@Check(`"purpose" IN ('kyc_document', 'drivers_license', 'review_photo')`)
@Check(`"mime_type" IN ('application/pdf', 'image/jpeg', 'image/png')`)
@Check(`"size_bytes" BETWEEN 1 AND ${MAX_UPLOAD_BYTES}`)
@Check(`octet_length("content") = "size_bytes"`)
export class UploadEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The uploader: the only one who may read it or attach it to a booking. */
  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 20 })
  purpose: UploadPurpose;

  /** Sanitised original name; safe to put in a Content-Disposition header. */
  @Column({ type: 'varchar', length: 200 })
  fileName: string;

  /** Sniffed from the content. */
  @Column({ type: 'varchar', length: 40 })
  mimeType: UploadMimeType;

  @Column({ type: 'int' })
  sizeBytes: number;

  /** Hex SHA-256 of the content. */
  @Column({ type: 'char', length: 64 })
  sha256: string;

  /** The bytes; only selected when the document is downloaded. */
  @Column({ type: 'bytea', select: false })
  content: Buffer;

  /** Set, once, when a booking claims the document. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  bookingId: string | null;

  /** The booking: bookings' table, named by entity (uploads sits below bookings). */
  @ManyToOne('BookingEntity', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'booking_id' })
  booking: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

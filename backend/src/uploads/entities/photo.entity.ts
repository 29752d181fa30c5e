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
  type Relation,
} from 'typeorm';

/**
 * A public photo (a listing's, a room type's, a review's): decoded and stored again as variants,
 * so what is served is never what was uploaded (docs/decisions/photo-variants-webp-and-jpeg.md,
 * review-photos-through-the-pipeline.md). The uploaded bytes are not kept.
 */
@Entity('photos')
@Check(`"width" > 0 AND "height" > 0`)
export class PhotoEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The organisation whose photo it is (a listing's), or null. Only it may delete the photo. */
  @Index()
  @Column({ type: 'int', nullable: true })
  organisationId: number | null;

  /** The traveller who uploaded it, for a review's photo; null for an organisation's photo. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  /** When a review took this traveller's photo; one no review took is deleted after a day. */
  @Column({ type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  /**
   * Whether it is served: always for an organisation's photo; for a review's, only while a
   * visible review shows it (not before the review is written, not once an admin hid it).
   */
  @Column({ type: 'boolean', default: true })
  shown: boolean;

  /** The size of the largest variant. */
  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** One stored size of a photo in one format (`webp` or `jpg`). */
@Entity('photo_variants')
@Check(`"format" IN ('webp', 'jpg')`)
@Check(`octet_length("content") = "size_bytes"`)
export class PhotoVariantEntity {
  @PrimaryColumn({ type: 'uuid' })
  photoId: string;

  @ManyToOne(() => PhotoEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'photo_id' })
  photo: Relation<PhotoEntity>;

  @PrimaryColumn({ type: 'int' })
  width: number;

  @PrimaryColumn({ type: 'varchar', length: 4 })
  format: 'webp' | 'jpg';

  @Column({ type: 'int' })
  height: number;

  @Column({ type: 'int' })
  sizeBytes: number;

  @Column({ type: 'bytea', select: false })
  content: Buffer;
}

import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A photo of a listing, uploaded by its operator: a JPEG or PNG of at most 5 MB whose type was
 * read from its content. Served publicly at /api/listing-images/{id}.
 */
@Entity('listing_images')
@Check(`"mime_type" IN ('image/jpeg', 'image/png')`)
@Check(`"size_bytes" BETWEEN 1 AND 5242880`)
export class ListingImageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'int' })
  organisationId: number;

  /** hotel, event, car, tour or property; room for a photo of a hotel's room type. */
  @Column({ type: 'varchar', length: 10 })
  listingKind: string;

  @Column({ type: 'int' })
  listingId: number;

  @Column({ type: 'varchar', length: 20 })
  mimeType: string;

  @Column({ type: 'int' })
  sizeBytes: number;

  @Column({ type: 'bytea', select: false })
  content: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

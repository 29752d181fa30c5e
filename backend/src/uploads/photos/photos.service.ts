import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { parsePhotoUrl, photoUrl, type PhotoFormat } from '@salone/booking-rules';
import type { DataSource, EntityManager } from 'typeorm';
import { PhotoEntity, PhotoVariantEntity } from '../entities/photo.entity.js';
import { processPhoto, type ProcessedPhoto } from './photo-pipeline.js';

/** A stored variant's bytes and type. */
export interface PhotoVariantContent {
  mimeType: 'image/webp' | 'image/jpeg';
  content: Buffer;
}

const MIME: Record<PhotoFormat, PhotoVariantContent['mimeType']> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * Public photos (tables `photos`, `photo_variants`): decoded, checked and stored as variants by
 * `processPhoto`; served by PhotosController at the addresses of `@salone/booking-rules`'
 * `photoUrl`.
 */
@Injectable()
export class PhotosService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Decodes an uploaded JPEG or PNG (the caller has checked its type and size) into its
   * variants; refuses what `processPhoto` refuses. Call it before opening a transaction: it
   * takes a while (about a second for a 12-megapixel photo) and needs no row.
   */
  prepare(content: Buffer): Promise<ProcessedPhoto> {
    return processPhoto(content);
  }

  /** Stores a prepared photo in `manager`'s transaction; answers the address to list. */
  async store(
    manager: EntityManager,
    processed: ProcessedPhoto,
    owner: { organisationId: number | null },
  ): Promise<string> {
    const photo = await manager.save(
      PhotoEntity,
      manager.create(PhotoEntity, {
        organisationId: owner.organisationId,
        width: processed.width,
        height: processed.height,
      }),
    );
    await manager.insert(
      PhotoVariantEntity,
      processed.variants.map((variant) => ({
        photoId: photo.id,
        width: variant.width,
        format: variant.format,
        height: variant.height,
        sizeBytes: variant.content.length,
        content: variant.content,
      })),
    );
    return photoUrl(photo);
  }

  /**
   * Deletes the photo an address names when it belongs to the organisation, in `manager`'s
   * transaction; any other address (a sample picture, another organisation's photo) is left.
   */
  async deleteOf(manager: EntityManager, url: string, organisationId: number): Promise<void> {
    const photo = parsePhotoUrl(url);
    if (!photo) return;
    await manager.query(`DELETE FROM photos WHERE id = $1 AND organisation_id = $2`, [
      photo.id,
      organisationId,
    ]);
  }

  /** One stored variant, or null when there is none of that photo, width and format. */
  async variant(
    photoId: string,
    width: number,
    format: PhotoFormat,
  ): Promise<PhotoVariantContent | null> {
    const [row]: { content: Buffer }[] = await this.dataSource.query(
      `SELECT content FROM photo_variants WHERE photo_id = $1 AND width = $2 AND format = $3`,
      [photoId, width, format],
    );
    return row ? { mimeType: MIME[format], content: row.content } : null;
  }
}

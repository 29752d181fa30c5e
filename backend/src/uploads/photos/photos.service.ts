import { Injectable } from '@nestjs/common';
import { parsePhotoUrl, photoUrl, type PhotoFormat } from '@salone/booking-rules';
import type { EntityManager } from 'typeorm';
import { processPhoto, type ProcessedPhoto } from './photo-pipeline.js';
import { PhotosRepository } from './photos.repository.js';

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
 * `photoUrl` (docs/decisions/photo-variants-webp-and-jpeg.md).
 */
@Injectable()
export class PhotosService {
  constructor(private readonly rows: PhotosRepository) {}

  /**
   * Decodes an uploaded JPEG or PNG (the caller has checked its type and size) into its
   * variants; refuses what `processPhoto` refuses. Call it before opening a transaction: it
   * takes a while (seconds for a 12-megapixel photo) and needs no row.
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
    const photo = await this.rows.insert(
      manager,
      { organisationId: owner.organisationId, width: processed.width, height: processed.height },
      processed.variants,
    );
    return photoUrl(photo);
  }

  /**
   * Deletes the photo an address names when it belongs to the organisation, in `manager`'s
   * transaction; any other address (a sample picture, another organisation's photo) is left.
   */
  async deleteOf(manager: EntityManager, url: string, organisationId: number): Promise<void> {
    const photo = parsePhotoUrl(url);
    if (photo) await this.rows.deleteOf(manager, photo.id, organisationId);
  }

  /** One stored variant, or null when there is none of that photo, width and format. */
  async variant(
    photoId: string,
    width: number,
    format: PhotoFormat,
  ): Promise<PhotoVariantContent | null> {
    const content = await this.rows.variantContent(photoId, width, format);
    return content ? { mimeType: MIME[format], content } : null;
  }
}

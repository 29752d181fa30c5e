import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PhotoFormat } from '@salone/booking-rules';
import type { DataSource, EntityManager } from 'typeorm';
import { PhotoEntity, PhotoVariantEntity } from '../entities/photo.entity.js';
import type { PhotoVariant } from './photo-pipeline.js';

/** Public photos and their variants (tables `photos`, `photo_variants`). */
@Injectable()
export class PhotosRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Inserts a photo and its variants in `manager`'s transaction; answers the photo. */
  async insert(
    manager: EntityManager,
    photo: { organisationId: number | null; width: number; height: number },
    variants: PhotoVariant[],
  ): Promise<PhotoEntity> {
    const saved = await manager.save(PhotoEntity, manager.create(PhotoEntity, photo));
    await manager.insert(
      PhotoVariantEntity,
      variants.map((variant) => ({
        photoId: saved.id,
        width: variant.width,
        format: variant.format,
        height: variant.height,
        sizeBytes: variant.content.length,
        content: variant.content,
      })),
    );
    return saved;
  }

  /** Deletes the organisation's photo (its variants with it); none of another organisation. */
  async deleteOf(manager: EntityManager, photoId: string, organisationId: number): Promise<void> {
    await manager.query(`DELETE FROM photos WHERE id = $1 AND organisation_id = $2`, [
      photoId,
      organisationId,
    ]);
  }

  /** One variant's bytes, or undefined. */
  async variantContent(
    photoId: string,
    width: number,
    format: PhotoFormat,
  ): Promise<Buffer | undefined> {
    const [row]: { content: Buffer }[] = await this.dataSource.query(
      `SELECT content FROM photo_variants WHERE photo_id = $1 AND width = $2 AND format = $3`,
      [photoId, width, format],
    );
    return row?.content;
  }
}

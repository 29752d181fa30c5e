import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PhotoFormat } from '@salone/booking-rules';
import type { DataSource, EntityManager } from 'typeorm';
import { PhotoEntity, PhotoVariantEntity } from '../entities/photo.entity.js';
import type { PhotoVariant } from '../../common/photos/photo-pipeline.js';

/** The rows an `UPDATE`/`DELETE ... RETURNING` answered (TypeORM's postgres driver: `[rows, count]`). */
const returned = <T>(result: unknown[]): T[] =>
  (Array.isArray(result[0]) ? result[0] : result) as T[];

/** Public photos and their variants (tables `photos`, `photo_variants`). */
@Injectable()
export class PhotosRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Inserts a photo and its variants in `manager`'s transaction; answers the photo. */
  async insert(
    manager: EntityManager,
    photo: {
      organisationId: number | null;
      userId?: string | null;
      shown?: boolean;
      width: number;
      height: number;
    },
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

  /** One shown photo's variant: its bytes and whose photo it is, or undefined. */
  async variantContent(
    photoId: string,
    width: number,
    format: PhotoFormat,
  ): Promise<{ content: Buffer; traveller: boolean } | undefined> {
    const [row]: { content: Buffer; traveller: boolean }[] = await this.dataSource.query(
      `SELECT v.content, p.user_id IS NOT NULL AS traveller
         FROM photo_variants v JOIN photos p ON p.id = v.photo_id
        WHERE v.photo_id = $1 AND v.width = $2 AND v.format = $3 AND p.shown`,
      [photoId, width, format],
    );
    return row;
  }

  /** How many photos the traveller uploaded since `since` (in `manager`'s transaction). */
  async countOfTravellerSince(
    manager: EntityManager,
    userId: string,
    since: Date,
  ): Promise<number> {
    const [row]: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM photos WHERE user_id = $1 AND created_at >= $2`,
      [userId, since],
    );
    return row.count;
  }

  /**
   * Marks the traveller's photos no review took yet as taken and shown; answers those it
   * marked (a photo of someone else, or already taken, is not).
   */
  async claim(
    manager: EntityManager,
    userId: string,
    photoIds: string[],
    at: Date,
  ): Promise<{ id: string; width: number; height: number }[]> {
    const result: unknown[] = await manager.query(
      `UPDATE photos SET claimed_at = $3, shown = true
        WHERE id = ANY($1::uuid[]) AND user_id = $2 AND claimed_at IS NULL
        RETURNING id, width, height`,
      [photoIds, userId, at],
    );
    return returned<{ id: string; width: number; height: number }>(result);
  }

  /** Shows or withholds travellers' photos (a review's, as it is hidden). */
  async setShown(manager: EntityManager, photoIds: string[], shown: boolean): Promise<void> {
    if (photoIds.length === 0) return;
    await manager.query(
      `UPDATE photos SET shown = $2 WHERE id = ANY($1::uuid[]) AND user_id IS NOT NULL`,
      [photoIds, shown],
    );
  }

  /** Deletes travellers' photos no review took that were uploaded before `before`; how many. */
  async deleteUnclaimedBefore(before: Date): Promise<number> {
    const result: unknown[] = await this.dataSource.query(
      `DELETE FROM photos WHERE user_id IS NOT NULL AND claimed_at IS NULL AND created_at < $1
       RETURNING id`,
      [before],
    );
    return returned(result).length;
  }

  /** The address size of a shown photo, or undefined. */
  async shownSize(photoId: string): Promise<{ width: number; height: number } | undefined> {
    const [row]: { width: number; height: number }[] = await this.dataSource.query(
      `SELECT width, height FROM photos WHERE id = $1 AND shown`,
      [photoId],
    );
    return row;
  }
}

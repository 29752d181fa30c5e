import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The partner's listing photos (table `listing_images`). Every method runs in the caller's
 * transaction.
 */
@Injectable()
export class ListingsRepository {
  /** Stores a photo; its id. */
  async insertImage(
    manager: EntityManager,
    image: {
      organisationId: number;
      /** The listing's kind, or `room` for a room type's photo. */
      kind: string;
      listingId: number;
      mimeType: string;
      size: number;
      content: Buffer;
    },
  ): Promise<string> {
    const [{ id }] = await manager.query(
      `INSERT INTO listing_images (organisation_id, listing_kind, listing_id, mime_type, size_bytes, content)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        image.organisationId,
        image.kind,
        image.listingId,
        image.mimeType,
        image.size,
        image.content,
      ],
    );
    return id;
  }

  /** Deletes one of the organisation's photos (none when it is another organisation's). */
  async deleteImage(
    manager: EntityManager,
    imageId: string,
    organisationId: number,
  ): Promise<void> {
    await manager.query(`DELETE FROM listing_images WHERE id = $1 AND organisation_id = $2`, [
      imageId,
      organisationId,
    ]);
  }
}

import { Injectable } from '@nestjs/common';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * The partner's listing photos (table `listing_images`) and the organisation's own listing
 * being read or changed. Every method runs in the caller's transaction.
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

  /** The organisation's listing of that kind, optionally locked; null when it has none. */
  async findOwned(
    manager: EntityManager,
    entity: EntityTarget<ObjectLiteral>,
    id: number,
    organisationId: number,
    lock: boolean,
  ): Promise<ObjectLiteral | null> {
    const qb = manager
      .createQueryBuilder(entity, 'listing')
      .where('listing.id = :id AND listing.organisationId = :organisationId', {
        id,
        organisationId,
      });
    if (lock) qb.setLock('pessimistic_write');
    return qb.getOne();
  }
}

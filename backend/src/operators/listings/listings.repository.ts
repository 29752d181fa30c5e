import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The partner's listing photos stored before photos were stored as variants (table
 * `listing_images`; new ones are in the uploads module's `photos`). Every method runs in the
 * caller's transaction.
 */
@Injectable()
export class ListingsRepository {
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

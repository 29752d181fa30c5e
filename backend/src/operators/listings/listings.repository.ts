import { Injectable } from '@nestjs/common';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { TicketCategoryEntity } from '../../catalogue/events/ticket-category.entity.js';
import { RoomEntity } from '../../catalogue/hotels/room.entity.js';
import { LISTING_TABLES, type ListingKind } from '../../catalogue/listing.entity.js';

/**
 * What the partner's listing editor reads and writes besides the entities it saves: listing
 * photos (table `listing_images`), a listing's name, the locked room type or ticket category
 * being changed. Every method runs in the caller's transaction.
 */
@Injectable()
export class ListingsRepository {
  /** The sort position after the event's last ticket category. */
  async nextTicketSortOrder(manager: EntityManager, eventId: number): Promise<number> {
    const [{ next }] = await manager.query(
      `SELECT COALESCE(MAX(sort_order) + 1, 0)::int AS next FROM event_ticket_categories WHERE event_id = $1`,
      [eventId],
    );
    return next;
  }

  /** Stores a photo; its id. */
  async insertImage(
    manager: EntityManager,
    image: {
      organisationId: number;
      kind: ListingKind | 'room';
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

  /** The hotel's room type, locked; null when the hotel has no such room type. */
  async lockRoom(
    manager: EntityManager,
    hotelId: number,
    roomId: number,
  ): Promise<RoomEntity | null> {
    return manager
      .createQueryBuilder(RoomEntity, 'room')
      .setLock('pessimistic_write')
      .where('room.id = :roomId AND room.hotelId = :hotelId', { roomId, hotelId })
      .getOne();
  }

  /** The event's ticket category, locked; null when the event has no such category. */
  async lockTicketCategory(
    manager: EntityManager,
    eventId: number,
    categoryId: number,
  ): Promise<TicketCategoryEntity | null> {
    return manager
      .createQueryBuilder(TicketCategoryEntity, 'category')
      .setLock('pessimistic_write')
      .where('category.id = :categoryId AND category.eventId = :eventId', { categoryId, eventId })
      .getOne();
  }

  /** The listing's display name (rows of `{ name }`, one or none). */
  async listingName(
    manager: EntityManager,
    kind: ListingKind,
    id: number,
  ): Promise<{ name: string }[]> {
    return manager.query(
      `SELECT ${LISTING_TABLES[kind].name} AS name FROM ${LISTING_TABLES[kind].table} x WHERE x.id = $1`,
      [id],
    );
  }
}

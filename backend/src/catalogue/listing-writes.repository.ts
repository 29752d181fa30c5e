import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { CarEntity } from './cars/car.entity.js';
import { EventEntity } from './events/event.entity.js';
import { TicketCategoryEntity } from './events/ticket-category.entity.js';
import { HotelEntity } from './hotels/hotel.entity.js';
import { RoomEntity } from './hotels/room.entity.js';
import type { ListingColumns, ListingKind } from './listing.entity.js';
import { PropertyEntity } from './real-estate/property.entity.js';
import { TourEntity } from './tours/tour.entity.js';

/**
 * The catalogue's listings, room types and ticket categories as their organisation's members
 * change them (the operators module's listing management), in the caller's transaction: the
 * catalogue owns these tables, operators ask it.
 */
const LISTING_ENTITIES: Record<ListingKind, EntityTarget<ObjectLiteral>> = {
  hotel: HotelEntity,
  event: EventEntity,
  car: CarEntity,
  tour: TourEntity,
  property: PropertyEntity,
};

/** A listing of any kind: its common columns and its id. */
export type OwnListing = ListingColumns & { id: number };

/** The organisation's listing of that kind (locked for update when asked); null when none. */
export function findOwnListing(
  manager: EntityManager,
  kind: ListingKind,
  id: number,
  organisationId: number,
  lock: boolean,
): Promise<ObjectLiteral | null> {
  const qb = manager
    .createQueryBuilder(LISTING_ENTITIES[kind], 'listing')
    .where('listing.id = :id AND listing.organisationId = :organisationId', {
      id,
      organisationId,
    });
  if (lock) qb.setLock('pessimistic_write');
  return qb.getOne();
}

/** Creates a listing of that kind with the values given. */
export function createListing(
  manager: EntityManager,
  kind: ListingKind,
  values: Record<string, unknown>,
): Promise<ObjectLiteral> {
  const entity = LISTING_ENTITIES[kind];
  return manager.save(entity, manager.create(entity, values));
}

/** Changes columns of a listing of that kind. */
export async function updateListing(
  manager: EntityManager,
  kind: ListingKind,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  await manager.update(LISTING_ENTITIES[kind], { id }, values);
}

/** How many room types the hotel has (only those not archived when `archived` is false). */
export function countRooms(
  manager: EntityManager,
  where: { hotelId: number; archived?: boolean },
): Promise<number> {
  return manager.countBy(RoomEntity, where);
}

/** The hotel's room types, cheapest first, archived ones included. */
export function roomsOf(manager: EntityManager, hotelId: number): Promise<RoomEntity[]> {
  return manager.find(RoomEntity, {
    where: { hotelId },
    order: { priceCents: 'ASC', id: 'ASC' },
  });
}

export function insertRoom(
  manager: EntityManager,
  values: Record<string, unknown> & { hotelId: number },
): Promise<RoomEntity> {
  return manager.save(RoomEntity, manager.create(RoomEntity, values));
}

export async function updateRoom(
  manager: EntityManager,
  roomId: number,
  values: Record<string, unknown>,
): Promise<void> {
  await manager.update(RoomEntity, { id: roomId }, values);
}

export function findRoomOrFail(manager: EntityManager, roomId: number): Promise<RoomEntity> {
  return manager.findOneByOrFail(RoomEntity, { id: roomId });
}

/** How many ticket categories the event has. */
export function countTicketCategories(manager: EntityManager, eventId: number): Promise<number> {
  return manager.countBy(TicketCategoryEntity, { eventId });
}

/** The event's ticket categories in their order. */
export function ticketCategoriesOf(
  manager: EntityManager,
  eventId: number,
): Promise<TicketCategoryEntity[]> {
  return manager.find(TicketCategoryEntity, {
    where: { eventId },
    order: { sortOrder: 'ASC', id: 'ASC' },
  });
}

export function insertTicketCategory(
  manager: EntityManager,
  values: Record<string, unknown> & { eventId: number; sortOrder: number },
): Promise<TicketCategoryEntity> {
  return manager.save(TicketCategoryEntity, manager.create(TicketCategoryEntity, values));
}

export async function updateTicketCategory(
  manager: EntityManager,
  categoryId: number,
  values: Record<string, unknown>,
): Promise<void> {
  await manager.update(TicketCategoryEntity, { id: categoryId }, values);
}

export function findTicketCategoryOrFail(
  manager: EntityManager,
  categoryId: number,
): Promise<TicketCategoryEntity> {
  return manager.findOneByOrFail(TicketCategoryEntity, { id: categoryId });
}

export async function deleteTicketCategory(
  manager: EntityManager,
  categoryId: number,
): Promise<void> {
  await manager.delete(TicketCategoryEntity, { id: categoryId });
}

import { Injectable } from '@nestjs/common';
import { todayIso, type BookingServiceType, type RatePeriodCents } from '@salone/booking-rules';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { CarEntity } from './cars/car.entity.js';
import { EventEntity } from './events/event.entity.js';
import { TicketCategoryEntity } from './events/ticket-category.entity.js';
import { HotelEntity } from './hotels/hotel.entity.js';
import { RoomEntity } from './hotels/room.entity.js';
import { roomRatesOf } from './hotels/room-rates.repository.js';
import { PropertyEntity } from './real-estate/property.entity.js';
import { TourEntity } from './tours/tour.entity.js';
import { kindOfServiceType, LISTING_TABLES } from './kinds/index.js';
import { publicListing, type ListingKind } from './listing.entity.js';

/** Each kind's listing entity: other modules name a listing by its kind. */
const LISTING_ENTITIES = {
  hotel: HotelEntity,
  event: EventEntity,
  car: CarEntity,
  tour: TourEntity,
  property: PropertyEntity,
} as const;

/** The listing a kind names. */
export type ListingOf<K extends ListingKind> = InstanceType<(typeof LISTING_ENTITIES)[K]>;

/** A hotel with its rooms, cheapest first, as the planner reads it. */
export interface HotelWithRooms {
  id: number;
  name: string;
  address: string;
  city: string;
  starRating: number;
  amenities: string[];
  rooms: {
    id: number;
    roomType: string;
    priceCents: number;
    capacity: number;
    isAvailable: boolean;
    /** The room type's price calendar from today on, oldest range first. */
    rates: RatePeriodCents[];
  }[];
}

/** An event in a window with its cheapest ticket category that has tickets left. */
export interface EventWithCheapestTicket {
  id: number;
  title: string;
  category: string;
  location: string;
  city: string;
  description: string;
  startDate: Date;
  endDate: Date | null;
  ticket: { name: string; priceCents: number } | null;
}

export type TourSummary = Pick<
  TourEntity,
  | 'id'
  | 'title'
  | 'location'
  | 'city'
  | 'description'
  | 'difficulty'
  | 'duration'
  | 'priceCents'
  | 'includedActivities'
  | 'meals'
  | 'itinerary'
  | 'meetingPoint'
>;

export type CarSummary = Pick<
  CarEntity,
  'id' | 'make' | 'model' | 'year' | 'type' | 'dailyRateCents' | 'location' | 'isAvailable'
>;

interface HotelRoomRow {
  id: number;
  name: string;
  address: string;
  city: string;
  star_rating: number;
  amenities: string[];
  room_id: number;
  room_type: string;
  price_cents: number;
  capacity: number;
  is_available: boolean;
}

interface EventRow {
  id: number;
  title: string;
  category: string;
  location: string;
  city: string;
  description: string;
  start_date: Date;
  end_date: Date | null;
  ticket_name: string | null;
  ticket_cents: number | null;
}

/**
 * The one way other modules read the catalogue's tables (bookings, the planner). Reads that
 * belong to a booking's transaction take its `manager`. Counted tickets are a catalogue
 * column, so selling and giving them back happens here too.
 */
/** How travellers reach the organisation that runs a listing. */
export interface ListingContact {
  name: string;
  /** E.164. */
  phone: string;
  email: string;
  /** Published for "Message on WhatsApp" (E.164); null: none. */
  whatsapp: string | null;
}

@Injectable()
export class CatalogueReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One public listing (published, by an approved organisation): the only kind that can be
   * booked. Anything else reads as absent.
   */
  private publicOne<T extends ObjectLiteral>(
    manager: EntityManager,
    entity: EntityTarget<T>,
    id: number,
  ): Promise<T | null> {
    return manager
      .createQueryBuilder(entity, 'listing')
      .where('listing.id = :id', { id })
      .andWhere(publicListing('listing'))
      .getOne();
  }

  /**
   * The WhatsApp number the listing's organisation chose to publish (E.164), or null.
   */
  async publishedWhatsapp(serviceType: BookingServiceType, id: number): Promise<string | null> {
    return (await this.publishedContacts(serviceType, [id])).get(id)?.whatsapp ?? null;
  }

  /**
   * The contact of each listing's organisation: its name, phone, e-mail and published WhatsApp
   * number, by listing id. The one source of a listing's contact details: the listing's page,
   * the booking page, the voucher, the e-mails and the SMS all show these
   * (docs/decisions/one-operator-contact.md).
   */
  async publishedContacts(
    serviceType: BookingServiceType,
    ids: number[],
  ): Promise<Map<number, ListingContact>> {
    const table = kindOfServiceType(serviceType)?.table;
    if (!table || ids.length === 0) return new Map();
    const rows: {
      id: number;
      name: string;
      contact_phone: string;
      contact_email: string;
      whatsapp_number: string | null;
    }[] = await this.dataSource.query(
      `SELECT l.id, o.name, o.contact_phone, o.contact_email, o.whatsapp_number FROM ${table} l
         JOIN organisations o ON o.id = l.organisation_id WHERE l.id = ANY($1::int[])`,
      [ids],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          name: row.name,
          phone: row.contact_phone,
          email: row.contact_email,
          whatsapp: row.whatsapp_number,
        },
      ]),
    );
  }

  /** An organisation's own listing, whatever its status: what its members manage. */
  ownListing<K extends ListingKind>(
    manager: EntityManager,
    kind: K,
    id: number,
    organisationId: number,
  ): Promise<ListingOf<K> | null> {
    return manager
      .createQueryBuilder(LISTING_ENTITIES[kind] as EntityTarget<ListingOf<K>>, 'listing')
      .where('listing.id = :id AND listing.organisationId = :organisationId', {
        id,
        organisationId,
      })
      .getOne();
  }

  hotel(manager: EntityManager, id: number): Promise<HotelEntity | null> {
    return this.publicOne(manager, HotelEntity, id);
  }

  /** A room type still offered (not archived). */
  room(manager: EntityManager, hotelId: number, roomId: number): Promise<RoomEntity | null> {
    return manager.findOneBy(RoomEntity, { id: roomId, hotelId, archived: false });
  }

  /** A hotel's room types, cheapest first. */
  rooms(manager: EntityManager, hotelId: number): Promise<RoomEntity[]> {
    return manager.find(RoomEntity, {
      where: { hotelId },
      order: { priceCents: 'ASC', id: 'ASC' },
    });
  }

  /** An event's ticket categories in their order. */
  ticketCategories(manager: EntityManager, eventId: number): Promise<TicketCategoryEntity[]> {
    return manager.find(TicketCategoryEntity, {
      where: { eventId },
      order: { sortOrder: 'ASC', priceCents: 'ASC', id: 'ASC' },
    });
  }

  event(manager: EntityManager, id: number): Promise<EventEntity | null> {
    return this.publicOne(manager, EventEntity, id);
  }

  ticketCategory(
    manager: EntityManager,
    eventId: number,
    name: string,
  ): Promise<TicketCategoryEntity | null> {
    return manager.findOneBy(TicketCategoryEntity, { eventId, name });
  }

  car(manager: EntityManager, id: number): Promise<CarEntity | null> {
    return this.publicOne(manager, CarEntity, id);
  }

  tour(manager: EntityManager, id: number): Promise<TourEntity | null> {
    return this.publicOne(manager, TourEntity, id);
  }

  property(manager: EntityManager, id: number): Promise<PropertyEntity | null> {
    return this.publicOne(manager, PropertyEntity, id);
  }

  /**
   * The organisation that runs a listing and the address it reads its bookings at: the
   * organisation's contact e-mail, else the listing's own contact (the event's organiser,
   * the tour's operator, the property's agent). Published or not: a booking outlives that.
   */
  /**
   * Sets a listing's review average and count (the reviews module keeps them), in `manager`'s
   * transaction. Plain SQL: the listing's `updated_at` is the operator's, not the reviews'.
   * The catalogue tables' change trigger drops the kept answers, so lists show it at once.
   */
  async setRating(
    manager: EntityManager,
    kind: ListingKind,
    id: number,
    average: number | null,
    count: number,
  ): Promise<void> {
    const { table } = LISTING_TABLES[kind];
    await manager.query(
      `UPDATE ${table} SET rating_average = $2, rating_count = $3 WHERE id = $1`,
      [id, average, count],
    );
  }

  /**
   * The listing a booking's service names: its kind, organisation and name, published or not
   * (a booking outlives its listing's publication); null when there is no such listing.
   */
  async listingOfBooking(
    manager: EntityManager,
    serviceType: string,
    id: number,
  ): Promise<{ kind: ListingKind; id: number; organisationId: number; name: string } | null> {
    const listing = kindOfServiceType(serviceType);
    if (!listing) return null;
    const [row] = (await manager.query(
      `SELECT x.organisation_id, ${listing.nameSql} AS name FROM ${listing.table} x WHERE x.id = $1`,
      [id],
    )) as { organisation_id: number; name: string }[];
    return row
      ? { kind: listing.kind, id, organisationId: row.organisation_id, name: row.name }
      : null;
  }

  async operatorOf(
    manager: EntityManager,
    serviceType: string,
    id: number,
  ): Promise<{
    organisationId: number | null;
    contactEmail: string | null;
    /** The organisation's contact phone, when it chose to hear of new bookings by SMS. */
    smsPhone: string | null;
    /** The organisation as travellers reach it (the same on the listing and the voucher). */
    contact: { name: string; phone: string; email: string } | null;
  }> {
    const listing = kindOfServiceType(serviceType);
    if (!listing)
      return { organisationId: null, contactEmail: null, smsPhone: null, contact: null };
    const [row] = (await manager.query(
      `SELECT l.organisation_id, o.contact_email, ${listing.contactSql} AS listing_email,
              o.name AS organisation_name, o.contact_phone,
              CASE WHEN o.sms_booking_alerts THEN o.contact_phone END AS sms_phone
         FROM ${listing.table} l LEFT JOIN organisations o ON o.id = l.organisation_id
        WHERE l.id = $1`,
      [id],
    )) as {
      organisation_id: number | null;
      contact_email: string | null;
      listing_email: string | null;
      organisation_name: string | null;
      contact_phone: string | null;
      sms_phone: string | null;
    }[];
    const email = [row?.contact_email, row?.listing_email].find((e) => e && e.includes('@'));
    return {
      organisationId: row?.organisation_id ?? null,
      contactEmail: email ?? null,
      smsPhone: row?.sms_phone ?? null,
      contact:
        row?.organisation_name && row.contact_phone && row.contact_email
          ? { name: row.organisation_name, phone: row.contact_phone, email: row.contact_email }
          : null,
    };
  }

  /**
   * Sells `quantity` tickets of a category, never more than it has, whatever runs at once.
   * Returns null when sold, or how many tickets are left when there are not enough.
   */
  async sellTickets(
    manager: EntityManager,
    categoryId: number,
    quantity: number,
  ): Promise<number | null> {
    // TypeORM answers an UPDATE with [rows, affectedCount].
    const [, affected]: [unknown[], number] = await manager.query(
      `UPDATE event_ticket_categories SET sold = sold + $2
       WHERE id = $1 AND sold + $2 <= quantity`,
      [categoryId, quantity],
    );
    if (affected === 1) return null;
    const [left] = await manager.query(
      'SELECT quantity - sold AS remaining FROM event_ticket_categories WHERE id = $1',
      [categoryId],
    );
    return Number(left.remaining);
  }

  /** Gives back tickets of a cancelled or expired booking. */
  async returnTickets(manager: EntityManager, categoryId: number, quantity: number) {
    await manager.query('UPDATE event_ticket_categories SET sold = sold - $2 WHERE id = $1', [
      categoryId,
      quantity,
    ]);
  }

  /** Every hotel with its rooms, in a single query. */
  async hotelsWithRooms(): Promise<HotelWithRooms[]> {
    const rows = await this.dataSource.query<HotelRoomRow[]>(
      `SELECT h.id, h.name, h.address, h.city, h.star_rating, h.amenities,
              r.id AS room_id, r.room_type, r.price_cents, r.capacity, r.is_available
         FROM hotels h JOIN rooms r ON r.hotel_id = h.id AND NOT r.archived
        WHERE ${publicListing('h')}
        ORDER BY h.id, r.price_cents, r.id`,
    );
    const hotels: HotelWithRooms[] = [];
    for (const row of rows) {
      let hotel = hotels[hotels.length - 1];
      if (!hotel || hotel.id !== row.id) {
        hotel = {
          id: row.id,
          name: row.name,
          address: row.address,
          city: row.city,
          starRating: row.star_rating,
          amenities: row.amenities,
          rooms: [],
        };
        hotels.push(hotel);
      }
      hotel.rooms.push({
        id: row.room_id,
        roomType: row.room_type,
        priceCents: row.price_cents,
        capacity: row.capacity,
        isAvailable: row.is_available,
        rates: [],
      });
    }
    const rates = await roomRatesOf(
      this.dataSource.manager,
      rows.map((row) => row.room_id),
      todayIso(),
    );
    for (const hotel of hotels)
      for (const room of hotel.rooms) room.rates = rates.get(room.id) ?? [];
    return hotels;
  }

  /** Every public tour by id, with the columns a plan shows (not its images, guides or safety). */
  tours(): Promise<TourSummary[]> {
    return this.dataSource.getRepository(TourEntity).find({
      where: { status: 'published', organisation: { status: 'approved' } },
      select: {
        id: true,
        title: true,
        location: true,
        city: true,
        description: true,
        difficulty: true,
        duration: true,
        priceCents: true,
        includedActivities: true,
        meals: true,
        itinerary: true,
        meetingPoint: true,
      },
      order: { id: 'ASC' },
    });
  }

  /** Every public car by id, with the columns a plan shows. */
  cars(): Promise<CarSummary[]> {
    return this.dataSource.getRepository(CarEntity).find({
      where: { status: 'published', organisation: { status: 'approved' } },
      select: {
        id: true,
        make: true,
        model: true,
        year: true,
        type: true,
        dailyRateCents: true,
        location: true,
        isAvailable: true,
      },
      order: { id: 'ASC' },
    });
  }

  /** Events starting in [from, to) that are not over, each with its cheapest ticket left. */
  async eventsBetween(from: Date, to: Date): Promise<EventWithCheapestTicket[]> {
    const rows = await this.dataSource.query<EventRow[]>(
      `SELECT e.id, e.title, e.category, e.location, e.city, e.description, e.start_date,
              e.end_date, t.name AS ticket_name, t.price_cents AS ticket_cents
         FROM events e
         LEFT JOIN LATERAL (
           SELECT c.name, c.price_cents FROM event_ticket_categories c
            WHERE c.event_id = e.id AND c.sold < c.quantity
            ORDER BY c.price_cents, c.sort_order, c.id LIMIT 1
         ) t ON true
        WHERE e.start_date >= $1 AND e.start_date < $2 AND ${publicListing('e')}
          AND COALESCE(e.end_date, e.start_date) > now()
        ORDER BY e.start_date, e.id`,
      [from, to],
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      location: row.location,
      city: row.city,
      description: row.description,
      startDate: row.start_date,
      endDate: row.end_date,
      ticket:
        row.ticket_name === null || row.ticket_cents === null
          ? null
          : { name: row.ticket_name, priceCents: row.ticket_cents },
    }));
  }
}

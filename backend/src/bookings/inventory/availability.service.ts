import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addDays,
  carTotalCents,
  DRIVER_CENTS_PER_DAY,
  GROUP_DISCOUNTS,
  nightRate,
  ticketTotalCents,
  toDollars,
  tourPricePerPersonCents,
  VIEWING_FEE_CENTS,
  VIEWING_TIME_SLOTS,
} from '@salone/booking-rules';
import type { DataSource } from 'typeorm';
import {
  CatalogueReader,
  type ListingKind,
  type ListingOf,
  roomRatesOf,
  viewingOffered,
} from '../../catalogue/index.js';
import { invalidField, notFound } from '../../common/errors/domain.exception.js';
import type {
  AvailabilityQueryDto,
  CarAvailabilityDto,
  EventAvailabilityDto,
  HotelAvailabilityDto,
  PropertyAvailabilityDto,
  TourAvailabilityDto,
} from './dto/availability.dto.js';
import {
  carBookedDays,
  closedDays,
  dayOf,
  roomNights,
  tourDays,
  viewingSlotsTaken,
} from './availability-counts.repository.js';

/** Longest span one availability request may cover. */
export const MAX_AVAILABILITY_DAYS = 92;
const DEFAULT_DAYS = 30;

/** Who asks: the public (published listings of approved organisations) or an organisation. */
export type AvailabilityAccess =
  { kind: 'public' } | { kind: 'organisation'; organisationId: number };

/** [from, to) of a query: default today + 30 days, at most 92 days, `to` after `from`. */
export function availabilityRange(
  query: AvailabilityQueryDto,
  now: Date,
): { from: string; to: string } {
  const from = query.from ?? dayOf(now);
  const to = query.to ?? addDays(from, DEFAULT_DAYS);
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (
      Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
      dayOf(new Date(`${day}T00:00:00Z`)) !== day
    ) {
      throw invalidField(field, `${field} must be a date (YYYY-MM-DD)`, 'INVALID_DATES');
    }
  }
  if (to <= from) throw invalidField('to', 'to must be after from', 'INVALID_DATES');
  if (
    Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) >
    MAX_AVAILABILITY_DAYS * 86_400_000
  ) {
    throw invalidField(
      'to',
      `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time`,
      'INVALID_DATES',
    );
  }
  return { from, to };
}

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Vacancies per night (rooms), per day (cars, tours, viewing slots) or per ticket category,
 * for the public detail pages and for the operator's calendar.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueReader,
  ) {}

  async hotel(
    id: number,
    query: AvailabilityQueryDto,
    access: AvailabilityAccess,
    now = new Date(),
  ): Promise<HotelAvailabilityDto> {
    const { from, to } = availabilityRange(query, now);
    const manager = this.dataSource.manager;
    await this.visible('hotel', id, access, 'Hotel', () => this.catalogue.hotel(manager, id));
    const rooms = (await this.catalogue.rooms(manager, id)).filter(
      (room) => access.kind === 'organisation' || !room.archived,
    );
    const ids = rooms.map((room) => room.id);
    const [nights, rates] = await Promise.all([
      roomNights(manager, ids, from, to, now),
      roomRatesOf(manager, ids, from),
    ]);
    return {
      hotelId: id,
      currency: 'USD',
      from,
      to,
      rooms: rooms.map((room) => {
        const own = nights.filter((night) => night.roomId === room.id);
        const card = { priceCents: room.priceCents, periods: rates.get(room.id) ?? [] };
        return {
          roomId: room.id,
          roomType: room.roomType,
          units: room.units,
          availableForDates:
            room.isAvailable && !room.archived && own.every((night) => night.vacant > 0),
          nights: own.map(({ night, units, booked, closed, vacant }) => {
            // The night as the booking prices it: the room type's calendar (booking-rules, rates.ts).
            const rate = nightRate(card, night);
            return {
              date: night,
              units,
              booked,
              closed,
              vacant: room.isAvailable && !room.archived ? vacant : 0,
              price: toDollars(rate.priceCents),
              weekend: rate.weekend,
              minNights: rate.minNights,
              closedToArrival: rate.closedToArrival,
            };
          }),
        };
      }),
    };
  }

  async car(
    id: number,
    query: AvailabilityQueryDto,
    access: AvailabilityAccess,
    now = new Date(),
  ): Promise<CarAvailabilityDto> {
    const { from, to } = availabilityRange(query, now);
    const manager = this.dataSource.manager;
    const car = await this.visible('car', id, access, 'Car', () => this.catalogue.car(manager, id));
    const [closed, booked] = await Promise.all([
      closedDays(manager, 'car', id, from, to),
      carBookedDays(manager, id, from, to, now),
    ]);
    const days = daysOf(from, to).map((date) => ({
      date,
      vacancies: car.isAvailable && !closed.has(date) && !booked.has(date) ? 1 : 0,
      closed: closed.has(date),
      // A rental day without a driver, as the booking prices it (carTotalCents).
      price: toDollars(carTotalCents(1, car.dailyRateCents, false)),
    }));
    return {
      carId: id,
      currency: 'USD',
      driverPerDay: toDollars(DRIVER_CENTS_PER_DAY),
      from,
      to,
      availableForDates: days.every((day) => day.vacancies > 0),
      days,
    };
  }

  async tour(
    id: number,
    query: AvailabilityQueryDto,
    access: AvailabilityAccess,
    now = new Date(),
  ): Promise<TourAvailabilityDto> {
    const { from, to } = availabilityRange(query, now);
    const manager = this.dataSource.manager;
    const tour = await this.visible('tour', id, access, 'Tour', () =>
      this.catalogue.tour(manager, id),
    );
    const [closed, taken] = await Promise.all([
      closedDays(manager, 'tour', id, from, to),
      tourDays(manager, id, from, to, now),
    ]);
    return {
      tourId: id,
      from,
      to,
      maxGroupSize: tour.maxGroupSize,
      currency: 'USD',
      groupDiscounts: GROUP_DISCOUNTS.map((step) => ({ ...step })),
      days: daysOf(from, to).map((date) => {
        const day = taken.get(date) ?? { sharedSeats: 0, privateGroups: 0 };
        const isClosed = closed.has(date);
        return {
          date,
          closed: isClosed,
          sharedSeatsLeft: isClosed ? 0 : Math.max(0, tour.maxGroupSize - day.sharedSeats),
          privateGroupsLeft: isClosed
            ? 0
            : Math.max(0, tour.privateGroupsPerDay - day.privateGroups),
          // Per participant as the booking prices it (tourPricePerPersonCents).
          sharedPricePerPerson: toDollars(tourPricePerPersonCents(tour.priceCents, 'shared')),
          privatePricePerPerson: toDollars(tourPricePerPersonCents(tour.priceCents, 'private')),
        };
      }),
    };
  }

  async event(
    id: number,
    access: AvailabilityAccess,
    now = new Date(),
  ): Promise<EventAvailabilityDto> {
    const manager = this.dataSource.manager;
    const event = await this.visible('event', id, access, 'Event', () =>
      this.catalogue.event(manager, id),
    );
    const categories = await this.catalogue.ticketCategories(manager, id);
    const ended = (event.endDate ?? event.startDate) < now;
    return {
      eventId: id,
      currency: 'USD',
      onSale: !ended && categories.some((category) => category.quantity > category.sold),
      categories: categories.map((category) => ({
        name: category.name,
        // One ticket as the booking prices it (ticketTotalCents).
        price: toDollars(ticketTotalCents(1, category.priceCents)),
        quantity: category.quantity,
        sold: category.sold,
        remaining: ended ? 0 : category.quantity - category.sold,
      })),
    };
  }

  async property(
    id: number,
    query: AvailabilityQueryDto,
    access: AvailabilityAccess,
    now = new Date(),
  ): Promise<PropertyAvailabilityDto> {
    const { from, to } = availabilityRange(query, now);
    const manager = this.dataSource.manager;
    const property = await this.visible('property', id, access, 'Property', () =>
      this.catalogue.property(manager, id),
    );
    const taken = await viewingSlotsTaken(manager, id, from, to, now);
    return {
      propertyId: id,
      currency: 'USD',
      viewingFee: toDollars(VIEWING_FEE_CENTS),
      from,
      to,
      days: daysOf(from, to).map((date) => {
        const slots = VIEWING_TIME_SLOTS.map((time) => ({
          time,
          available:
            property.isActive &&
            viewingOffered(property, date, time) &&
            !taken.get(date)?.has(time) &&
            new Date(`${date}T${time}:00Z`) > now,
        }));
        return { date, vacancies: slots.filter((slot) => slot.available).length, slots };
      }),
    };
  }

  /** Unknown, not public, or another organisation's: all answer 404 alike. */
  private async visible<K extends ListingKind>(
    kind: K,
    id: number,
    access: AvailabilityAccess,
    what: string,
    readPublic: () => Promise<ListingOf<K> | null>,
  ): Promise<ListingOf<K>> {
    const listing =
      access.kind === 'public'
        ? await readPublic()
        : await this.catalogue.ownListing(this.dataSource.manager, kind, id, access.organisationId);
    if (!listing) throw notFound(what);
    return listing;
  }
}

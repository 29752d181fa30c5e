import { Injectable } from '@nestjs/common';
import type { ErrorCode } from '../common/errors/error-codes.js';
import {
  atTime,
  beyondHorizon,
  CAR_TIME_SLOTS,
  carTotalCents,
  driverCents,
  groupDiscountCents,
  groupDiscountPercent,
  LIMIT_MESSAGES,
  MAX_HOTEL_GUESTS,
  MAX_NIGHTS,
  MAX_RENTAL_DAYS,
  MAX_TICKETS,
  MAX_TOUR_PARTICIPANTS,
  nightsBetween,
  parseDay,
  privateGroupLimit,
  quoteExtras,
  rentalDays,
  startOfToday,
  stayNightRates,
  stayRefusal,
  stayRefusalMessage,
  type StayRefusal,
  stayTotalCents,
  ticketTotalCents,
  toCents,
  toDollars,
  tourPricePerPersonCents,
  tourSubtotalCents,
  tourHours,
  tourTotalCents,
  VIEWING_FEE_CENTS,
  VIEWING_TIME_SLOTS,
  viewingIsPast,
} from '@salone/booking-rules';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { EntityManager } from 'typeorm';
import {
  CatalogueReader,
  kindOfServiceType,
  type ListingKind,
  type TicketCategoryEntity,
  roomRateCard,
  viewingRefusal,
} from '../catalogue/index.js';
import { badRequest, conflict, invalidField, notFound } from '../common/errors/domain.exception.js';
import { flattenValidationErrors } from '../common/errors/validation.js';
import { dayOf } from './inventory/availability-counts.repository.js';
import {
  assertCarNotClosed,
  assertRoomNightsFree,
  holdTickets,
  holdTourPlaces,
  ROOM_TAKEN,
  ticketsSoldOut,
} from './inventory/availability-rules.js';
import {
  CarBookingMetadataDto,
  CreateBookingDto,
  EventBookingMetadataDto,
  HotelBookingMetadataDto,
  TourBookingMetadataDto,
  ViewingBookingMetadataDto,
} from './dto/create-booking.dto.js';

/** The API's error code of each stay the room type's calendar refuses (libs/booking-rules). */
const STAY_REFUSAL_CODES = {
  MINIMUM_STAY: 'MINIMUM_STAY',
  CLOSED_TO_ARRIVAL: 'CLOSED_TO_ARRIVAL',
} as const satisfies Record<StayRefusal['code'], ErrorCode>;
/**
 * How a request is quoted: for a booking (everything the booking needs), or for a partner's
 * price question (POST …/quote), which leaves out what does not change the price or the
 * availability: the tour's participants' names and the driver's licence.
 */
export interface QuoteOptions {
  priceOnly?: boolean;
}

/** What a valid request books, priced by the server, and how its inventory is held. */
export interface BookingQuote {
  /** The organisation whose listing is booked. */
  organisationId: number;
  serviceName: string;
  roomId: number | null;
  ticketCategoryId: number | null;
  startDate: Date;
  endDate: Date | null;
  totalCents: number;
  metadata: Record<string, unknown>;
  /** Documents to attach to the booking. */
  uploads: { id: string; purpose: 'kyc_document' | 'drivers_license' }[];
  /** Takes counted inventory (tickets, shared-tour seats) inside the booking's transaction. */
  reserve?: (manager: EntityManager) => Promise<void>;
  /** Said when PostgreSQL refuses an overlapping room, car or viewing slot. */
  takenMessage: string;
  /** The code said with it. */
  takenCode: ErrorCode;
}

async function metadataOf<T extends object>(
  type: new () => T,
  raw: Record<string, unknown> | undefined,
): Promise<T> {
  const metadata = plainToInstance(type, raw ?? {});
  const errors = await validate(metadata, {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
  });
  if (errors.length > 0) {
    const details = flattenValidationErrors(errors, 'metadata');
    throw badRequest(details[0].message, 'INVALID_BOOKING', details);
  }
  return metadata;
}

function assertWithinHorizon(start: Date, now: Date): void {
  if (beyondHorizon(start, now)) {
    throw invalidField('startDate', LIMIT_MESSAGES.horizon, 'INVALID_BOOKING');
  }
}

function requireDay(value: string | undefined, field: string, message: string): Date {
  const day = value === undefined ? null : parseDay(value);
  if (!day) throw invalidField(field, message, 'INVALID_BOOKING');
  return day;
}

/**
 * The ticket lines a request asks for: `metadata.tickets` (one line per category, their total
 * equal to `guests`), or the older single `ticketCategory` / `ticketType` for `guests` tickets.
 */
function ticketLinesAsked(
  metadata: EventBookingMetadataDto,
  guests: number,
): { category: string; quantity: number }[] {
  const single = metadata.ticketCategory ?? metadata.ticketType;
  if (metadata.tickets) {
    if (single)
      throw invalidField(
        'metadata.tickets',
        'Send either tickets or ticketCategory, not both',
        'INVALID_BOOKING',
      );
    const names = metadata.tickets.map((line) => line.category.trim().toLowerCase());
    if (new Set(names).size !== names.length)
      throw invalidField(
        'metadata.tickets',
        'Each ticket category may appear once',
        'INVALID_BOOKING',
      );
    const total = metadata.tickets.reduce((sum, line) => sum + line.quantity, 0);
    if (total !== guests)
      throw invalidField(
        'guests',
        `guests must equal the number of tickets (${total})`,
        'INVALID_BOOKING',
      );
    return metadata.tickets;
  }
  if (!single)
    throw invalidField(
      'metadata.ticketCategory',
      'Please select a ticket category',
      'INVALID_BOOKING',
    );
  return [{ category: single, quantity: guests }];
}

/**
 * Validates a booking request against the catalogue and prices it (docs/product.md, Validation
 * and Constants); the quote's `reserve` applies the availability rules
 * (inventory/availability-rules.ts) inside the booking's transaction.
 */
@Injectable()
export class BookingQuoter {
  constructor(private readonly catalogue: CatalogueReader) {}

  /**
   * How each kind of listing is quoted: checked, priced and held. Keyed by the kind's name in
   * the catalogue's registry of kinds, so a kind without a quote does not compile.
   */
  private readonly quoters: {
    readonly [K in ListingKind]: (
      manager: EntityManager,
      dto: CreateBookingDto,
      now: Date,
      options: QuoteOptions,
    ) => Promise<BookingQuote>;
  } = {
    hotel: (manager, dto, now, options) => this.hotel(manager, dto, now, options),
    event: (manager, dto, now) => this.event(manager, dto, now),
    car: (manager, dto, now, options) => this.car(manager, dto, now, options),
    tour: (manager, dto, now, options) => this.tour(manager, dto, now, options),
    property: (manager, dto, now) => this.viewing(manager, dto, now),
  };

  quote(
    manager: EntityManager,
    dto: CreateBookingDto,
    now: Date,
    options: QuoteOptions = {},
  ): Promise<BookingQuote> {
    const descriptor = kindOfServiceType(dto.serviceType);
    if (!descriptor) {
      throw invalidField(
        'serviceType',
        'serviceType must be one of: hotel, event, car, tour, real_estate',
        'INVALID_BOOKING',
      );
    }
    return this.quoters[descriptor.kind](manager, dto, now, options);
  }

  private async hotel(
    manager: EntityManager,
    dto: CreateBookingDto,
    now: Date,
    options: QuoteOptions,
  ): Promise<BookingQuote> {
    const metadata = await metadataOf(HotelBookingMetadataDto, dto.metadata);
    const hotel = await this.catalogue.hotel(manager, dto.serviceId);
    if (!hotel) throw notFound('Hotel');
    if (dto.roomId == null)
      throw invalidField('roomId', 'Please select a room type', 'INVALID_BOOKING');
    const room = await this.catalogue.room(manager, hotel.id, dto.roomId);
    if (!room) throw invalidField('roomId', 'Please select a room type', 'INVALID_BOOKING');
    if (dto.guests > MAX_HOTEL_GUESTS) {
      throw invalidField('guests', `guests must be at most ${MAX_HOTEL_GUESTS}`, 'INVALID_BOOKING');
    }
    if (dto.guests > room.capacity) {
      throw invalidField(
        'guests',
        `Selected room capacity is ${room.capacity} guests`,
        'INVALID_BOOKING',
      );
    }
    const checkIn = requireDay(dto.startDate, 'startDate', 'Check-in date is required');
    const checkOut = requireDay(dto.endDate, 'endDate', 'Check-out date is required');
    if (checkOut <= checkIn) {
      throw invalidField(
        'endDate',
        'Check-out date must be after check-in date',
        'INVALID_BOOKING',
      );
    }
    if (checkIn < startOfToday(now)) {
      throw invalidField('startDate', LIMIT_MESSAGES.checkInPast, 'INVALID_BOOKING');
    }
    if (nightsBetween(checkIn, checkOut) > MAX_NIGHTS) {
      throw invalidField('endDate', LIMIT_MESSAGES.stayTooLong, 'INVALID_BOOKING');
    }
    assertWithinHorizon(checkIn, now);
    if (!room.isAvailable) {
      throw conflict('This room is not available for booking', 'ROOM_UNAVAILABLE');
    }
    // Each night priced by the room type's calendar (libs/booking-rules, rates.ts), as the
    // booking form prices it; the calendar may refuse the arrival or the length of the stay.
    const arrival = dayOf(checkIn);
    const card = await roomRateCard(manager, room, arrival);
    const nightRates = stayNightRates(card, arrival, dayOf(checkOut));
    const refusal = stayRefusal(nightRates);
    const refused = refusal
      ? conflict(stayRefusalMessage(refusal), STAY_REFUSAL_CODES[refusal.code])
      : null;
    // A partner's price question still gets the price, with the refusal as why it cannot be booked.
    if (refused && !options.priceOnly) throw refused;
    const nights = nightRates.length;
    const totalCents = stayTotalCents(nightRates);
    const alike = nightRates.every((night) => night.priceCents === nightRates[0].priceCents);
    return {
      organisationId: hotel.organisationId,
      serviceName: hotel.name,
      roomId: room.id,
      ticketCategoryId: null,
      startDate: checkIn,
      endDate: checkOut,
      totalCents,
      metadata: {
        hotelName: hotel.name,
        roomType: room.roomType,
        checkInTime: hotel.checkInTime,
        checkOutTime: hotel.checkOutTime,
        nights,
        // The night's price; when the nights differ, their average (each in nightPrices).
        nightlyPrice: toDollars(alike ? nightRates[0].priceCents : Math.round(totalCents / nights)),
        ...(alike
          ? {}
          : {
              nightPrices: nightRates.map((night) => ({
                date: night.date,
                price: toDollars(night.priceCents),
              })),
            }),
        ...(metadata.specialRequests ? { specialRequests: metadata.specialRequests } : {}),
        ...(metadata.kycDocumentId ? { kycDocumentId: metadata.kycDocumentId } : {}),
      },
      uploads: metadata.kycDocumentId
        ? [{ id: metadata.kycDocumentId, purpose: 'kyc_document' }]
        : [],
      // Counted under the hotel's booking lock (docs/decisions/counted-inventory.md).
      reserve: async (tx) => {
        if (refused) throw refused;
        await assertRoomNightsFree(tx, room.id, checkIn, checkOut, now);
      },
      takenMessage: ROOM_TAKEN,
      takenCode: 'ROOM_UNAVAILABLE',
    };
  }

  private async event(
    manager: EntityManager,
    dto: CreateBookingDto,
    now: Date,
  ): Promise<BookingQuote> {
    const metadata = await metadataOf(EventBookingMetadataDto, dto.metadata);
    const event = await this.catalogue.event(manager, dto.serviceId);
    if (!event) throw notFound('Event');
    const asked = ticketLinesAsked(metadata, dto.guests);
    if (dto.guests > MAX_TICKETS)
      throw invalidField('guests', `guests must be at most ${MAX_TICKETS}`, 'INVALID_BOOKING');
    if ((event.endDate ?? event.startDate) < now) {
      throw conflict('This event has already taken place', 'EVENT_PAST');
    }
    // Each line priced from the catalogue's category, never from the request.
    const lines: { category: TicketCategoryEntity; quantity: number }[] = [];
    for (const [index, line] of asked.entries()) {
      const category = await this.catalogue.ticketCategory(manager, event.id, line.category);
      if (!category)
        throw invalidField(
          metadata.tickets ? `metadata.tickets.${index}.category` : 'metadata.ticketCategory',
          'Please select a ticket category',
          'INVALID_BOOKING',
        );
      if (category.quantity - category.sold < line.quantity)
        throw ticketsSoldOut(category.name, category.quantity - category.sold);
      lines.push({ category, quantity: line.quantity });
    }
    const quantity = dto.guests;
    const totalCents = lines.reduce(
      (sum, line) => sum + ticketTotalCents(line.quantity, line.category.priceCents),
      0,
    );
    const [first] = lines;
    const mixed = lines.length > 1;
    return {
      organisationId: event.organisationId,
      serviceName: event.title,
      roomId: null,
      // The first line's category; every line's is in the metadata (`tickets`).
      ticketCategoryId: first.category.id,
      startDate: event.startDate,
      endDate: event.endDate && event.endDate > event.startDate ? event.endDate : null,
      totalCents,
      metadata: {
        eventTitle: event.title,
        // What clients that know one category per booking read (docs/decisions/mixed-ticket-categories.md).
        ticketCategory: mixed
          ? lines.map((line) => `${line.quantity} x ${line.category.name}`).join(', ')
          : first.category.name,
        ticketPrice: toDollars(
          mixed ? Math.round(totalCents / quantity) : first.category.priceCents,
        ),
        ticketQuantity: quantity,
        tickets: lines.map(({ category, quantity: count }) => ({
          categoryId: category.id,
          category: category.name,
          quantity: count,
          price: toDollars(category.priceCents),
        })),
        ...(metadata.specialRequests ? { specialRequests: metadata.specialRequests } : {}),
      },
      uploads: [],
      reserve: async (tx) => {
        for (const line of lines)
          await holdTickets(tx, this.catalogue, line.category, line.quantity);
      },
      takenMessage: 'These tickets are no longer available',
      takenCode: 'SOLD_OUT',
    };
  }

  private async car(
    manager: EntityManager,
    dto: CreateBookingDto,
    now: Date,
    options: QuoteOptions,
  ): Promise<BookingQuote> {
    const metadata = await metadataOf(CarBookingMetadataDto, dto.metadata);
    const car = await this.catalogue.car(manager, dto.serviceId);
    if (!car) throw notFound('Car');
    if (dto.guests !== 1)
      throw invalidField('guests', 'guests must be 1 for a car rental', 'INVALID_BOOKING');
    if (!car.pickupLocations.includes(metadata.pickupLocation)) {
      throw invalidField(
        'metadata.pickupLocation',
        'Please choose one of the pickup locations',
        'INVALID_BOOKING',
      );
    }
    for (const field of ['pickupTime', 'returnTime'] as const) {
      if (!CAR_TIME_SLOTS.includes(metadata[field])) {
        throw invalidField(
          `metadata.${field}`,
          'Times are every 30 minutes from 08:00 to 18:00',
          'INVALID_BOOKING',
        );
      }
    }
    const pickupDay = requireDay(dto.startDate, 'startDate', 'Pickup date is required');
    const returnDay = requireDay(dto.endDate, 'endDate', 'Return date is required');
    const pickup = atTime(pickupDay, metadata.pickupTime);
    const dropOff = atTime(returnDay, metadata.returnTime);
    if (dropOff <= pickup)
      throw invalidField('endDate', 'Return date must be after pickup date', 'INVALID_BOOKING');
    if (pickup < now) throw invalidField('startDate', LIMIT_MESSAGES.pickupPast, 'INVALID_BOOKING');
    if (!metadata.driverRequired && !metadata.driversLicenseId && !options.priceOnly) {
      throw invalidField(
        'metadata.driversLicenseId',
        "Please upload your driver's license if you don't need a driver",
        'INVALID_BOOKING',
      );
    }
    const days = rentalDays(pickup, dropOff);
    if (days > MAX_RENTAL_DAYS) {
      throw invalidField('endDate', LIMIT_MESSAGES.rentalTooLong, 'INVALID_BOOKING');
    }
    assertWithinHorizon(pickup, now);
    if (!car.isAvailable) throw conflict('This car is not available for rental', 'CAR_UNAVAILABLE');
    // Extras are priced from the car's own list, never from the request.
    const extras = quoteExtras(car.extras, metadata.extras ?? [], days);
    if (extras.unknown.length > 0) {
      throw invalidField(
        'metadata.extras',
        `This car does not offer: ${extras.unknown.join(', ')}`,
        'INVALID_BOOKING',
      );
    }
    return {
      organisationId: car.organisationId,
      serviceName: `${car.make} ${car.model}`,
      roomId: null,
      ticketCategoryId: null,
      startDate: pickup,
      endDate: dropOff,
      totalCents:
        carTotalCents(days, car.dailyRateCents, metadata.driverRequired) + toCents(extras.total),
      metadata: {
        carMake: car.make,
        carModel: car.model,
        pickupLocation: metadata.pickupLocation,
        returnLocation: metadata.returnLocation ?? metadata.pickupLocation,
        pickupTime: metadata.pickupTime,
        returnTime: metadata.returnTime,
        driverRequired: metadata.driverRequired,
        driverCost: toDollars(driverCents(days, metadata.driverRequired)),
        days,
        dailyRate: toDollars(car.dailyRateCents),
        ...(extras.lines.length > 0 ? { extras: extras.lines, extrasCost: extras.total } : {}),
        ...(metadata.specialRequests ? { specialRequests: metadata.specialRequests } : {}),
        ...(metadata.driversLicenseId ? { driversLicenseId: metadata.driversLicenseId } : {}),
      },
      // A licence given is checked and claimed even with a driver booked: the booking never
      // refers to a document that is not the user's own.
      uploads: metadata.driversLicenseId
        ? [{ id: metadata.driversLicenseId, purpose: 'drivers_license' }]
        : [],
      // Closures are checked under the car's booking lock; overlapping bookings are refused
      // by the exclusion constraint.
      reserve: (tx) => assertCarNotClosed(tx, car.id, pickup, dropOff),
      takenMessage:
        'This car is already booked for some of that time. Please choose other dates or another car.',
      takenCode: 'CAR_UNAVAILABLE',
    };
  }

  private async tour(
    manager: EntityManager,
    dto: CreateBookingDto,
    now: Date,
    options: QuoteOptions,
  ): Promise<BookingQuote> {
    const metadata = await metadataOf(TourBookingMetadataDto, dto.metadata);
    const tour = await this.catalogue.tour(manager, dto.serviceId);
    if (!tour) throw notFound('Tour');
    const tourDay = requireDay(dto.startDate, 'startDate', 'Tour date is required');
    if (tourDay < startOfToday(now))
      throw invalidField('startDate', 'Tour date cannot be in the past', 'INVALID_BOOKING');
    assertWithinHorizon(tourDay, now);
    const language = metadata.preferredLanguage ?? metadata.language;
    if (!language)
      throw invalidField(
        'metadata.preferredLanguage',
        'Preferred language is required',
        'INVALID_BOOKING',
      );
    if (!tour.languages.includes(language)) {
      throw invalidField(
        'metadata.preferredLanguage',
        `This tour is guided in ${tour.languages.join(', ')}`,
        'INVALID_BOOKING',
      );
    }
    if (metadata.participants.length === 0 && !options.priceOnly) {
      throw invalidField(
        'metadata.participants',
        'At least one participant is required',
        'INVALID_BOOKING',
      );
    }
    if (dto.guests > MAX_TOUR_PARTICIPANTS) {
      throw invalidField(
        'guests',
        `guests must be at most ${MAX_TOUR_PARTICIPANTS}`,
        'INVALID_BOOKING',
      );
    }
    if (metadata.participants.length !== dto.guests && !options.priceOnly) {
      throw invalidField(
        'metadata.participants',
        'Number of participant details must match the selected count',
        'INVALID_BOOKING',
      );
    }
    if (metadata.tourType === 'shared' && dto.guests > tour.maxGroupSize) {
      throw invalidField(
        'guests',
        `Shared tours are limited to ${tour.maxGroupSize} participants`,
        'INVALID_BOOKING',
      );
    }
    const privateLimit = privateGroupLimit(tour.maxGroupSize, tour.privateGroupLimit);
    if (metadata.tourType === 'private' && dto.guests > privateLimit) {
      throw invalidField(
        'guests',
        `Private tours are limited to ${privateLimit} participants`,
        'INVALID_BOOKING',
      );
    }
    const perPerson = tourPricePerPersonCents(tour.priceCents, metadata.tourType);
    const subtotal = tourSubtotalCents(dto.guests, perPerson);
    const departureDate = tourDay.toISOString().slice(0, 10);
    return {
      organisationId: tour.organisationId,
      serviceName: tour.title,
      roomId: null,
      ticketCategoryId: null,
      startDate: tourDay,
      endDate: null,
      totalCents: tourTotalCents(dto.guests, perPerson),
      metadata: {
        tourTitle: tour.title,
        tourType: metadata.tourType,
        // The times agreed when booking: the voucher keeps them if the tour changes later.
        startTime: tour.startTime,
        durationHours: tourHours(tour.duration),
        preferredLanguage: language,
        participants: metadata.participants.map(({ name, phone, email }) => ({
          name,
          phone,
          email: email ?? '',
        })),
        pricePerPerson: toDollars(perPerson),
        subtotal: toDollars(subtotal),
        groupDiscountPercent: groupDiscountPercent(dto.guests),
        groupDiscount: toDollars(groupDiscountCents(dto.guests, subtotal)),
        ...(metadata.specialRequests ? { specialRequests: metadata.specialRequests } : {}),
      },
      uploads: [],
      reserve: (tx) => holdTourPlaces(tx, tour, departureDate, metadata.tourType, dto.guests, now),
      takenMessage: 'This tour is full on that day',
      takenCode: 'TOUR_FULL',
    };
  }

  private async viewing(
    manager: EntityManager,
    dto: CreateBookingDto,
    now: Date,
  ): Promise<BookingQuote> {
    const metadata = await metadataOf(ViewingBookingMetadataDto, dto.metadata);
    const property = await this.catalogue.property(manager, dto.serviceId);
    if (!property) throw notFound('Property');
    if (dto.guests !== 1)
      throw invalidField('guests', 'guests must be 1 for a viewing', 'INVALID_BOOKING');
    if (!VIEWING_TIME_SLOTS.includes(metadata.viewingTime)) {
      throw invalidField(
        'metadata.viewingTime',
        'Viewings are every 30 minutes, 09:00-12:30 and 14:00-17:30',
        'INVALID_BOOKING',
      );
    }
    const day = requireDay(dto.startDate, 'startDate', 'Viewing date is required');
    const at = atTime(day, metadata.viewingTime);
    if (viewingIsPast(dto.startDate!, metadata.viewingTime, now)) {
      throw invalidField('startDate', 'Viewing date cannot be in the past', 'INVALID_BOOKING');
    }
    assertWithinHorizon(at, now);
    if (metadata.purpose === 'buy' && !property.isForSale) {
      throw invalidField(
        'metadata.purpose',
        'This property is not currently available for purchase',
        'INVALID_BOOKING',
      );
    }
    if (metadata.purpose === 'rent' && !property.isForRent) {
      throw invalidField(
        'metadata.purpose',
        'This property is not currently available for rental',
        'INVALID_BOOKING',
      );
    }
    if (!property.isActive) {
      throw conflict('This property is not taking viewings at the moment', 'PROPERTY_INACTIVE');
    }
    // The operator's viewing days and hours (issue 13, docs/decisions/viewing-days-and-hours.md).
    const refusal = viewingRefusal(property, dayOf(day), metadata.viewingTime);
    if (refusal) throw refusal;
    return {
      organisationId: property.organisationId,
      serviceName: property.title,
      roomId: null,
      ticketCategoryId: null,
      startDate: at,
      endDate: null,
      totalCents: VIEWING_FEE_CENTS,
      metadata: {
        propertyTitle: property.title,
        viewingTime: metadata.viewingTime,
        purpose: metadata.purpose,
        serviceFee: toDollars(VIEWING_FEE_CENTS),
        ...(metadata.specialRequests ? { specialRequests: metadata.specialRequests } : {}),
      },
      uploads: [],
      takenMessage: 'This viewing time is already taken. Please choose another time.',
      takenCode: 'VIEWING_TAKEN',
    };
  }
}

import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import type { BookingServiceType } from '@salone/booking-rules';
import type { BookingStatus } from '../entities/booking.entity.js';

/** The latest mobile-money payment request of a booking. */
export class BookingPaymentDto {
  /** @example "6a0f3c2e-1b4d-4e5f-8a9b-0c1d2e3f4a5b" */
  paymentId: string;
  /**
   * Dial this on the phone to pay; shown exactly as issued.
   * @example "*715*1*0123456789#"
   */
  ussdCode: string;
  /** @example "pending" */
  status: string;
  /** @example 435 */
  amountUsd: number;
  /**
   * Leones (SLE) charged at the rate of `slePerUsd`, in whole leones.
   * @example 9788
   */
  amountSle: number;
  /**
   * The rate the charge was computed at: leones per US dollar when the code was issued.
   * @example 22.5
   */
  slePerUsd: number;
  /** @example "2026-11-25T12:30:00.000Z" */
  expiresAt: string;
  /**
   * The code was issued by the payment sandbox (no real money): it can be paid with
   * POST /api/payments/sandbox/{paymentId}/complete. False with Monime.
   * @example false
   */
  sandbox: boolean;
}

/** Details every booking's metadata may carry. */
export abstract class BookingDetailsBase {
  /** @example "Late arrival, around 22:00" */
  specialRequests?: string;
  /**
   * US dollars to refund: set when a paid booking was cancelled.
   * @example 435
   */
  refundDue?: number;
}

/** What the server stored for a hotel booking. */
/** One night of a stay and what it was charged. */
export class NightPriceDto {
  /** @example "2026-12-04" */
  date: string;
  /**
   * US dollars.
   * @example 180.5
   */
  price: number;
}

export class HotelBookingDetailsDto extends BookingDetailsBase {
  /** @example "Aberdeen Bay Hotel" */
  hotelName: string;
  /** @example "Deluxe Ocean View" */
  roomType: string;
  /** @example 3 */
  nights: number;
  /**
   * US dollars per night; when the room type's calendar priced the nights differently, their
   * average (rounded to the cent), each night being in `nightPrices`.
   * @example 145
   */
  nightlyPrice: number;
  /** Each night's price, when they differ (weekend prices, seasons); the total is their sum. */
  nightPrices?: NightPriceDto[];
  /** @example "3f6c1a8e-8a5d-4c1e-9f0a-2b7c4d5e6f70" */
  kycDocumentId?: string;
  /**
   * Check-in from this time (HH:MM, Freetown), as the hotel set it when booked.
   * @example "14:00"
   */
  checkInTime?: string;
  /**
   * Check-out by this time (HH:MM, Freetown), as the hotel set it when booked.
   * @example "11:00"
   */
  checkOutTime?: string;
}

/** Tickets of one category in an event booking, as priced when booked. */
export class EventTicketLineDto {
  /** @example 12 */
  categoryId: number;
  /** @example "VIP" */
  category: string;
  /** @example 1 */
  quantity: number;
  /**
   * US dollars per ticket.
   * @example 150
   */
  price: number;
}

/** What the server stored for event tickets. */
export class EventBookingDetailsDto extends BookingDetailsBase {
  /** @example "Freetown Lantern Parade" */
  eventTitle: string;
  /**
   * The category; for a booking of several categories, each line as '2 x Standard, 1 x VIP'.
   * @example "VIP"
   */
  ticketCategory: string;
  /**
   * US dollars per ticket; for a booking of several categories, the average (the total over
   * `ticketQuantity`): each line's own price is in `tickets`.
   * @example 75
   */
  ticketPrice: number;
  /**
   * Tickets in all.
   * @example 2
   */
  ticketQuantity: number;
  /** One line per category, with its price (bookings made before mixed tickets have none). */
  tickets?: EventTicketLineDto[];
}

/** An extra added to a rental. */
export class CarBookingExtraDto {
  /** @example "Child seat" */
  name: string;
  /**
   * US dollars per unit.
   * @example 8
   */
  price: number;
  /** @example "day" */
  unit: 'day' | 'rental';
  /**
   * US dollars for the whole rental.
   * @example 24
   */
  cost: number;
}

/** What the server stored for a car rental. */
export class CarBookingDetailsDto extends BookingDetailsBase {
  /** @example "Toyota" */
  carMake: string;
  /** @example "Hilux" */
  carModel: string;
  /** @example "Freetown International Airport" */
  pickupLocation: string;
  /** @example "Aberdeen" */
  returnLocation: string;
  /** @example "09:30" */
  pickupTime: string;
  /** @example "17:00" */
  returnTime: string;
  /** @example false */
  driverRequired: boolean;
  /**
   * US dollars for the driver, for the whole rental (0 without one).
   * @example 0
   */
  driverCost: number;
  /** @example 3 */
  days: number;
  /**
   * US dollars per day.
   * @example 85
   */
  dailyRate: number;
  /** @example "7d0c2b1a-4e5f-4a6b-8c9d-0e1f2a3b4c5d" */
  driversLicenseId?: string;
  /** The extras added to the rental, as priced when booked. */
  extras?: CarBookingExtraDto[];
  /**
   * US dollars for the extras, for the whole rental.
   * @example 39
   */
  extrasCost?: number;
}

export class BookedParticipantDto {
  /** @example "Aminata Kamara" */
  name: string;
  /** @example "+232 76 123 456" */
  phone: string;
  /**
   * Empty when the participant gave none.
   * @example "aminata@example.com"
   */
  email: string;
}

/** What the server stored for a tour booking. */
export class TourBookingDetailsDto extends BookingDetailsBase {
  /** @example "Tacugama Chimpanzee Sanctuary" */
  tourTitle: string;
  @ApiProperty({ enum: ['private', 'shared'], example: 'shared' })
  tourType: 'private' | 'shared';
  /** @example "English" */
  preferredLanguage: string;
  participants: BookedParticipantDto[];
  /**
   * When the tour starts (HH:MM, Freetown), as the catalogue said when booked.
   * @example "08:00"
   */
  startTime?: string;
  /**
   * How long it takes, in hours, read from its duration when booked.
   * @example 4
   */
  durationHours?: number;
  /**
   * US dollars per participant.
   * @example 45
   */
  pricePerPerson: number;
}

/** What the server stored for a property viewing. */
export class ViewingBookingDetailsDto extends BookingDetailsBase {
  /** @example "Ocean-view villa in Aberdeen" */
  propertyTitle: string;
  /** @example "10:30" */
  viewingTime: string;
  @ApiProperty({ enum: ['buy', 'rent'], example: 'buy' })
  purpose: 'buy' | 'rent';
  /**
   * US dollars.
   * @example 25
   */
  serviceFee: number;
}

/** Who runs what was booked: the organisation that owns the listing, as it is reached. */
export class BookingOperatorDto {
  /**
   * The business name.
   * @example "Freetown Hospitality Group"
   */
  name: string;
  /** @example "+232 76 410 220" */
  phone: string;
  /** @example "reservations@freetownhospitality.sl" */
  email: string;
  /**
   * The WhatsApp number it publishes (E.164), for "Message on WhatsApp"; null when none.
   * @example "+23276410222"
   */
  whatsapp: string | null;
}

/** What every booking carries, whatever was booked. */
export abstract class BookingBaseDto {
  /** @example "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a" */
  id: string;
  /**
   * Short reference to quote to support.
   * @example "SL-7K3Q9D"
   */
  reference: string;
  /** @example 1 */
  serviceId: number;
  /** @example 2 */
  roomId: number | null;
  /**
   * What was booked: hotel, event, car, tour or property name.
   * @example "Aberdeen Bay Hotel"
   */
  serviceName: string;
  /** @example "Aminata Kamara" */
  customerName: string;
  /** @example "aminata@example.com" */
  customerEmail: string;
  /** @example "+232 76 123 456" */
  customerPhone: string;
  /** @example 2 */
  guests: number;
  /**
   * Check-in, event start, pickup, tour day or viewing time (ISO 8601, UTC).
   * @example "2026-12-20T00:00:00.000Z"
   */
  startDate: string;
  /**
   * Check-out or return (ISO 8601, UTC).
   * @example "2026-12-23T00:00:00.000Z"
   */
  endDate: string | null;
  /**
   * When the service begins (ISO 8601, UTC, which is Freetown's time): check-in time, event
   * start, pickup, tour start time or viewing time. What the voucher, e-mails and calendar show.
   * @example "2026-12-20T14:00:00.000Z"
   */
  startsAt: string;
  /**
   * When it ends (ISO 8601, UTC): check-out time, event end, return, tour end or end of the
   * viewing.
   * @example "2026-12-23T11:00:00.000Z"
   */
  endsAt: string;
  /**
   * US dollars, computed by the server.
   * @example 435
   */
  totalAmount: number;
  /**
   * pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the
   * traveller) or cancelled_by_operator (see cancellationReason).
   * @example "pending_payment"
   */
  status: BookingStatus;
  /**
   * When an unpaid booking releases what it holds.
   * @example "2026-11-25T12:30:00.000Z"
   */
  holdExpiresAt: string | null;
  /**
   * Until when a confirmed booking can be cancelled free of charge.
   * @example "2026-12-19T00:00:00.000Z"
   */
  freeCancellationUntil: string;
  /** @example "2026-11-25T12:00:00.000Z" */
  createdAt: string;
  /** The latest payment request, once one was made. */
  payment: BookingPaymentDto | null;
  /** The operator's contact details, shown on the voucher. */
  operator: BookingOperatorDto;
  /**
   * The voucher's QR code content, issued when the booking is confirmed (null before). The
   * operator scans it to check the traveller in; it cannot be guessed or forged.
   * @example "SLV1.D45tbFtKQ5KBcG9ePTwrGg.yFq1x2m6c0Hf3kPq.3q2-7wAAAAB4m9pXn0d7Lw1sQm4yZk8vR2aF5tHc6Jg"
   */
  voucherToken: string | null;
  /**
   * When the operator checked the traveller in.
   * @example null
   */
  checkedInAt: string | null;
  /**
   * The operator's reason, when the operator cancelled.
   * @example null
   */
  cancellationReason: string | null;
  /**
   * US dollars owed back after a paid booking was cancelled (recorded; paid out by support).
   * @example null
   */
  refundDue: number | null;
}

export class HotelBookingDto extends BookingBaseDto {
  @ApiProperty({ enum: ['hotel'], example: 'hotel' })
  serviceType: 'hotel';
  metadata: HotelBookingDetailsDto;
}

export class EventBookingDto extends BookingBaseDto {
  @ApiProperty({ enum: ['event'], example: 'event' })
  serviceType: 'event';
  metadata: EventBookingDetailsDto;
}

export class CarBookingDto extends BookingBaseDto {
  @ApiProperty({ enum: ['car'], example: 'car' })
  serviceType: 'car';
  metadata: CarBookingDetailsDto;
}

export class TourBookingDto extends BookingBaseDto {
  @ApiProperty({ enum: ['tour'], example: 'tour' })
  serviceType: 'tour';
  metadata: TourBookingDetailsDto;
}

export class ViewingBookingDto extends BookingBaseDto {
  @ApiProperty({ enum: ['real_estate'], example: 'real_estate' })
  serviceType: 'real_estate';
  metadata: ViewingBookingDetailsDto;
}

/** A booking: its `metadata` is the shape of its `serviceType`. */
export type BookingDto =
  HotelBookingDto | EventBookingDto | CarBookingDto | TourBookingDto | ViewingBookingDto;

/** The booking classes, by the `serviceType` each carries. */
export const BOOKING_SCHEMAS = {
  hotel: HotelBookingDto,
  event: EventBookingDto,
  car: CarBookingDto,
  tour: TourBookingDto,
  real_estate: ViewingBookingDto,
} as const satisfies Record<BookingServiceType, unknown>;

/** The contract's booking: a `oneOf` the client narrows by `serviceType`. */
export const BOOKING_SCHEMA = {
  oneOf: Object.values(BOOKING_SCHEMAS).map((type) => ({ $ref: getSchemaPath(type) })),
  discriminator: {
    propertyName: 'serviceType',
    mapping: Object.fromEntries(
      Object.entries(BOOKING_SCHEMAS).map(([kind, type]) => [kind, getSchemaPath(type)]),
    ),
  },
};

/** A page of the signed-in user's bookings (cursor pagination, as every growing list). */
export const BOOKING_PAGE_SCHEMA = {
  type: 'object' as const,
  required: ['items', 'nextCursor'],
  properties: {
    items: { type: 'array' as const, items: BOOKING_SCHEMA },
    nextCursor: {
      type: 'string' as const,
      nullable: true,
      description: 'Give it as `cursor` for the next page; null on the last page.',
      example: 'WyIyMDI2LTExLTI2VDEwOjAwOjAwLjEyMzQ1NloiLCIwZjhlN2Q2YyJd',
    },
  },
};

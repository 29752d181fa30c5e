import { Transform, Type } from 'class-transformer';
import { MAX_CAR_EXTRAS } from '@salone/booking-rules';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { IsPhone } from '../../common/phone.js';
import { ApiHideProperty, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { BOOKING_SERVICE_TYPES, type BookingServiceType } from '@salone/booking-rules';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

export const PARTICIPANT_DETAILS_REQUIRED = 'Each participant needs a name, phone number and email';

/** What every booking request carries, whatever is booked. */
export abstract class BookingRequestBase {
  /**
   * Id of the hotel, event, car, tour or property.
   * @example 1
   */
  @IsInt({ message: 'serviceId must be a whole number' })
  @Min(1, { message: 'serviceId must be a whole number' })
  @Max(2_147_483_647, { message: 'serviceId must be a whole number' })
  serviceId: number;

  /** @example "Aminata Kamara" */
  @MaxLength(120, { message: 'Full name must be at most 120 characters' })
  @IsString({ message: 'Full name is required' })
  @MinLength(2, { message: 'Full name is required' })
  customerName: string;

  /**
   * Required, except from an account with a verified phone number booking with its session:
   * then it may be left out (or empty) and the booking's messages go to the phone.
   * @example "aminata@example.com"
   */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? undefined : value,
  )
  @IsOptional()
  @MaxLength(254, { message: 'Valid email is required' })
  @IsEmail({}, { message: 'Valid email is required' })
  customerEmail?: string;

  /**
   * A Sierra Leone number (`076 123 456`, `+232 76 123 456`) or another country's with its
   * +code; stored and answered in E.164.
   * @example "+23276123456"
   */
  @IsPhone()
  customerPhone: string;

  /**
   * The total the client shows, US dollars; refused unless it equals the server's price.
   * @example 435
   */
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'totalAmount must be an amount in dollars' })
  @Min(0)
  totalAmount: number;
}

/**
 * The fields the server reads before it knows the kind: every kind's own request (the
 * contract's Create*BookingDto) carries only those of them it uses.
 */
export abstract class CreateBookingFields extends BookingRequestBase {
  /**
   * The room (hotel bookings only).
   * @example 2
   */
  @IsOptional()
  @IsInt({ message: 'Please select a room type' })
  @Min(1, { message: 'Please select a room type' })
  @Max(2_147_483_647, { message: 'Please select a room type' })
  roomId?: number;

  /**
   * Guests (hotel, 1-10), tickets (event, 1-20), participants (tour, 1-20); 1 for cars and
   * viewings.
   * @example 2
   */
  @IsInt({ message: 'guests must be a whole number' })
  @Min(1, { message: 'guests must be at least 1' })
  @Max(20, { message: 'guests must be at most 20' })
  guests: number;

  /**
   * YYYY-MM-DD: check-in, event day, pickup day, tour day or viewing day.
   * @example "2026-12-20"
   */
  @IsOptional()
  @Matches(DAY, { message: 'startDate must be a date (YYYY-MM-DD)' })
  startDate?: string;

  /**
   * YYYY-MM-DD: check-out (hotels) or return day (cars).
   * @example "2026-12-23"
   */
  @IsOptional()
  @Matches(DAY, { message: 'endDate must be a date (YYYY-MM-DD)' })
  endDate?: string;
}

/**
 * A booking request, as the web app sends it. `metadata` is checked against the
 * shape of its `serviceType` (HotelBookingMetadataDto, EventBookingMetadataDto, ...).
 * Every amount is recomputed by the server; `totalAmount` must match it to the cent.
 * The contract describes it as the `oneOf` CREATE_BOOKING_SCHEMA.
 */
export class CreateBookingDto extends CreateBookingFields {
  /** @example "hotel" */
  @IsIn(BOOKING_SERVICE_TYPES, {
    message: 'serviceType must be one of: hotel, event, car, tour, real_estate',
  })
  serviceType: BookingServiceType;

  /** Per-type details (see the *BookingMetadataDto schemas). */
  @IsOptional()
  @IsObject()
  metadata?: Record<string, unknown>;
}

/** Text fields every metadata shape may carry. */
export class MetadataBase {
  /** @example "Late arrival, around 22:00" */
  @IsOptional()
  @MaxLength(1000)
  @IsString()
  specialRequests?: string;
}

export class HotelBookingMetadataDto extends MetadataBase {
  /** Ignored: the server counts the nights. */
  @ApiHideProperty()
  @IsOptional()
  @IsNumber()
  nights?: number;

  /** Ignored: the server stores the catalogue's own name. */
  @ApiHideProperty()
  @IsOptional()
  @MaxLength(120)
  @IsString()
  roomType?: string;

  /** Ignored: the server stores the catalogue's own name. */
  @ApiHideProperty()
  @IsOptional()
  @MaxLength(200)
  @IsString()
  hotelName?: string;

  /**
   * Id of an uploaded KYC document (POST /api/uploads, purpose kyc_document); optional.
   * @example "3f6c1a8e-8a5d-4c1e-9f0a-2b7c4d5e6f70"
   */
  @IsOptional()
  @IsUUID('all', { message: 'The uploaded document was not found' })
  kycDocumentId?: string;
}

export const TICKET_LINE_REQUIRED = 'Each ticket line needs a category and a quantity of 1 or more';

/** Tickets of one category in a booking that may mix categories. */
export class TicketLineDto {
  /**
   * The name of one of the event's `ticketCategories`.
   * @example "Terrace"
   */
  @MaxLength(40)
  @IsString({ message: 'Please select a ticket category' })
  @IsNotEmpty({ message: 'Please select a ticket category' })
  category: string;

  /**
   * Tickets of this category.
   * @example 1
   */
  @IsInt({ message: TICKET_LINE_REQUIRED })
  @Min(1, { message: TICKET_LINE_REQUIRED })
  @Max(20, { message: 'guests must be at most 20' })
  quantity: number;
}

export class EventBookingMetadataDto extends MetadataBase {
  /**
   * Tickets of several categories in one booking, one line per category (e.g. 2 Terrace and
   * 1 VIP box); `guests` must equal the lines' total. Instead of `ticketCategory`, which books
   * `guests` tickets of one category.
   * @example [{"category":"Terrace","quantity":2},{"category":"VIP box","quantity":1}]
   */
  @IsOptional()
  @IsArray({ message: TICKET_LINE_REQUIRED })
  @ArrayMinSize(1, { message: TICKET_LINE_REQUIRED })
  @ArrayMaxSize(10, { message: 'At most 10 ticket lines' })
  @IsObject({ each: true, message: TICKET_LINE_REQUIRED })
  @ValidateNested({ each: true })
  @Type(() => TicketLineDto)
  tickets?: TicketLineDto[];

  /**
   * The name of one of the event's own `ticketCategories` (e.g. "Terrace", "Covered stand",
   * "VIP box"; `ticketType` is accepted as well): `guests` tickets of this category. Required
   * unless `tickets` is sent; never both.
   * @example "Covered stand"
   */
  @IsOptional()
  @MaxLength(40)
  @IsString({ message: 'Please select a ticket category' })
  @IsNotEmpty({ message: 'Please select a ticket category' })
  ticketCategory?: string;

  /** Same as ticketCategory (older clients). */
  @ApiHideProperty()
  @IsOptional()
  @MaxLength(40)
  @IsString()
  ticketType?: string;

  /** Ignored: the server prices the tickets. */
  @ApiHideProperty()
  @IsOptional()
  @IsNumber()
  ticketPrice?: number;

  /** Ignored: `guests` is the ticket count. */
  @ApiHideProperty()
  @IsOptional()
  @IsInt()
  ticketQuantity?: number;

  /** Ignored: the server stores the catalogue's own name. */
  @ApiHideProperty()
  @IsOptional()
  @MaxLength(200)
  @IsString()
  eventTitle?: string;
}

export class CarBookingMetadataDto extends MetadataBase {
  /** @example "Freetown International Airport" */
  @MaxLength(120)
  @IsString({ message: 'Pickup location is required' })
  @IsNotEmpty({ message: 'Pickup location is required' })
  pickupLocation: string;

  /** Defaults to the pickup location. @example "Aberdeen" */
  @IsOptional()
  @MaxLength(120)
  @IsString()
  returnLocation?: string;

  /** HH:MM, every 30 minutes 08:00-18:00. @example "09:30" */
  @Matches(TIME, { message: 'Pickup time is required' })
  pickupTime: string;

  /** HH:MM, every 30 minutes 08:00-18:00. @example "17:00" */
  @Matches(TIME, { message: 'Return time is required' })
  returnTime: string;

  /** @example false */
  @IsBoolean({ message: 'driverRequired must be true or false' })
  driverRequired: boolean;

  /** Ignored: the server prices the driver ($50/day). */
  @ApiHideProperty()
  @IsOptional()
  @IsNumber()
  driverCost?: number;

  /** Ignored: the server counts the days. */
  @ApiHideProperty()
  @IsOptional()
  @IsNumber()
  days?: number;

  /** Ignored: the server counts the days. */
  @ApiHideProperty()
  @IsOptional()
  @IsNumber()
  rentalDays?: number;

  /** Ignored: the server stores the catalogue's own name. */
  @ApiHideProperty()
  @IsOptional()
  @MaxLength(60)
  @IsString()
  carMake?: string;

  /** Ignored: the server stores the catalogue's own name. */
  @ApiHideProperty()
  @IsOptional()
  @MaxLength(60)
  @IsString()
  carModel?: string;

  /**
   * Id of the uploaded driver's licence (POST /api/uploads, purpose drivers_license);
   * required when no driver is booked (`driverRequired: false`).
   * @example "7d0c2b1a-4e5f-4a6b-8c9d-0e1f2a3b4c5d"
   */
  @IsOptional()
  @IsUUID('all', { message: "Please upload your driver's license if you don't need a driver" })
  driversLicenseId?: string;

  /**
   * Names of the car's extras to add (its `extras`, priced per day or per rental; the
   * driver service is `driverRequired`). The server prices them from the catalogue.
   * @example ["GPS navigation", "Child seat"]
   */
  @IsOptional()
  @IsArray({ message: 'Extras must be a list of names' })
  @ArrayMaxSize(MAX_CAR_EXTRAS)
  @ArrayUnique({ message: 'Choose each extra once' })
  @IsString({ each: true })
  @MaxLength(80, { each: true })
  extras?: string[];
}

export class TourParticipantDto {
  /** @example "Aminata Kamara" */
  @MaxLength(120, { message: 'Name must be at most 120 characters' })
  @IsString({ message: 'Name is required' })
  @MinLength(2, { message: 'Name is required' })
  name: string;

  /**
   * As customerPhone: stored in E.164.
   * @example "+23276123456"
   */
  @IsPhone()
  phone: string;

  /**
   * Optional: a participant may have no e-mail address (the guide calls the phone). When given
   * it must be valid; left out or empty, it is stored as "".
   * @example "aminata@example.com"
   */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? undefined : value,
  )
  @IsOptional()
  @MaxLength(254, { message: 'Valid email is required' })
  @IsEmail({}, { message: 'Valid email is required' })
  email?: string;
}

export class TourBookingMetadataDto extends MetadataBase {
  /** @example "shared" */
  @IsIn(['private', 'shared'], { message: 'Tour type is required' })
  tourType: 'private' | 'shared';

  /**
   * One of the tour's `languages` (`language` is accepted as well, from older clients).
   * @example "English"
   */
  @IsOptional()
  @MaxLength(40)
  @IsString()
  preferredLanguage: string;

  /** Same as preferredLanguage (older clients). */
  @ApiHideProperty()
  @IsOptional()
  @MaxLength(40)
  @IsString()
  language?: string;

  @IsArray({ message: 'At least one participant is required' })
  // ValidateNested alone lets a list inside the list through, unchecked.
  @IsObject({ each: true, message: PARTICIPANT_DETAILS_REQUIRED })
  @ValidateNested({ each: true })
  @Type(() => TourParticipantDto)
  participants: TourParticipantDto[];

  /** Ignored: the server prices the tour. */
  @ApiHideProperty()
  @IsOptional()
  @IsNumber()
  pricePerPerson?: number;

  /** Ignored: the server stores the catalogue's own name. */
  @ApiHideProperty()
  @IsOptional()
  @MaxLength(200)
  @IsString()
  tourTitle?: string;
}

export class ViewingBookingMetadataDto extends MetadataBase {
  /** HH:MM: 09:00-12:30 or 14:00-17:30, every 30 minutes. @example "10:30" */
  @Matches(TIME, { message: 'Viewing time is required' })
  viewingTime: string;

  /** @example "buy" */
  @IsIn(['buy', 'rent'], { message: 'Purpose is required' })
  purpose: 'buy' | 'rent';

  /** Ignored: the server stores the catalogue's own name. */
  @ApiHideProperty()
  @IsOptional()
  @MaxLength(200)
  @IsString()
  propertyTitle?: string;
}

// The contract's requests, one per kind (validated as CreateBookingDto, then by the kind's
// metadata class): each lists only the fields its kind reads, required where the server
// requires them. Rules no property can say alone (an event's ticketCategory or tickets, a
// car's licence without a driver) are added by `bookingRequestRules` below.

/** A hotel stay: a room type for nights from check-in to check-out. */
export class CreateHotelBookingDto extends BookingRequestBase {
  @ApiProperty({ enum: ['hotel'], example: 'hotel' })
  serviceType: 'hotel';

  /**
   * The room type booked: the id of one of the hotel's `rooms`.
   * @example 2
   */
  @Min(1)
  @Max(2_147_483_647)
  roomId: number;

  /**
   * Guests in the room, 1-10, at most the room type's capacity.
   * @example 2
   */
  @Min(1)
  @Max(10)
  guests: number;

  /**
   * Check-in day, YYYY-MM-DD: the first night booked.
   * @example "2026-12-20"
   */
  @Matches(DAY)
  startDate: string;

  /**
   * Check-out day, YYYY-MM-DD: the morning the guest leaves, not a night booked (the stay is
   * the nights from `startDate` up to, not including, `endDate`).
   * @example "2026-12-23"
   */
  @Matches(DAY)
  endDate: string;

  metadata?: HotelBookingMetadataDto;
}

/** Tickets of an event, of one category (`ticketCategory`) or several (`tickets`). */
export class CreateEventBookingDto extends BookingRequestBase {
  @ApiProperty({ enum: ['event'], example: 'event' })
  serviceType: 'event';

  /**
   * Tickets, 1-20; with `metadata.tickets`, their total.
   * @example 2
   */
  @Min(1)
  @Max(20)
  guests: number;

  /**
   * The event's first day, YYYY-MM-DD. Optional and not read: a ticket is for the event's
   * own dates.
   * @example "2026-12-20"
   */
  @Matches(DAY)
  startDate?: string;

  metadata: EventBookingMetadataDto;
}

/** A car rental from a pickup day to a return day. */
export class CreateCarBookingDto extends BookingRequestBase {
  @ApiProperty({ enum: ['car'], example: 'car' })
  serviceType: 'car';

  /**
   * Always 1 (one car).
   * @example 1
   */
  @Min(1)
  @Max(1)
  guests: number;

  /**
   * Pickup day, YYYY-MM-DD (at `metadata.pickupTime`).
   * @example "2026-12-20"
   */
  @Matches(DAY)
  startDate: string;

  /**
   * Return day, YYYY-MM-DD (at `metadata.returnTime`), after the pickup day. The car is
   * booked until the return time that day; a started day of 24 hours is charged in full.
   * @example "2026-12-23"
   */
  @Matches(DAY)
  endDate: string;

  metadata: CarBookingMetadataDto;
}

/** Places on a guided tour's departure. */
export class CreateTourBookingDto extends BookingRequestBase {
  @ApiProperty({ enum: ['tour'], example: 'tour' })
  serviceType: 'tour';

  /**
   * Participants, 1-20: as many as `metadata.participants`.
   * @example 2
   */
  @Min(1)
  @Max(20)
  guests: number;

  /**
   * The tour's day, YYYY-MM-DD.
   * @example "2026-12-20"
   */
  @Matches(DAY)
  startDate: string;

  metadata: TourBookingMetadataDto;
}

/** A viewing of a property, on a day at a time. */
export class CreateViewingBookingDto extends BookingRequestBase {
  @ApiProperty({ enum: ['real_estate'], example: 'real_estate' })
  serviceType: 'real_estate';

  /**
   * Always 1 (one viewing).
   * @example 1
   */
  @Min(1)
  @Max(1)
  guests: number;

  /**
   * The viewing's day, YYYY-MM-DD (at `metadata.viewingTime`).
   * @example "2026-12-20"
   */
  @Matches(DAY)
  startDate: string;

  metadata: ViewingBookingMetadataDto;
}

/** The request classes of the contract, by `serviceType`. */
export const CREATE_BOOKING_SCHEMAS = {
  hotel: CreateHotelBookingDto,
  event: CreateEventBookingDto,
  car: CreateCarBookingDto,
  tour: CreateTourBookingDto,
  real_estate: CreateViewingBookingDto,
} as const satisfies Record<BookingServiceType, unknown>;

/** The contract's booking request: a `oneOf` the client narrows by `serviceType`. */
export const CREATE_BOOKING_SCHEMA = {
  oneOf: Object.values(CREATE_BOOKING_SCHEMAS).map((type) => ({ $ref: getSchemaPath(type) })),
  discriminator: {
    propertyName: 'serviceType',
    mapping: Object.fromEntries(
      Object.entries(CREATE_BOOKING_SCHEMAS).map(([kind, type]) => [kind, getSchemaPath(type)]),
    ),
  },
};

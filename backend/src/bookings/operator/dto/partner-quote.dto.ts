import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { LISTING_KINDS, type ListingKind } from '../../../catalogue/index.js';
import { ERROR_CODES, type ErrorCode } from '../../../common/errors/error-codes.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/**
 * What a booking would be, for its price: the dates and the party, per kind. Each kind reads
 * its own fields and ignores the others'.
 * - hotel: `roomId`, `startDate` (check-in), `endDate` (check-out), `guests`.
 * - tour: `startDate` (the tour day), `guests` (participants, children included: a booking
 *   charges each participant alike), `tourType`, optionally `preferredLanguage`.
 * - event: `ticketCategory`, `guests` (tickets).
 * - car: `startDate` and `pickupTime` (pickup), `endDate` and `returnTime` (return),
 *   `driverRequired`, optionally `extras` and `pickupLocation`.
 * - property: `startDate` and `viewingTime`, `purpose` (a viewing's flat fee).
 */
export class QuoteRequestDto {
  /**
   * Hotels: the room type.
   * @example 2
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Please select a room type' })
  @Min(1, { message: 'Please select a room type' })
  @Max(2_147_483_647, { message: 'Please select a room type' })
  roomId?: number;

  /**
   * YYYY-MM-DD: check-in, tour day, pickup day or viewing day (events: leave out).
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

  /**
   * Guests (hotels), participants (tours) or tickets (events); 1 for cars and viewings.
   * Default 1.
   * @example 2
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'guests must be a whole number' })
  @Min(1, { message: 'guests must be at least 1' })
  @Max(20, { message: 'guests must be at most 20' })
  guests?: number;

  /**
   * Events: the ticket category's name, as the event's availability lists it.
   * @example "VIP box"
   */
  @IsOptional()
  @IsString({ message: 'Please select a ticket category' })
  @MaxLength(40)
  ticketCategory?: string;

  /**
   * Tours: shared (a seat on the day's departure) or private (the group alone).
   * @example "shared"
   */
  @IsOptional()
  @IsIn(['shared', 'private'], { message: 'tourType must be shared or private' })
  tourType?: 'shared' | 'private';

  /**
   * Tours: the language of the guide; the tour's first language when left out.
   * @example "English"
   */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  preferredLanguage?: string;

  /**
   * Cars: one of the car's pickup locations; its first when left out.
   * @example "Lungi International Airport"
   */
  @IsOptional()
  @IsString()
  @MaxLength(120)
  pickupLocation?: string;

  /**
   * Cars: HH:MM, every 30 minutes from 08:00 to 18:00.
   * @example "10:00"
   */
  @IsOptional()
  @Matches(TIME, { message: 'Pickup time is required' })
  pickupTime?: string;

  /**
   * Cars: HH:MM, every 30 minutes from 08:00 to 18:00.
   * @example "10:00"
   */
  @IsOptional()
  @Matches(TIME, { message: 'Return time is required' })
  returnTime?: string;

  /**
   * Cars: with a driver ($50 a day). Default false.
   * @example false
   */
  @IsOptional()
  @IsBoolean({ message: 'driverRequired must be true or false' })
  driverRequired?: boolean;

  /**
   * Cars: names of the car's extras to add.
   * @example ["Child seat"]
   */
  @IsOptional()
  @IsArray({ message: 'Extras must be a list of names' })
  @ArrayMaxSize(10)
  @ArrayUnique({ message: 'Choose each extra once' })
  @IsString({ each: true })
  @MaxLength(80, { each: true })
  extras?: string[];

  /**
   * Properties: HH:MM, 09:00-12:30 or 14:00-17:30, every 30 minutes.
   * @example "10:30"
   */
  @IsOptional()
  @Matches(TIME, { message: 'Viewing time is required' })
  viewingTime?: string;

  /**
   * Properties: to buy or to rent. Default rent when the property is for rent, else buy.
   * @example "rent"
   */
  @IsOptional()
  @IsIn(['buy', 'rent'], { message: 'Purpose is required' })
  purpose?: 'buy' | 'rent';
}

/** One line of a quote: a quantity of something at a unit price. */
export class QuoteLineDto {
  /**
   * night, ticket, rental_day, driver_day, extra, participant or viewing_fee.
   * @example "night"
   */
  @ApiProperty({
    enum: ['night', 'ticket', 'rental_day', 'driver_day', 'extra', 'participant', 'viewing_fee'],
  })
  code: 'night' | 'ticket' | 'rental_day' | 'driver_day' | 'extra' | 'participant' | 'viewing_fee';
  /** @example "Deluxe Ocean View, night" */
  description: string;
  /** @example 3 */
  quantity: number;
  /** US dollars. @example 145 */
  unitPrice: number;
  /** quantity × unitPrice, US dollars. @example 435 */
  amount: number;
}

/** What is taken off the lines' sum. */
export class QuoteDiscountDto {
  /** @example "group_discount" */
  @ApiProperty({ enum: ['group_discount'] })
  code: 'group_discount';
  /** @example "Group discount (4 or more participants)" */
  description: string;
  /** @example 5 */
  percent: number;
  /** US dollars taken off. @example 9 */
  amount: number;
}

/** Why the booking could not be made now, in the words and code the booking would answer. */
export class QuoteUnavailableDto {
  /** @example "ROOM_UNAVAILABLE" */
  @ApiProperty({ enum: ERROR_CODES })
  code: ErrorCode;
  /** @example "This room is already booked for some of those nights. Please choose other dates or another room." */
  message: string;
}

/**
 * The price a booking with these terms would charge now, computed by the booking's own code,
 * and whether it could be made now.
 */
export class QuoteDto {
  /** @example "hotel" */
  @ApiProperty({ enum: LISTING_KINDS })
  kind: ListingKind;
  /** @example 1 */
  listingId: number;
  /** @example "Aberdeen Bay Hotel" */
  listingName: string;
  /**
   * The currency of every amount: US dollars (a booking is charged in leones at the day's rate
   * when paid by mobile money).
   * @example "USD"
   */
  currency: 'USD';
  /** When the booking would start (ISO 8601, UTC). @example "2026-12-20T00:00:00.000Z" */
  startDate: string | null;
  /** When it would end; null where the kind has no end. @example "2026-12-23T00:00:00.000Z" */
  endDate: string | null;
  /** @example 2 */
  guests: number;
  /** What is charged, line by line; empty when the listing cannot be booked on these terms at all. */
  lines: QuoteLineDto[];
  /** The lines' sum, US dollars; null with no lines. @example 435 */
  subtotal: number | null;
  discounts: QuoteDiscountDto[];
  /**
   * What the booking would charge, US dollars: send it as the booking's `totalAmount`. Null
   * when the listing cannot be booked on these terms at all (see `unavailable`).
   * @example 435
   */
  total: number | null;
  /**
   * Whether the booking could be made now: the room, car, seats, tickets or viewing slot are
   * free and the listing is on sale.
   * @example true
   */
  available: boolean;
  /** Why not, when `available` is false; null otherwise. */
  unavailable: QuoteUnavailableDto | null;
  /** @example "2026-12-01T08:00:00.000Z" */
  quotedAt: string;
}

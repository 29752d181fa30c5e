import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IntersectionType } from '@nestjs/swagger';
import { BOOKING_SERVICE_TYPES, type BookingServiceType } from '@salone/booking-rules';
import { CursorPageQueryDto, UpdatedSinceQueryDto } from '../../../common/pagination.dto.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Where a booking is in its life, as the operator's list shows and filters it. */
export const OPERATOR_BOOKING_STAGES = [
  'pending_payment',
  'confirmed',
  'checked_in',
  'no_show',
  'expired',
  'cancelled',
  'cancelled_by_operator',
] as const;
export type OperatorBookingStage = (typeof OPERATOR_BOOKING_STAGES)[number];

/** Filters of the operator's bookings (all optional, combined with AND). */
export class OperatorBookingsFilterDto {
  /**
   * Where the booking is: pending_payment, confirmed (paid, not yet checked in or a no-show),
   * checked_in, no_show, expired, cancelled (by the traveller) or cancelled_by_operator.
   */
  @IsOptional()
  @IsIn(OPERATOR_BOOKING_STAGES)
  status?: OperatorBookingStage;

  /** Bookings starting on or after this day (YYYY-MM-DD). */
  @IsOptional()
  @Matches(DAY, { message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  /** Bookings starting on or before this day (YYYY-MM-DD). */
  @IsOptional()
  @Matches(DAY, { message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;

  /** One kind of listing: hotel, event, car, tour or real_estate. */
  @IsOptional()
  @IsIn(BOOKING_SERVICE_TYPES)
  serviceType?: BookingServiceType;

  /** One listing (give serviceType with it). */
  @ValidateIf((query: OperatorBookingsFilterDto) => query.serviceId !== undefined)
  @Type(() => Number)
  @IsInt({ message: 'serviceId must be a listing id' })
  @Min(1, { message: 'serviceId must be a listing id' })
  serviceId?: number;

  /** One room type of a hotel. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'roomId must be a room type id' })
  @Min(1, { message: 'roomId must be a room type id' })
  roomId?: number;

  /** Text in the reference, the traveller's name, e-mail or phone. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
}

/** The orders the operator's bookings can be read in. */
export const OPERATOR_BOOKING_SORTS = ['startDate', 'updatedAt'] as const;
export type OperatorBookingSort = (typeof OPERATOR_BOOKING_SORTS)[number];

/**
 * A page of the list: the filters, a page size and the cursor of the previous page, in start
 * order or, to sync, in update order.
 */
export class OperatorBookingsQueryDto extends IntersectionType(
  IntersectionType(OperatorBookingsFilterDto, CursorPageQueryDto),
  UpdatedSinceQueryDto,
) {
  /**
   * `startDate` (default): soonest start first. `updatedAt`: least recently changed first, by id
   * within the same instant, to sync changes page by page.
   * @example "updatedAt"
   */
  @IsOptional()
  @IsIn(OPERATOR_BOOKING_SORTS, { message: 'sort must be one of: startDate, updatedAt' })
  sort?: OperatorBookingSort;
}

export class OperatorBookingDto {
  /** @example "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a" */
  id: string;
  /** @example "SL-7K3Q9D" */
  reference: string;
  /**
   * The stored status: pending_payment, confirmed, expired, cancelled or cancelled_by_operator.
   * @example "confirmed"
   */
  status: string;
  /**
   * Where the booking is, check-in and no-show included.
   * @example "checked_in"
   */
  stage: OperatorBookingStage;
  /** @example "hotel" */
  serviceType: BookingServiceType;
  /** @example 1 */
  serviceId: number;
  /** @example 2 */
  roomId: number | null;
  /**
   * Hotel, event, car, tour or property name.
   * @example "Aberdeen Bay Hotel"
   */
  serviceName: string;
  /**
   * The room type, ticket category, car pickup or tour type booked.
   * @example "Deluxe Ocean View"
   */
  item: string | null;
  /**
   * What the traveller asked for, as written; null when nothing.
   * @example "Late arrival ~23:00"
   */
  specialRequests: string | null;
  /** @example "Aminata Kamara" */
  customerName: string;
  /** @example "aminata@example.com" */
  customerEmail: string;
  /** @example "+232 76 123 456" */
  customerPhone: string;
  /**
   * Guests, tickets or participants.
   * @example 2
   */
  guests: number;
  /** @example "2026-12-20T00:00:00.000Z" */
  startDate: string;
  /** @example "2026-12-23T00:00:00.000Z" */
  endDate: string | null;
  /**
   * When the service begins (ISO 8601, UTC = Freetown): check-in time, event start, pickup,
   * tour start time or viewing time.
   * @example "2026-12-20T14:00:00.000Z"
   */
  startsAt: string;
  /**
   * When it ends: check-out time, event end, return, tour end or end of the viewing.
   * @example "2026-12-23T11:00:00.000Z"
   */
  endsAt: string;
  /**
   * US dollars, as charged.
   * @example 435
   */
  totalAmount: number;
  /**
   * Paid by mobile money.
   * @example true
   */
  paid: boolean;
  /** @example "2026-11-25T12:05:00.000Z" */
  confirmedAt: string | null;
  /** @example null */
  checkedInAt: string | null;
  /** @example null */
  noShowAt: string | null;
  /** @example null */
  cancelledAt: string | null;
  /** @example null */
  cancellationReason: string | null;
  /**
   * US dollars owed back to the traveller.
   * @example null
   */
  refundDue: number | null;
  /** @example "2026-11-25T12:00:00.000Z" */
  createdAt: string;
  /**
   * When anything a partner sees of the booking last changed: its status, payment, check-in,
   * no-show or cancellation (to the millisecond). Give it as `updatedSince` to sync.
   * @example "2026-11-25T12:05:00.000Z"
   */
  updatedAt: string;
}

/** One booking with everything the traveller gave: contact, party and requests. */
export class OperatorBookingDetailDto extends OperatorBookingDto {
  /**
   * Per-type details as stored (nights, room type, ticket category, pickup, participants,
   * special requests...).
   * @example {"nights":3,"roomType":"Deluxe Ocean View","specialRequests":"Late arrival"}
   */
  metadata: Record<string, unknown>;
}

export class OperatorBookingPageDto {
  items: OperatorBookingDto[];
  /**
   * Give it as `cursor` for the next page; null on the last page.
   * @example "eyJzIjoiMjAyNi0xMi0yMFQwMDowMDowMC4wMDBaIiwiaSI6IjBmOGU3ZDZjIn0"
   */
  nextCursor: string | null;
}

/** Check a traveller in by the booking's reference or by the voucher's QR token (one of them). */
export class CheckInDto {
  /**
   * The booking's reference, as the traveller reads it out.
   * @example "SL-7K3Q9D"
   */
  @ValidateIf((body: CheckInDto) => body.token === undefined)
  @IsString({ message: 'Give the booking reference or the voucher token' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(/^SL-[0-9A-Z]{6}$/, { message: 'A reference looks like SL-7K3Q9D' })
  reference?: string;

  /**
   * The content of the voucher's QR code.
   * @example "SLV1.D45tbFtKQ5KBcG9ePTwrGg.yFq1x2m6c0Hf3kPq.3q2-7wAAAAB4m9pXn0d7Lw1sQm4yZk8vR2aF5tHc6Jg"
   */
  @ValidateIf((body: CheckInDto) => body.reference === undefined)
  @IsString({ message: 'Give the booking reference or the voucher token' })
  @MaxLength(200)
  token?: string;

  /**
   * When the traveller was checked in, for a check-in made on a phone without a connection and
   * sent later: at most 7 days ago and not in the future (a phone clock up to 5 minutes ahead
   * counts as now). Without it, the check-in happens now.
   * @example "2026-12-20T09:41:00.000Z"
   */
  @IsOptional()
  @IsISO8601(
    { strict: true },
    { message: 'checkedInAt must be a date and time (ISO 8601), such as 2026-12-20T09:41:00Z' },
  )
  checkedInAt?: string;
}

/** The day asked for, YYYY-MM-DD (Sierra Leone is on UTC); today when left out. */
export class ArrivalsQueryDto {
  /** @example "2026-12-20" */
  @IsOptional()
  @Matches(DAY, { message: 'day must be a date (YYYY-MM-DD)' })
  day?: string;
}

/** A paid booking expected on the day, with what a phone needs to check it in offline. */
export class ArrivalDto {
  /** @example "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a" */
  id: string;
  /** @example "SL-7K3Q9D" */
  reference: string;
  /**
   * SHA-256 (hex) of the voucher's QR token: a scanned code is this booking's genuine voucher
   * when the SHA-256 of its text is this value. Null for a booking paid before vouchers were
   * issued: check it in by its reference.
   * @example "9f2c1a7e0b4d3c5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6"
   */
  tokenDigest: string | null;
  /**
   * confirmed (expected), checked_in or no_show.
   * @example "confirmed"
   */
  stage: OperatorBookingStage;
  /** @example "hotel" */
  serviceType: BookingServiceType;
  /** @example 1 */
  serviceId: number;
  /** @example "Aberdeen Bay Hotel" */
  serviceName: string;
  /**
   * The room type, ticket category, car pickup or tour type booked.
   * @example "Deluxe Ocean View"
   */
  item: string | null;
  /** @example "Aminata Kamara" */
  customerName: string;
  /** @example "+232 76 123 456" */
  customerPhone: string;
  /**
   * Guests, tickets or participants.
   * @example 2
   */
  guests: number;
  /** @example "2026-12-20T00:00:00.000Z" */
  startDate: string;
  /** @example "2026-12-23T00:00:00.000Z" */
  endDate: string | null;
  /** @example null */
  checkedInAt: string | null;
}

/**
 * The day's expected arrivals: paid bookings whose first day it is (check-in day, event day,
 * tour day, pickup day, viewing day), and paid stays under way that day whose traveller has not
 * arrived yet.
 */
export class ArrivalsDto {
  /** @example 1 */
  organisationId: number;
  /** @example "2026-12-20" */
  day: string;
  /**
   * When the list was read; a phone keeps it with this time.
   * @example "2026-12-20T06:30:00.000Z"
   */
  generatedAt: string;
  /**
   * How `tokenDigest` is made.
   * @example "SHA-256"
   */
  digest: string;
  arrivals: ArrivalDto[];
}

export class OperatorCancelDto {
  /**
   * Why: the traveller sees it.
   * @example "The room is flooded after the storm; we are sorry."
   */
  @IsString()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty({ message: 'Please give a reason for the cancellation' })
  @MaxLength(500)
  reason: string;
}

/** The months asked for, YYYY-MM, both included: default the last 12 months. */
export class MoneyQueryDto {
  /** @example "2026-01" */
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'from must be a month (YYYY-MM)' })
  from?: string;

  /** @example "2026-12" */
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'to must be a month (YYYY-MM)' })
  to?: string;
}

export class MonthFiguresDto {
  /** @example "2026-12" */
  month: string;
  /**
   * Paid bookings confirmed this month and not cancelled since.
   * @example 12
   */
  bookings: number;
  /**
   * Their total, US dollars.
   * @example 5220
   */
  confirmedGross: number;
  /** @example 10 */
  commissionPercent: number;
  /**
   * The platform's commission on the gross, US dollars (rounded to the cent).
   * @example 522
   */
  commission: number;
  /**
   * What the platform owes the organisation: gross less commission.
   * @example 4698
   */
  netDue: number;
  /**
   * Paid bookings cancelled this month: owed back to travellers, US dollars.
   * @example 435
   */
  refundsDue: number;
}

export class MoneyDto {
  /** @example 3 */
  organisationId: number;
  /** @example "USD" */
  currency: string;
  months: MonthFiguresDto[];
}

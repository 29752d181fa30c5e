import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  LISTING_KINDS,
  LISTING_STATUSES,
  type ListingKind,
  type ListingStatus,
} from '../../catalogue/index.js';
import { CursorPageQueryDto } from '../../common/pagination.dto.js';
import { ApiProperty } from '@nestjs/swagger';
import {
  AdminOrganisationDto,
  LISTING_HOLD_STATES,
  ListingHoldDto,
  type ListingHoldState,
  ORGANISATION_STATUSES,
  type OrganisationStatus,
} from '../../operators/index.js';

/** A calendar day, YYYY-MM-DD, with a real month and day. */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ListOrganisationsQueryDto extends CursorPageQueryDto {
  /**
   * pending (the application queue), approved, suspended, changes_requested or rejected; all
   * when left out.
   */
  @IsOptional()
  @IsIn(ORGANISATION_STATUSES, {
    message: 'status must be one of: pending, approved, suspended, changes_requested, rejected',
  })
  status?: OrganisationStatus;
}

export class ListListingHoldsQueryDto extends CursorPageQueryDto {
  /** held, or review_requested (the review queue); all when left out. */
  @IsOptional()
  @IsIn(LISTING_HOLD_STATES, { message: 'state must be one of: held, review_requested' })
  state?: ListingHoldState;
}

/** A held listing, as the admins' moderation queue shows it. */
export class AdminListingHoldDto extends ListingHoldDto {
  /** @example "hotel" */
  @ApiProperty({ enum: LISTING_KINDS })
  kind: ListingKind;
  /** @example 12 */
  listingId: number;
  /** @example "Kroo Bay Guesthouse" */
  name: string;
  /** @example 7 */
  organisationId: number;
  /** @example "Freetown Hospitality Group" */
  organisationName: string;
}

export class AdminListingHoldPageDto {
  items: AdminListingHoldDto[];
  /** @example "WyIyMDI2LTExLTI2VDEwOjAwOjAwLjAwMFoiLCIzZjZjMWE4ZSJd" */
  nextCursor: string | null;
}

export class ListListingsQueryDto extends CursorPageQueryDto {
  @IsOptional()
  @IsIn(LISTING_STATUSES, {
    message: 'status must be one of: draft, published, unpublished, archived',
  })
  status?: ListingStatus;

  @IsOptional()
  @IsIn(LISTING_KINDS, { message: 'kind must be one of: hotel, event, car, tour, property' })
  kind?: ListingKind;

  /** Only this organisation's listings. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'organisationId must be a whole number' })
  @Min(1)
  @Max(2_147_483_647)
  organisationId?: number;
}

export const CONTACT_STATES = ['unread', 'open', 'handled', 'all'] as const;

export class ListContactMessagesQueryDto extends CursorPageQueryDto {
  /** unread, open (not handled; default), handled or all. */
  @IsOptional()
  @IsIn(CONTACT_STATES, { message: 'state must be one of: unread, open, handled, all' })
  state?: (typeof CONTACT_STATES)[number];
}

/** A message sent with the contact form, as the admin inbox shows it. */
export class ContactMessageDto {
  /** @example "5c0a7e1d-2b3c-4d5e-8f90-1a2b3c4d5e6f" */
  id: string;
  /** @example "Aminata Kamara" */
  name: string;
  /** @example "aminata@example.com" */
  email: string;
  /** @example "+232 76 123456" */
  phone: string | null;
  /** @example "Airport transfer for a group of six" */
  subject: string;
  /** @example "We land at Lungi on 12 December." */
  message: string;
  /** @example "2026-11-26T10:00:00.000Z" */
  createdAt: string;
  /**
   * When an admin first opened it; null: unread.
   * @example null
   */
  readAt: string | null;
  /**
   * When an admin marked it handled; null: open.
   * @example null
   */
  handledAt: string | null;
  /**
   * Who handled it.
   * @example null
   */
  handledByEmail: string | null;
}

export class SearchBookingsQueryDto extends CursorPageQueryDto {
  /** A booking reference (SL-7K3Q9D), or part of the customer's or account's e-mail or name. */
  @IsOptional()
  @IsString()
  @Transform(trim)
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;

  @IsOptional()
  @IsIn(['pending_payment', 'confirmed', 'expired', 'cancelled'], {
    message: 'status must be one of: pending_payment, confirmed, expired, cancelled',
  })
  status?: string;

  @IsOptional()
  @IsIn(['hotel', 'event', 'car', 'tour', 'real_estate'], {
    message: 'serviceType must be one of: hotel, event, car, tour, real_estate',
  })
  serviceType?: string;

  /** Only bookings of this organisation's listings. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'organisationId must be a whole number' })
  @Min(1)
  @Max(2_147_483_647)
  organisationId?: number;
}

/** A booking as the platform search shows it. */
export class AdminBookingDto {
  /** @example "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a" */
  id: string;
  /** @example "SL-7K3Q9D" */
  reference: string;
  /** @example "hotel" */
  serviceType: string;
  /** @example 1 */
  serviceId: number;
  /** @example "Aberdeen Bay Hotel" */
  serviceName: string;
  /** @example 1 */
  organisationId: number | null;
  /** @example "Freetown Hospitality Group" */
  organisationName: string | null;
  /** @example "Aminata Kamara" */
  customerName: string;
  /** @example "aminata@example.com" */
  customerEmail: string;
  /** @example "+232 76 123 456" */
  customerPhone: string;
  /**
   * The account that booked.
   * @example "aminata@example.com"
   */
  accountEmail: string;
  /** @example 2 */
  guests: number;
  /** @example "2026-12-20T00:00:00.000Z" */
  startDate: string;
  /** @example "2026-12-23T00:00:00.000Z" */
  endDate: string | null;
  /**
   * US dollars.
   * @example 435
   */
  totalAmount: number;
  /** @example "confirmed" */
  status: string;
  /** @example "2026-11-26T10:00:00.000Z" */
  createdAt: string;
}

export class ListAuditLogQueryDto extends CursorPageQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'organisationId must be a whole number' })
  @Min(1)
  @Max(2_147_483_647)
  organisationId?: number;

  /** e.g. organisation.approve, listing.publish, member.remove. */
  @IsOptional()
  @Matches(/^[a-z_]+(\.[a-z_]+)?$/, { message: 'action must look like listing.publish' })
  action?: string;

  /** Entries of one record: give entityType and entityId together. */
  @IsOptional()
  @Matches(/^[a-z_]{1,40}$/, { message: 'entityType must look like hotel' })
  entityType?: string;

  @IsOptional()
  @Matches(/^[\w-]{1,64}$/, { message: 'entityId must be an id' })
  entityId?: string;

  /** Entries by people whose e-mail address contains this (any case). */
  @IsOptional()
  @IsString()
  @Transform(trim)
  @MaxLength(254, { message: 'actor must be at most 254 characters' })
  actor?: string;

  /** Entries from this day on (YYYY-MM-DD, UTC: Freetown's time). */
  @IsOptional()
  @Matches(DAY, { message: 'from must be a day (YYYY-MM-DD)' })
  from?: string;

  /** Entries up to the end of this day (YYYY-MM-DD, UTC). */
  @IsOptional()
  @Matches(DAY, { message: 'to must be a day (YYYY-MM-DD)' })
  to?: string;
}

/** Pages: `nextCursor` is given as `cursor` for the next page; null on the last page. */
export class AdminOrganisationPageDto {
  items: AdminOrganisationDto[];
  /** @example "WzQyXQ" */
  nextCursor: string | null;
}

export class ContactMessagePageDto {
  items: ContactMessageDto[];
  nextCursor: string | null;
}

export class AdminBookingPageDto {
  items: AdminBookingDto[];
  nextCursor: string | null;
}

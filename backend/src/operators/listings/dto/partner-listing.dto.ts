import { ApiProperty, getSchemaPath, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import {
  CarDto,
  EventDto,
  HotelDto,
  LISTING_KINDS,
  LISTING_STATUSES,
  type ListingKind,
  type ListingStatus,
  PropertyDto,
  TourDto,
} from '../../../catalogue/index.js';
import { CursorPageQueryDto, UpdatedSinceQueryDto } from '../../../common/pagination.dto.js';

/** A room type as its hotel's operator manages it. */
export class PartnerRoomDto {
  /** @example 3 */
  id: number;
  /** @example "Standard Double" */
  roomType: string;
  /** Nightly price, US dollars. @example 85 */
  price: number;
  /** @example "A quiet double room." */
  description: string;
  /** @example 2 */
  capacity: number;
  /** Identical rooms of this type. @example 3 */
  units: number;
  /** @example ["Air conditioning"] */
  amenities: string[];
  /** @example ["/api/media/rooms/double-room.svg"] */
  images: string[];
  /** @example true */
  isAvailable: boolean;
  /** Archived room types are kept for their bookings but offered no more. @example false */
  archived: boolean;
}

/** A ticket category as the event's operator manages it. */
export class PartnerTicketCategoryDto {
  /** @example 7 */
  id: number;
  /** @example "Standard" */
  name: string;
  /** @example "General admission" */
  description: string;
  /** US dollars. @example 50 */
  price: number;
  /** @example 100 */
  quantity: number;
  /** Sold or held by live bookings. @example 12 */
  sold: number;
}

/**
 * An admin's hold on a listing: while it stands, the operator cannot publish the listing and
 * may ask for a review instead.
 */
export class ListingHoldDto {
  /** held, or review_requested (waiting for an admin). @example "held" */
  @ApiProperty({ enum: ['held', 'review_requested'] })
  state: 'held' | 'review_requested';
  /** admin_unpublish, or suspension (of the organisation). @example "admin_unpublish" */
  @ApiProperty({ enum: ['admin_unpublish', 'suspension'] })
  source: 'admin_unpublish' | 'suspension';
  /** The admin's reason. @example "Photos show another property" */
  reason: string;
  /** The operator's note with its latest request for a review. @example "Photos replaced with our own" */
  reviewNote: string | null;
  /** @example null */
  reviewRequestedAt: string | null;
  /** Why the admin refused the latest review. @example null */
  refusalReason: string | null;
  /** @example null */
  refusedAt: string | null;
  /** @example "2026-11-26T10:00:00.000Z" */
  heldAt: string;
}

/** The operator's request for a review of a held listing. */
export class ReviewRequestDto {
  /**
   * What changed, for the admin; 3-1000 characters.
   * @example "We replaced the photos with our own and corrected the address."
   */
  @MaxLength(1000, { message: 'Note must be at most 1000 characters' })
  @IsString({ message: 'Note must be text' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/\S.*\S/s, { message: 'Please say what you changed' })
  note: string;
}

/** One of the organisation's listings: its state, and what the public page shows once published. */
export class PartnerListingDto {
  /** hotel, event, car, tour or property. @example "hotel" */
  kind: ListingKind;
  /** @example 12 */
  id: number;
  /** @example 7 */
  organisationId: number;
  /** draft, published, unpublished or archived. @example "draft" */
  status: ListingStatus;
  /** Why an admin unpublished it; null otherwise. @example null */
  moderationReason: string | null;
  /** An admin's hold: the listing cannot be published until an admin reinstates it. */
  hold: ListingHoldDto | null;
  /** @example "Kroo Bay Guesthouse" */
  name: string;
  /** @example "2026-11-26T10:00:00.000Z" */
  updatedAt: string;
  /** The listing in the shape of the public catalogue (HotelDto, EventDto, CarDto, TourDto or PropertyDto). */
  @ApiProperty({
    oneOf: [HotelDto, EventDto, CarDto, TourDto, PropertyDto].map((dto) => ({
      $ref: getSchemaPath(dto),
    })),
  })
  details: HotelDto | EventDto | CarDto | TourDto | PropertyDto;
  /** Hotels: every room type, archived ones included. */
  rooms?: PartnerRoomDto[];
  /** Events: the ticket categories with what is sold. */
  ticketCategories?: PartnerTicketCategoryDto[];
  /** Tours: private groups the operator takes a day. @example 2 */
  privateGroupsPerDay?: number;
  /** Tours: largest private group when above maxGroupSize. @example null */
  privateGroupLimit?: number | null;
  /** Properties: ISO weekdays with viewings. @example [1, 2, 3, 4, 5, 6] */
  viewingDays?: number[];
  /** Properties: viewing start times. @example ["10:00", "14:00"] */
  viewingTimes?: string[];
}

/** The orders the organisation's listings can be read in. */
export const LISTING_SORTS = ['-updatedAt', 'updatedAt'] as const;

export class ListOwnListingsQueryDto extends IntersectionType(
  CursorPageQueryDto,
  UpdatedSinceQueryDto,
) {
  /**
   * `-updatedAt` (default): most recently changed first. `updatedAt`: least recently changed
   * first, by kind and id within the same instant, to sync changes page by page.
   * @example "updatedAt"
   */
  @IsOptional()
  @IsIn(LISTING_SORTS, { message: 'sort must be one of: -updatedAt, updatedAt' })
  sort?: (typeof LISTING_SORTS)[number];

  @IsOptional()
  @IsIn(LISTING_STATUSES, {
    message: 'status must be one of: draft, published, unpublished, archived',
  })
  status?: ListingStatus;

  @IsOptional()
  @IsIn(LISTING_KINDS, { message: 'kind must be one of: hotel, event, car, tour, property' })
  kind?: ListingKind;
}

/** The listing's images in a new order. */
export class ImageOrderDto {
  /** Every image URL of the listing, once each. @example ["/api/photos/3f6c1a8e-8a5d-4c1e-9f0a-2b7c4d5e6f70/1600x1200.jpg"] */
  @MaxLength(300, { each: true })
  @IsString({ each: true, message: 'images must be a list of image URLs' })
  @ArrayMaxSize(20)
  @IsArray({ message: 'images must be a list of image URLs' })
  images: string[];
}

/** One image of the listing. */
export class ImageRefDto {
  /** Its URL, as listed in `images`. @example "/api/photos/3f6c1a8e-8a5d-4c1e-9f0a-2b7c4d5e6f70/1600x1200.jpg" */
  @MaxLength(300)
  @IsString({ message: 'image must be the URL of one of the listing images' })
  image: string;
}

import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { Authenticated, CurrentMembership, type Membership } from '../../auth/index.js';
import { ApiListingKindParam } from '../../catalogue/index.js';
import { Idempotent } from '../../common/idempotency/idempotency.js';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CarDto,
  EventDto,
  HotelDto,
  ListingSummaryDto,
  ListingSummaryPageDto,
  parseListingKind,
  LOCATION_OUTSIDE_SIERRA_LEONE,
  PropertyDto,
  TourDto,
} from '../../catalogue/index.js';
import {
  ApiErrors,
  ApiInvalid,
  ApiNotFound,
  ApiPageInvalid,
  ApiServerError,
} from '../../common/openapi/index.js';
import type { Page } from '../../common/pagination.js';
import { ParseIdPipe } from '../../common/parse-id.pipe.js';
import { ApiUpdatedSinceInvalid } from '../../common/sync.js';
import {
  CarInputDto,
  EventInputDto,
  HotelInputDto,
  PropertyInputDto,
  RoomInputDto,
  TicketCategoryInputDto,
  TourInputDto,
  UpdateCarDto,
  UpdateEventDto,
  UpdateHotelDto,
  UpdatePropertyDto,
  UpdateRoomDto,
  UpdateTicketCategoryDto,
  UpdateTourDto,
} from './dto/listing-input.dto.js';
import {
  ImageOrderDto,
  ImageRefDto,
  ListOwnListingsQueryDto,
  PartnerListingDto,
  ReviewRequestDto,
} from './dto/partner-listing.dto.js';
import {
  DocumentFileInterceptor,
  FILE_TOO_LARGE,
  IMAGE_REFUSED,
  type ReceivedFile,
} from '../../uploads/index.js';
import {
  ARCHIVED_LISTING,
  LISTING_NAME_TAKEN,
  HELD_BY_ADMIN,
  HOTEL_NEEDS_ROOM,
  IMAGE_NOT_FOUND,
  IMAGE_ORDER_MISMATCH,
  IMAGE_TYPES_ONLY,
  ListingsService,
  NOT_APPROVED,
  NOT_HELD,
  QUANTITY_BELOW_SOLD,
  REVIEW_ALREADY_REQUESTED,
  SUSPENDED_ORGANISATION,
} from './listings.service.js';

const Id = (what: string) => new ParseIdPipe(what);

/**
 * 400 of a listing's create or change body whose place is outside Sierra Leone
 * (LOCATION_OUTSIDE_SIERRA_LEONE), or gives latitude without longitude (VALIDATION_FAILED).
 */
const ApiLocation = () =>
  ApiErrors({
    400: {
      codes: ['VALIDATION_FAILED', 'LOCATION_OUTSIDE_SIERRA_LEONE'],
      description:
        'The body failed validation, or its latitude and longitude are not a point in Sierra Leone (LOCATION_OUTSIDE_SIERRA_LEONE)',
      messages: { LOCATION_OUTSIDE_SIERRA_LEONE },
    },
  });

/**
 * A change of the organisation's listings: members with the `listings:write` scope, and
 * replayed with the same Idempotency-Key.
 */
const ListingWrite = () =>
  applyDecorators(Idempotent(), Authenticated({ role: 'member', scope: 'listings:write' }));

/**
 * The organisation's listings. Every route is for members of the organisation in the path
 * (owners and staff alike); another organisation's listing answers 404.
 */
@ApiTags('Listings')
@ApiServerError()
@ApiExtraModels(HotelDto, EventDto, CarDto, TourDto, PropertyDto)
@Authenticated({ role: 'member' })
@Controller('partner/organisations/:orgId')
export class ListingsController {
  constructor(private readonly listings: ListingsService) {}

  /**
   * Every listing of the organisation, all kinds, most recently changed first. To sync, ask
   * with `sort=updatedAt` (least recently changed first) and `updatedSince` set to the last
   * `updatedAt` you saw, then follow `nextCursor` to the end. A listing's `updatedAt` moves
   * with every change to it or its parts: prices, room types, ticket categories, photos,
   * closures, publication and an admin's hold.
   */
  @Get('listings')
  @Authenticated({ role: 'member', scope: 'catalogue:read' })
  @ApiOkResponse({ description: 'A page of listings', type: ListingSummaryPageDto })
  @ApiPageInvalid('status', 'status must be one of: draft, published, unpublished, archived')
  @ApiUpdatedSinceInvalid()
  listOwnListings(
    @CurrentMembership() membership: Membership,
    @Query() query: ListOwnListingsQueryDto,
  ): Promise<Page<ListingSummaryDto>> {
    return this.listings.list(membership, query);
  }

  /** One listing with its parts, and the public page's shape of it. */
  @Get('listings/:kind/:id')
  @ApiListingKindParam()
  @Authenticated({ role: 'member', scope: 'catalogue:read' })
  @ApiOkResponse({ description: 'The listing', type: PartnerListingDto })
  @ApiNotFound('Listing')
  getOwnListing(
    @CurrentMembership() membership: Membership,
    @Param('kind') kind: string,
    @Param('id', Id('Listing')) id: number,
  ): Promise<PartnerListingDto> {
    return this.listings.get(membership, parseListingKind(kind), id);
  }

  /**
   * Publishes a draft or unpublished listing: public once the organisation is approved. A hotel
   * needs a room type, an event a ticket category and a date still to come.
   */
  @Post('listings/:kind/:id/publish')
  @ApiListingKindParam()
  @ListingWrite()
  @HttpCode(200)
  @ApiOkResponse({ description: 'Published', type: PartnerListingDto })
  @ApiNotFound('Listing')
  @ApiErrors({
    403: {
      codes: ['ORGANISATION_SUSPENDED'],
      description: 'The organisation is suspended',
      messages: { ORGANISATION_SUSPENDED: SUSPENDED_ORGANISATION },
    },
    409: {
      codes: ['LISTING_CONFLICT', 'LISTING_HELD_BY_ADMIN', 'ORGANISATION_NOT_APPROVED'],
      description:
        'Not ready, archived or already published; held by an admin (request a review); or the organisation is not approved yet',
      messages: {
        LISTING_CONFLICT: HOTEL_NEEDS_ROOM,
        LISTING_HELD_BY_ADMIN: HELD_BY_ADMIN,
        ORGANISATION_NOT_APPROVED: NOT_APPROVED,
      },
    },
  })
  publishListing(
    @CurrentMembership() membership: Membership,
    @Param('kind') kind: string,
    @Param('id', Id('Listing')) id: number,
  ): Promise<PartnerListingDto> {
    return this.listings.publish(membership, parseListingKind(kind), id);
  }

  /** Takes a published listing out of the public catalogue; bookings already made stand. */
  @Post('listings/:kind/:id/unpublish')
  @ApiListingKindParam()
  @ListingWrite()
  @HttpCode(200)
  @ApiOkResponse({ description: 'Unpublished', type: PartnerListingDto })
  @ApiNotFound('Listing')
  @ApiErrors({
    409: {
      codes: ['LISTING_CONFLICT'],
      description: 'Not published',
      messages: { LISTING_CONFLICT: 'Only a published listing can be unpublished' },
    },
  })
  unpublishListing(
    @CurrentMembership() membership: Membership,
    @Param('kind') kind: string,
    @Param('id', Id('Listing')) id: number,
  ): Promise<PartnerListingDto> {
    return this.listings.unpublish(membership, parseListingKind(kind), id);
  }

  /**
   * Asks the admins to review a listing an admin unpublished (it cannot be published by its
   * operator meanwhile), with a note of what changed. Admins are told by e-mail; webhooks
   * subscribed to `listing.review_requested` hear of it.
   */
  @Post('listings/:kind/:id/review-request')
  @ApiListingKindParam()
  @ListingWrite()
  @HttpCode(200)
  @ApiOkResponse({
    description: 'Review requested: `hold.state` is review_requested',
    type: PartnerListingDto,
  })
  @ApiNotFound('Listing')
  @ApiInvalid('note', 'Please say what you changed')
  @ApiErrors({
    409: {
      codes: ['LISTING_NOT_HELD', 'REVIEW_ALREADY_REQUESTED', 'LISTING_CONFLICT'],
      description: 'Not held by an admin, a review already asked for, or archived',
      messages: {
        LISTING_NOT_HELD: NOT_HELD,
        REVIEW_ALREADY_REQUESTED: REVIEW_ALREADY_REQUESTED,
        LISTING_CONFLICT: ARCHIVED_LISTING,
      },
    },
  })
  requestListingReview(
    @CurrentMembership() membership: Membership,
    @Param('kind') kind: string,
    @Param('id', Id('Listing')) id: number,
    @Body() dto: ReviewRequestDto,
  ): Promise<PartnerListingDto> {
    return this.listings.requestReview(membership, parseListingKind(kind), id, dto.note);
  }

  /** Archives a listing for good: out of every list, kept for the bookings that name it. */
  @Post('listings/:kind/:id/archive')
  @ApiListingKindParam()
  @ListingWrite()
  @HttpCode(200)
  @ApiOkResponse({ description: 'Archived', type: PartnerListingDto })
  @ApiNotFound('Listing')
  @ApiErrors({
    409: {
      codes: ['LISTING_CONFLICT'],
      description: 'Already archived',
      messages: { LISTING_CONFLICT: ARCHIVED_LISTING },
    },
  })
  archiveListing(
    @CurrentMembership() membership: Membership,
    @Param('kind') kind: string,
    @Param('id', Id('Listing')) id: number,
  ): Promise<PartnerListingDto> {
    return this.listings.archive(membership, parseListingKind(kind), id);
  }

  /**
   * Adds a photo to a listing: one JPG or PNG of at most 5 MB and 40 megapixels in the
   * multipart field `file`, its type read from its content. It is decoded and stored at a few
   * widths as WebP and JPEG without its metadata (camera, GPS), and appended to `images` as
   * /api/photos/{id}/{width}x{height}.jpg (docs/decisions/photo-variants-webp-and-jpeg.md).
   */
  @Post('listings/:kind/:id/images')
  @ApiListingKindParam()
  @UseInterceptors(DocumentFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ description: 'The listing with the new image', type: PartnerListingDto })
  @ApiErrors({
    400: {
      codes: ['UNSUPPORTED_FILE'],
      description: 'Not a JPG or PNG',
      messages: { UNSUPPORTED_FILE: IMAGE_TYPES_ONLY },
    },
    413: {
      codes: ['PAYLOAD_TOO_LARGE'],
      description: 'Over 5 MB',
      messages: { PAYLOAD_TOO_LARGE: FILE_TOO_LARGE },
    },
    422: IMAGE_REFUSED,
  })
  @ApiNotFound('Listing')
  addListingImage(
    @CurrentMembership() membership: Membership,
    @Param('kind') kind: string,
    @Param('id', Id('Listing')) id: number,
    @UploadedFile() file: ReceivedFile | undefined,
  ): Promise<PartnerListingDto> {
    return this.listings.addImage(membership, parseListingKind(kind), id, file);
  }

  /** Orders the listing's images: give every one of them once, first shown first. */
  @Patch('listings/:kind/:id/images')
  @ApiListingKindParam()
  @ApiOkResponse({ description: 'The listing with its images in order', type: PartnerListingDto })
  @ApiInvalid('images', IMAGE_ORDER_MISMATCH)
  @ApiNotFound('Listing')
  orderListingImages(
    @CurrentMembership() membership: Membership,
    @Param('kind') kind: string,
    @Param('id', Id('Listing')) id: number,
    @Body() dto: ImageOrderDto,
  ): Promise<PartnerListingDto> {
    return this.listings.orderImages(membership, parseListingKind(kind), id, dto.images);
  }

  /** Removes one image (by its URL, as listed in `images`). */
  @Post('listings/:kind/:id/images/remove')
  @ApiListingKindParam()
  @HttpCode(200)
  @ApiOkResponse({ description: 'The listing without the image', type: PartnerListingDto })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such image on the listing',
      messages: { NOT_FOUND: IMAGE_NOT_FOUND },
    },
  })
  removeListingImage(
    @CurrentMembership() membership: Membership,
    @Param('kind') kind: string,
    @Param('id', Id('Listing')) id: number,
    @Body() dto: ImageRefDto,
  ): Promise<PartnerListingDto> {
    return this.listings.removeImage(membership, parseListingKind(kind), id, dto.image);
  }

  /** Creates a hotel, as a draft. Add room types, then publish. */
  @Post('hotels')
  @ApiLocation()
  @ListingWrite()
  @ApiCreatedResponse({ description: 'The draft hotel', type: PartnerListingDto })
  @ApiInvalid('starRating', 'Star rating must be at most 5')
  @ApiErrors({
    409: {
      codes: ['LISTING_CONFLICT'],
      description: 'Another listing already has this name (hotel names are unique on Salone)',
      messages: { LISTING_CONFLICT: LISTING_NAME_TAKEN },
    },
  })
  createHotel(
    @CurrentMembership() membership: Membership,
    @Body() dto: HotelInputDto,
  ): Promise<PartnerListingDto> {
    return this.listings.create(membership, 'hotel', dto);
  }

  /** Changes a hotel's details. */
  @Patch('hotels/:id')
  @ApiLocation()
  @ListingWrite()
  @ApiOkResponse({ description: 'The hotel as changed', type: PartnerListingDto })
  @ApiInvalid('starRating', 'Star rating must be at most 5')
  @ApiNotFound('Listing')
  @ApiErrors({
    409: {
      codes: ['LISTING_CONFLICT'],
      description: 'Archived, or another listing already has the new name',
      messages: { LISTING_CONFLICT: ARCHIVED_LISTING },
    },
  })
  updateHotel(
    @CurrentMembership() membership: Membership,
    @Param('id', Id('Listing')) id: number,
    @Body() dto: UpdateHotelDto,
  ): Promise<PartnerListingDto> {
    return this.listings.update(membership, 'hotel', id, dto);
  }

  /** Adds a room type with its number of identical units. */
  @Post('hotels/:id/rooms')
  @ListingWrite()
  @ApiCreatedResponse({ description: 'The hotel with the new room type', type: PartnerListingDto })
  @ApiInvalid('units', 'Units must be at least 1')
  @ApiNotFound('Listing')
  addRoom(
    @CurrentMembership() membership: Membership,
    @Param('id', Id('Listing')) id: number,
    @Body() dto: RoomInputDto,
  ): Promise<PartnerListingDto> {
    return this.listings.addRoom(membership, id, dto);
  }

  /** Changes a room type; a new price applies to bookings made from now on. */
  @Patch('hotels/:id/rooms/:roomId')
  @ListingWrite()
  @ApiOkResponse({ description: 'The hotel as changed', type: PartnerListingDto })
  @ApiInvalid('price', 'Price must be more than 0')
  @ApiNotFound('Room type')
  updateRoom(
    @CurrentMembership() membership: Membership,
    @Param('id', Id('Listing')) id: number,
    @Param('roomId', Id('Room type')) roomId: number,
    @Body() dto: UpdateRoomDto,
  ): Promise<PartnerListingDto> {
    return this.listings.updateRoom(membership, id, roomId, dto);
  }

  /** Archives a room type: no longer offered; its bookings stand. */
  @Delete('hotels/:id/rooms/:roomId')
  @ListingWrite()
  @ApiOkResponse({ description: 'The hotel as changed', type: PartnerListingDto })
  @ApiNotFound('Room type')
  archiveRoom(
    @CurrentMembership() membership: Membership,
    @Param('id', Id('Listing')) id: number,
    @Param('roomId', Id('Room type')) roomId: number,
  ): Promise<PartnerListingDto> {
    return this.listings.archiveRoom(membership, id, roomId);
  }

  /**
   * Adds a photo to a room type, checked as a listing photo (one JPG or PNG of at most 5 MB in
   * the multipart field `file`). It is appended to the room type's `images`, which the public
   * hotel page shows.
   */
  @Post('hotels/:id/rooms/:roomId/images')
  @UseInterceptors(DocumentFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({
    description: "The hotel with the room type's new photo",
    type: PartnerListingDto,
  })
  @ApiErrors({
    400: {
      codes: ['UNSUPPORTED_FILE'],
      description: 'Not a JPG or PNG',
      messages: { UNSUPPORTED_FILE: IMAGE_TYPES_ONLY },
    },
    413: {
      codes: ['PAYLOAD_TOO_LARGE'],
      description: 'Over 5 MB',
      messages: { PAYLOAD_TOO_LARGE: FILE_TOO_LARGE },
    },
    422: IMAGE_REFUSED,
  })
  @ApiNotFound('Room type')
  addRoomImage(
    @CurrentMembership() membership: Membership,
    @Param('id', Id('Listing')) id: number,
    @Param('roomId', Id('Room type')) roomId: number,
    @UploadedFile() file: ReceivedFile | undefined,
  ): Promise<PartnerListingDto> {
    return this.listings.addRoomImage(membership, id, roomId, file);
  }

  /** Orders a room type's photos: give every one of them once, first shown first. */
  @Patch('hotels/:id/rooms/:roomId/images')
  @ApiOkResponse({ description: 'The hotel with the photos in order', type: PartnerListingDto })
  @ApiInvalid('images', IMAGE_ORDER_MISMATCH)
  @ApiNotFound('Room type')
  orderRoomImages(
    @CurrentMembership() membership: Membership,
    @Param('id', Id('Listing')) id: number,
    @Param('roomId', Id('Room type')) roomId: number,
    @Body() dto: ImageOrderDto,
  ): Promise<PartnerListingDto> {
    return this.listings.orderRoomImages(membership, id, roomId, dto.images);
  }

  /** Removes one photo of a room type (by its URL, as listed in the room type's `images`). */
  @Post('hotels/:id/rooms/:roomId/images/remove')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The hotel without the photo', type: PartnerListingDto })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such photo on the room type',
      messages: { NOT_FOUND: IMAGE_NOT_FOUND },
    },
  })
  removeRoomImage(
    @CurrentMembership() membership: Membership,
    @Param('id', Id('Listing')) id: number,
    @Param('roomId', Id('Room type')) roomId: number,
    @Body() dto: ImageRefDto,
  ): Promise<PartnerListingDto> {
    return this.listings.removeRoomImage(membership, id, roomId, dto.image);
  }

  /** Creates an event, as a draft. Add ticket categories, then publish. */
  @Post('events')
  @ApiLocation()
  @ListingWrite()
  @ApiCreatedResponse({ description: 'The draft event', type: PartnerListingDto })
  @ApiInvalid('category', 'Category must be one of: cultural, festival, music, food, sports')
  createEvent(
    @CurrentMembership() membership: Membership,
    @Body() dto: EventInputDto,
  ): Promise<PartnerListingDto> {
    return this.listings.create(membership, 'event', dto);
  }

  /** Changes an event's details. */
  @Patch('events/:id')
  @ApiLocation()
  @ListingWrite()
  @ApiOkResponse({ description: 'The event as changed', type: PartnerListingDto })
  @ApiInvalid('endDate', 'End date must be after the start date')
  @ApiNotFound('Listing')
  updateEvent(
    @CurrentMembership() membership: Membership,
    @Param('id', Id('Listing')) id: number,
    @Body() dto: UpdateEventDto,
  ): Promise<PartnerListingDto> {
    return this.listings.update(membership, 'event', id, dto);
  }

  /** Adds a ticket category (name, price, quantity). */
  @Post('events/:id/ticket-categories')
  @ListingWrite()
  @ApiCreatedResponse({ description: 'The event with the new category', type: PartnerListingDto })
  @ApiInvalid('quantity', 'Quantity must be a whole number')
  @ApiNotFound('Listing')
  addTicketCategory(
    @CurrentMembership() membership: Membership,
    @Param('id', Id('Listing')) id: number,
    @Body() dto: TicketCategoryInputDto,
  ): Promise<PartnerListingDto> {
    return this.listings.addTicketCategory(membership, id, dto);
  }

  /** Changes a ticket category; the quantity never goes below what is sold or held. */
  @Patch('events/:id/ticket-categories/:categoryId')
  @ListingWrite()
  @ApiOkResponse({ description: 'The event as changed', type: PartnerListingDto })
  @ApiNotFound('Ticket category')
  @ApiErrors({
    409: {
      codes: ['LISTING_CONFLICT'],
      description: 'Below what is sold',
      messages: { LISTING_CONFLICT: QUANTITY_BELOW_SOLD(12) },
    },
  })
  updateTicketCategory(
    @CurrentMembership() membership: Membership,
    @Param('id', Id('Listing')) id: number,
    @Param('categoryId', Id('Ticket category')) categoryId: number,
    @Body() dto: UpdateTicketCategoryDto,
  ): Promise<PartnerListingDto> {
    return this.listings.updateTicketCategory(membership, id, categoryId, dto);
  }

  /** Removes a ticket category that has never sold a ticket. */
  @Delete('events/:id/ticket-categories/:categoryId')
  @ListingWrite()
  @ApiOkResponse({ description: 'The event as changed', type: PartnerListingDto })
  @ApiNotFound('Ticket category')
  removeTicketCategory(
    @CurrentMembership() membership: Membership,
    @Param('id', Id('Listing')) id: number,
    @Param('categoryId', Id('Ticket category')) categoryId: number,
  ): Promise<PartnerListingDto> {
    return this.listings.removeTicketCategory(membership, id, categoryId);
  }

  /** Creates a rental car, as a draft. */
  @Post('cars')
  @ApiLocation()
  @ListingWrite()
  @ApiCreatedResponse({ description: 'The draft car', type: PartnerListingDto })
  @ApiInvalid('type', 'Type must be one of: SUV, Sedan, Hatchback, Pickup')
  createCar(
    @CurrentMembership() membership: Membership,
    @Body() dto: CarInputDto,
  ): Promise<PartnerListingDto> {
    return this.listings.create(membership, 'car', dto);
  }

  /** Changes a car; a new daily rate applies to bookings made from now on. */
  @Patch('cars/:id')
  @ApiLocation()
  @ListingWrite()
  @ApiOkResponse({ description: 'The car as changed', type: PartnerListingDto })
  @ApiInvalid('dailyRate', 'Daily rate must be more than 0')
  @ApiNotFound('Listing')
  updateCar(
    @CurrentMembership() membership: Membership,
    @Param('id', Id('Listing')) id: number,
    @Body() dto: UpdateCarDto,
  ): Promise<PartnerListingDto> {
    return this.listings.update(membership, 'car', id, dto);
  }

  /** Creates a tour (shared seats per departure, private groups per day), as a draft. */
  @Post('tours')
  @ApiLocation()
  @ListingWrite()
  @ApiCreatedResponse({ description: 'The draft tour', type: PartnerListingDto })
  @ApiInvalid('maxGroupSize', 'Max group size must be at least 1')
  createTour(
    @CurrentMembership() membership: Membership,
    @Body() dto: TourInputDto,
  ): Promise<PartnerListingDto> {
    return this.listings.create(membership, 'tour', dto);
  }

  /** Changes a tour; a new price applies to bookings made from now on. */
  @Patch('tours/:id')
  @ApiLocation()
  @ListingWrite()
  @ApiOkResponse({ description: 'The tour as changed', type: PartnerListingDto })
  @ApiInvalid('price', 'Price must be more than 0')
  @ApiNotFound('Listing')
  updateTour(
    @CurrentMembership() membership: Membership,
    @Param('id', Id('Listing')) id: number,
    @Body() dto: UpdateTourDto,
  ): Promise<PartnerListingDto> {
    return this.listings.update(membership, 'tour', id, dto);
  }

  /** Creates a property with its viewing days and hours, as a draft. */
  @Post('properties')
  @ApiLocation()
  @ListingWrite()
  @ApiCreatedResponse({ description: 'The draft property', type: PartnerListingDto })
  @ApiInvalid(
    'viewingTimes',
    'Viewing times must be half-hour slots between 09:00-12:30 or 14:00-17:30',
  )
  createProperty(
    @CurrentMembership() membership: Membership,
    @Body() dto: PropertyInputDto,
  ): Promise<PartnerListingDto> {
    return this.listings.create(membership, 'property', dto);
  }

  /** Changes a property. */
  @Patch('properties/:id')
  @ApiLocation()
  @ListingWrite()
  @ApiOkResponse({ description: 'The property as changed', type: PartnerListingDto })
  @ApiInvalid('isForSale', 'A property must be for sale, for rent, or both')
  @ApiNotFound('Listing')
  updateProperty(
    @CurrentMembership() membership: Membership,
    @Param('id', Id('Listing')) id: number,
    @Body() dto: UpdatePropertyDto,
  ): Promise<PartnerListingDto> {
    return this.listings.update(membership, 'property', id, dto);
  }
}

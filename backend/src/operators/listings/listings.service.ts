import { OutboxService } from '../../notifications/index.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../audit/index.js';
import {
  countRooms,
  countTicketCategories,
  createListing,
  deleteTicketCategory,
  type EventEntity,
  findOwnListing,
  findRoomOrFail,
  findTicketCategoryOrFail,
  type HotelEntity,
  insertRoom,
  insertTicketCategory,
  LISTING_KIND_REGISTRY,
  type ListingKind,
  listingName,
  type ListingRow,
  type ListingStatus,
  type ListingSummaryDto,
  lockRoom,
  lockTicketCategory,
  nextTicketSortOrder,
  readListings,
  type RoomEntity,
  type TicketCategoryEntity,
  toCarDto,
  toEventDto,
  toHotelDto,
  toPropertyDto,
  toTourDto,
  updateListing,
  updateRoom,
  updateTicketCategory,
} from '../../catalogue/index.js';
import type { Page } from '../../common/pagination.js';
import { parseUpdatedSince } from '../../common/sync.js';
import { assertRoomUnitsCover, ticketCategoryHasBookings } from '../../bookings/index.js';
import {
  badRequest,
  conflict,
  forbidden,
  invalidField,
  notAvailable,
  notFound,
  payloadTooLarge,
} from '../../common/errors/domain.exception.js';
import { type Membership, UserDirectory } from '../../auth/index.js';
import {
  FILE_REQUIRED,
  FILE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  PhotosService,
  sniffMimeType,
  type ProcessedPhoto,
} from '../../uploads/index.js';
import { OrganisationsRepository } from '../organisations.repository.js';
import type { ListingHoldEntity } from '../entities/listing-hold.entity.js';
import { ListingHoldsRepository } from '../listing-holds.repository.js';
import { memberActor } from '../organisations.service.js';
import { ListingsRepository } from './listings.repository.js';
import type {
  RoomInputDto,
  TicketCategoryInputDto,
  UpdateRoomDto,
  UpdateTicketCategoryDto,
} from './dto/listing-input.dto.js';
import type {
  ListingHoldDto,
  ListOwnListingsQueryDto,
  PartnerListingDto,
} from './dto/partner-listing.dto.js';
import { checkLocation, given, PARTNER_KINDS, withCents } from './partner-kinds.js';

export { EVENT_NEEDS_TICKETS, EVENT_OVER, HOTEL_NEEDS_ROOM } from './partner-kinds.js';

export const KIND_NOT_OFFERED = (kind: ListingKind) =>
  `This organisation does not offer ${LISTING_KIND_REGISTRY[kind].plural}; an owner can add the service kind`;
export const IMAGE_TYPES_ONLY = 'Only JPG and PNG images are accepted';
export const TOO_MANY_IMAGES = 'A listing has at most 20 images';
export const IMAGE_NOT_FOUND = 'Image not found';
export const IMAGE_ORDER_MISMATCH = 'Give every image of the listing once, in the new order';
const MAX_IMAGES = 20;

/** Each kind's public page shape, by the catalogue's own mapping: the partner's `details`. */
const PUBLIC_DETAILS: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly [K in ListingKind]: (listing: any, parts: any) => PartnerListingDto['details'];
} = {
  hotel: (hotel: HotelEntity, rooms: RoomEntity[]) =>
    toHotelDto(
      hotel,
      rooms.filter((room) => !room.archived),
    ),
  event: (event: EventEntity, categories: TicketCategoryEntity[]) =>
    toEventDto({ ...event, ticketCategories: categories } as EventEntity),
  car: (car) => toCarDto(car),
  tour: (tour) => toTourDto(tour),
  property: (property) => toPropertyDto(property),
};
export const ARCHIVED_LISTING = 'An archived listing cannot be changed';
export const SUSPENDED_ORGANISATION = 'A suspended organisation cannot publish listings';
export const NOT_APPROVED =
  'Your organisation is not approved yet: you can prepare drafts, and publish once an admin approves it';
export const HELD_BY_ADMIN =
  'An admin unpublished this listing; request a review to have it published again';
export const NOT_HELD = 'This listing is not held by an admin';
export const REVIEW_ALREADY_REQUESTED = 'A review of this listing is already requested';

/** The hold as its operator sees it. */
export const toHoldDto = (hold: ListingHoldEntity): ListingHoldDto => ({
  state: hold.state,
  source: hold.source,
  reason: hold.reason,
  reviewNote: hold.reviewNote,
  reviewRequestedAt: hold.reviewRequestedAt ? new Date(hold.reviewRequestedAt).toISOString() : null,
  refusalReason: hold.refusalReason,
  refusedAt: hold.refusedAt ? new Date(hold.refusedAt).toISOString() : null,
  heldAt: new Date(hold.createdAt).toISOString(),
});
export const ALREADY_IN_STATUS = (status: ListingStatus) => `The listing is already ${status}`;
export const ROOM_NOT_FOUND = 'Room type not found';
export const CATEGORY_NOT_FOUND = 'Ticket category not found';
export const QUANTITY_BELOW_SOLD = (sold: number) =>
  `Quantity cannot be below the ${sold} tickets already sold or held`;
export const CATEGORY_HAS_SALES =
  'A ticket category with tickets sold cannot be removed; set its quantity to what is sold instead';
export const CATEGORY_NAME_TAKEN = 'The event already has a ticket category with this name';

type Listing = ListingRow;

/** A photo as the upload module checks files: present, at most 5 MB, JPEG or PNG by content. */
async function checkedPhoto(file: { buffer: Buffer; size: number } | undefined): Promise<Buffer> {
  if (!file || file.size === 0) throw invalidField('file', FILE_REQUIRED);
  if (file.size > MAX_UPLOAD_BYTES) {
    throw payloadTooLarge(FILE_TOO_LARGE, 'FILE_TOO_LARGE');
  }
  const mimeType = await sniffMimeType(file.buffer);
  if (mimeType !== 'image/jpeg' && mimeType !== 'image/png') {
    throw badRequest(IMAGE_TYPES_ONLY, 'UNSUPPORTED_FILE');
  }
  return file.buffer;
}

/** The same image URLs, each once, in any order. */
const sameImages = (order: string[], images: string[]): boolean =>
  order.length === images.length &&
  new Set(order).size === order.length &&
  order.every((url) => images.includes(url));

const isUniqueViolation = (error: unknown): boolean =>
  (error as { driverError?: { code?: string } })?.driverError?.code === '23505';

export const LISTING_NAME_TAKEN =
  'Another listing on Salone already has this name. Please choose another name.';

/** Runs a write of a listing's row: a name another listing has (hotels' are unique) is a 409. */
async function uniquelyNamed<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LISTING_NAME_TAKEN, 'LISTING_CONFLICT');
    throw error;
  }
}

/**
 * An organisation's listings: created as drafts, edited, published, unpublished, archived;
 * hotels with their room types, events with their ticket categories. Every query is scoped
 * by the organisation of the caller's membership, and every change is audited in its own
 * transaction. A price change touches the listing only: bookings keep the total they were
 * made at.
 */
@Injectable()
export class ListingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
    private readonly listings: ListingsRepository,
    private readonly organisations: OrganisationsRepository,
    private readonly photos: PhotosService,
    private readonly holds: ListingHoldsRepository,
    private readonly users: UserDirectory,
  ) {}

  /**
   * The organisation's listings, most recently changed first (or least recently, to sync),
   * changed after `updatedSince` when given, a page at a time.
   */
  list(
    membership: Membership,
    query: ListOwnListingsQueryDto,
    now = new Date(),
  ): Promise<Page<ListingSummaryDto>> {
    return readListings(this.dataSource, {
      status: query.status,
      kind: query.kind,
      limit: query.limit,
      cursor: query.cursor,
      organisationId: membership.organisationId,
      updatedSince: parseUpdatedSince(query.updatedSince, now),
      sort: query.sort,
    });
  }

  async get(membership: Membership, kind: ListingKind, id: number): Promise<PartnerListingDto> {
    const manager = this.dataSource.manager;
    return this.view(manager, kind, await this.owned(manager, membership, kind, id, false));
  }

  /* ------------------------------------------------------------ create and edit */

  /** Creates a listing of the kind as a draft, from its create body (PARTNER_KINDS). */
  async create(membership: Membership, kind: ListingKind, dto: object): Promise<PartnerListingDto> {
    const organisation = await this.organisations.findOneOrFail(membership.organisationId);
    if (!organisation.serviceKinds.includes(kind)) {
      throw conflict(KIND_NOT_OFFERED(kind), 'SERVICE_KIND_NOT_OFFERED');
    }
    const partner = PARTNER_KINDS[kind];
    checkLocation(dto);
    const values = {
      ...partner.defaults(organisation),
      ...partner.columns({ ...dto } as Record<string, unknown>, null),
    };
    return this.dataSource.transaction(async (manager) => {
      const saved = (await uniquelyNamed(() =>
        createListing(manager, kind, {
          ...values,
          organisationId: membership.organisationId,
          status: 'draft',
        }),
      )) as Listing;
      await this.audit.record(
        manager,
        memberActor(membership),
        'listing.create',
        { type: kind, id: saved.id, organisationId: membership.organisationId },
        null,
        saved,
      );
      return this.view(manager, kind, await this.owned(manager, membership, kind, saved.id, false));
    });
  }

  /** Changes the given fields of a listing of the kind, from its change body (PARTNER_KINDS). */
  update(
    membership: Membership,
    kind: ListingKind,
    id: number,
    dto: object,
  ): Promise<PartnerListingDto> {
    return this.change(membership, kind, id, 'listing.update', async (manager, before) => {
      checkLocation(dto);
      const values = PARTNER_KINDS[kind].columns(dto as Record<string, unknown>, before);
      if (Object.keys(values).length > 0) {
        await uniquelyNamed(() => updateListing(manager, kind, id, values));
      }
    });
  }

  /* ------------------------------------------------------------ lifecycle */

  publish(membership: Membership, kind: ListingKind, id: number): Promise<PartnerListingDto> {
    if (membership.organisationStatus === 'suspended') {
      throw forbidden(SUSPENDED_ORGANISATION, 'ORGANISATION_SUSPENDED');
    }
    if (membership.organisationStatus !== 'approved') {
      throw conflict(NOT_APPROVED, 'ORGANISATION_NOT_APPROVED');
    }
    return this.change(membership, kind, id, 'listing.publish', async (manager, before) => {
      if (before.status === 'published')
        throw conflict(ALREADY_IN_STATUS('published'), 'LISTING_CONFLICT');
      // Ruling 22: an admin's decision holds until an admin reinstates the listing.
      if (await this.holds.find(manager, kind, id, true)) {
        throw conflict(HELD_BY_ADMIN, 'LISTING_HELD_BY_ADMIN');
      }
      const parts = await LISTING_KIND_REGISTRY[kind].parts(manager, id);
      const refusal = PARTNER_KINDS[kind].publishRefusal(before, parts, new Date());
      if (refusal) throw conflict(refusal, 'LISTING_CONFLICT');
      await updateListing(manager, kind, id, { status: 'published', moderationReason: null });
    });
  }

  unpublish(membership: Membership, kind: ListingKind, id: number): Promise<PartnerListingDto> {
    return this.change(membership, kind, id, 'listing.unpublish', async (manager, before) => {
      if (before.status !== 'published') {
        throw conflict('Only a published listing can be unpublished', 'LISTING_CONFLICT');
      }
      await updateListing(manager, kind, id, { status: 'unpublished' });
    });
  }

  /**
   * Asks the admins to review a listing an admin unpublished, with a note of what changed: the
   * admins are told (e-mail) and so are the organisation's webhooks.
   */
  requestReview(
    membership: Membership,
    kind: ListingKind,
    id: number,
    note: string,
  ): Promise<PartnerListingDto> {
    return this.change(membership, kind, id, 'listing.request_review', async (manager, listing) => {
      const hold = await this.holds.find(manager, kind, id, true);
      if (!hold) throw conflict(NOT_HELD, 'LISTING_NOT_HELD');
      if (hold.state === 'review_requested') {
        throw conflict(REVIEW_ALREADY_REQUESTED, 'REVIEW_ALREADY_REQUESTED');
      }
      const after = await this.holds.update(manager, hold.id, {
        state: 'review_requested',
        reviewNote: note,
        reviewRequestedAt: new Date(),
      });
      const [{ name }] = await listingName(manager, kind, id);
      const organisation = await this.organisations.lock(manager, membership.organisationId);
      const named = { kind, id, name, reason: hold.reason };
      await this.outbox.record(manager, {
        type: 'listing.review_requested',
        aggregateType: 'listing',
        aggregateId: `${kind}:${id}`,
        payload: { listing: named, organisationId: membership.organisationId, note },
      });
      await this.outbox.record(manager, {
        type: 'admin.review_requested',
        aggregateType: 'listing',
        aggregateId: `${kind}:${id}`,
        payload: {
          listing: named,
          organisationName: organisation.name,
          note,
          adminEmails: await this.users.adminEmails(manager),
        },
      });
      return {
        type: kind,
        id: listing.id,
        name,
        before: toHoldDto(hold),
        after: toHoldDto(after),
      };
    });
  }

  archive(membership: Membership, kind: ListingKind, id: number): Promise<PartnerListingDto> {
    return this.change(membership, kind, id, 'listing.archive', async (manager) => {
      await updateListing(manager, kind, id, { status: 'archived' });
    });
  }

  /* ------------------------------------------------------------ room types */

  addRoom(membership: Membership, hotelId: number, dto: RoomInputDto): Promise<PartnerListingDto> {
    return this.change(membership, 'hotel', hotelId, 'room.create', async (manager) => {
      const values = withCents({ ...dto }, { price: 'priceCents' });
      const room = await insertRoom(manager, { ...values, hotelId });
      return { type: 'room', id: room.id, before: null, after: room };
    });
  }

  updateRoom(
    membership: Membership,
    hotelId: number,
    roomId: number,
    dto: UpdateRoomDto,
  ): Promise<PartnerListingDto> {
    return this.change(membership, 'hotel', hotelId, 'room.update', async (manager) => {
      const before = await this.lockedRoom(manager, hotelId, roomId);
      if (before.archived)
        throw conflict('An archived room type cannot be changed', 'LISTING_CONFLICT');
      // Never fewer units than live bookings hold on some night.
      if (dto.units !== undefined && dto.units < before.units) {
        await assertRoomUnitsCover(manager, before, dto.units);
      }
      const values = withCents(given(dto), { price: 'priceCents' });
      if (Object.keys(values).length > 0) await updateRoom(manager, roomId, values);
      const after = await findRoomOrFail(manager, roomId);
      return { type: 'room', id: roomId, before, after };
    });
  }

  archiveRoom(membership: Membership, hotelId: number, roomId: number): Promise<PartnerListingDto> {
    return this.change(membership, 'hotel', hotelId, 'room.archive', async (manager, hotel) => {
      const before = await this.lockedRoom(manager, hotelId, roomId);
      if (before.archived) throw conflict('The room type is already archived', 'LISTING_CONFLICT');
      if (hotel.status === 'published') {
        const others = await countRooms(manager, { hotelId, archived: false });
        if (others <= 1) {
          throw conflict(
            'A published hotel keeps at least one room type; unpublish it first',
            'LISTING_CONFLICT',
          );
        }
      }
      await updateRoom(manager, roomId, { archived: true });
      return { type: 'room', id: roomId, before, after: { ...before, archived: true } };
    });
  }

  /* ------------------------------------------------------------ ticket categories */

  addTicketCategory(
    membership: Membership,
    eventId: number,
    dto: TicketCategoryInputDto,
  ): Promise<PartnerListingDto> {
    return this.change(membership, 'event', eventId, 'ticket_category.create', async (manager) => {
      const next = await nextTicketSortOrder(manager, eventId);
      const values = withCents({ ...dto }, { price: 'priceCents' });
      try {
        const category = await insertTicketCategory(manager, {
          ...values,
          eventId,
          sortOrder: next,
        });
        return { type: 'ticket_category', id: category.id, before: null, after: category };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(CATEGORY_NAME_TAKEN, 'LISTING_CONFLICT');
        throw error;
      }
    });
  }

  updateTicketCategory(
    membership: Membership,
    eventId: number,
    categoryId: number,
    dto: UpdateTicketCategoryDto,
  ): Promise<PartnerListingDto> {
    return this.change(membership, 'event', eventId, 'ticket_category.update', async (manager) => {
      const before = await this.lockedCategory(manager, eventId, categoryId);
      if (dto.quantity !== undefined && dto.quantity < before.sold) {
        throw conflict(QUANTITY_BELOW_SOLD(before.sold), 'LISTING_CONFLICT');
      }
      const values = withCents(given(dto), { price: 'priceCents' });
      try {
        if (Object.keys(values).length > 0) {
          await updateTicketCategory(manager, categoryId, values);
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(CATEGORY_NAME_TAKEN, 'LISTING_CONFLICT');
        throw error;
      }
      const after = await findTicketCategoryOrFail(manager, categoryId);
      return { type: 'ticket_category', id: categoryId, before, after };
    });
  }

  removeTicketCategory(
    membership: Membership,
    eventId: number,
    categoryId: number,
  ): Promise<PartnerListingDto> {
    return this.change(
      membership,
      'event',
      eventId,
      'ticket_category.remove',
      async (manager, event) => {
        const before = await this.lockedCategory(manager, eventId, categoryId);
        if (before.sold > 0) throw conflict(CATEGORY_HAS_SALES, 'LISTING_CONFLICT');
        if (event.status === 'published') {
          const count = await countTicketCategories(manager, eventId);
          if (count <= 1)
            throw conflict(
              'A published event keeps at least one ticket category; unpublish it first',
              'LISTING_CONFLICT',
            );
        }
        if (await ticketCategoryHasBookings(manager, categoryId))
          throw conflict(CATEGORY_HAS_SALES, 'LISTING_CONFLICT');
        await deleteTicketCategory(manager, categoryId);
        return { type: 'ticket_category', id: categoryId, before, after: null };
      },
    );
  }

  /* ------------------------------------------------------------ images */

  /**
   * Adds a photo (JPEG or PNG, at most 5 MB, type read from the content as for booking
   * documents; decoded and stored as variants without metadata) at the end of the listing's
   * images.
   */
  async addImage(
    membership: Membership,
    kind: ListingKind,
    id: number,
    file: { buffer: Buffer; size: number } | undefined,
  ): Promise<PartnerListingDto> {
    const photo = await this.photos.prepare(await checkedPhoto(file));
    return this.change(membership, kind, id, 'listing.image_add', async (manager, before) => {
      const images = before.images;
      const url = await this.storePhoto(manager, membership, images, photo);
      await updateListing(manager, kind, id, { images: [...images, url] });
    });
  }

  /** Puts the listing's images in the order given (the same images, each once). */
  orderImages(
    membership: Membership,
    kind: ListingKind,
    id: number,
    order: string[],
  ): Promise<PartnerListingDto> {
    return this.change(membership, kind, id, 'listing.image_order', async (manager, before) => {
      const images = before.images;
      if (!sameImages(order, images)) throw invalidField('images', IMAGE_ORDER_MISMATCH);
      await updateListing(manager, kind, id, { images: order });
    });
  }

  /** Removes one image of the listing (an uploaded one is deleted). */
  removeImage(
    membership: Membership,
    kind: ListingKind,
    id: number,
    url: string,
  ): Promise<PartnerListingDto> {
    return this.change(membership, kind, id, 'listing.image_remove', async (manager, before) => {
      const images = before.images;
      if (!images.includes(url)) {
        throw notAvailable(IMAGE_NOT_FOUND);
      }
      await updateListing(manager, kind, id, { images: images.filter((i) => i !== url) });
      await this.deletePhoto(manager, membership, url);
    });
  }

  /* ------------------------------------------------------------ room type photos */

  /** Adds a photo to a room type, checked as a listing photo; shown on the public hotel page. */
  async addRoomImage(
    membership: Membership,
    hotelId: number,
    roomId: number,
    file: { buffer: Buffer; size: number } | undefined,
  ): Promise<PartnerListingDto> {
    const photo = await this.photos.prepare(await checkedPhoto(file));
    return this.changeRoom(membership, hotelId, roomId, 'room.image_add', async (manager, room) => {
      const url = await this.storePhoto(manager, membership, room.images, photo);
      return [...room.images, url];
    });
  }

  /** Puts a room type's photos in the order given (the same photos, each once). */
  orderRoomImages(
    membership: Membership,
    hotelId: number,
    roomId: number,
    order: string[],
  ): Promise<PartnerListingDto> {
    return this.changeRoom(membership, hotelId, roomId, 'room.image_order', async (_m, room) => {
      if (!sameImages(order, room.images)) throw invalidField('images', IMAGE_ORDER_MISMATCH);
      return order;
    });
  }

  /** Removes one photo of a room type (an uploaded one is deleted). */
  removeRoomImage(
    membership: Membership,
    hotelId: number,
    roomId: number,
    url: string,
  ): Promise<PartnerListingDto> {
    return this.changeRoom(
      membership,
      hotelId,
      roomId,
      'room.image_remove',
      async (manager, room) => {
        if (!room.images.includes(url)) {
          throw notAvailable(IMAGE_NOT_FOUND);
        }
        await this.deletePhoto(manager, membership, url);
        return room.images.filter((image) => image !== url);
      },
    );
  }

  /** Changes the photos of one room type of the hotel (not an archived one), audited. */
  private changeRoom(
    membership: Membership,
    hotelId: number,
    roomId: number,
    action: string,
    images: (manager: EntityManager, room: RoomEntity) => Promise<string[]>,
  ): Promise<PartnerListingDto> {
    return this.change(membership, 'hotel', hotelId, action, async (manager) => {
      const before = await this.lockedRoom(manager, hotelId, roomId);
      if (before.archived)
        throw conflict('An archived room type cannot be changed', 'LISTING_CONFLICT');
      const next = await images(manager, before);
      await updateRoom(manager, roomId, { images: next });
      return { type: 'room', id: roomId, before, after: { ...before, images: next } };
    });
  }

  /** Stores a prepared photo of the organisation; answers its public URL. */
  private async storePhoto(
    manager: EntityManager,
    membership: Membership,
    images: string[],
    photo: ProcessedPhoto,
  ): Promise<string> {
    if (images.length >= MAX_IMAGES) throw conflict(TOO_MANY_IMAGES, 'LISTING_CONFLICT');
    return this.photos.store(manager, photo, { organisationId: membership.organisationId });
  }

  /** Deletes an uploaded photo of the organisation (a URL from elsewhere is only unlinked). */
  private async deletePhoto(manager: EntityManager, membership: Membership, url: string) {
    // Photos uploaded before they were stored as variants live in `listing_images`.
    const uploaded = /^\/api\/listing-images\/([0-9a-f-]{36})$/.exec(url);
    if (uploaded) {
      await this.listings.deleteImage(manager, uploaded[1], membership.organisationId);
    }
    await this.photos.deleteOf(manager, url, membership.organisationId);
  }

  /* ------------------------------------------------------------ helpers */

  /**
   * Runs a change of one of the organisation's listings in a transaction: the listing locked,
   * archived ones refused, the change audited (on the listing, or on the part the change
   * names), and the listing returned as it now is.
   */
  private change(
    membership: Membership,
    kind: ListingKind,
    id: number,
    action: string,
    apply: (
      manager: EntityManager,
      before: Listing,
    ) => Promise<void | {
      type: string;
      id: number;
      name?: string;
      before: object | null;
      after: object | null;
    }>,
  ): Promise<PartnerListingDto> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.owned(manager, membership, kind, id, true);
      if (before.status === 'archived') throw conflict(ARCHIVED_LISTING, 'LISTING_CONFLICT');
      const part = await apply(manager, before);
      const after = await this.owned(manager, membership, kind, id, false);
      await this.audit.record(
        manager,
        memberActor(membership),
        action,
        part
          ? {
              type: part.type,
              id: part.id,
              organisationId: membership.organisationId,
              name: part.name,
            }
          : { type: kind, id, organisationId: membership.organisationId },
        part ? part.before : before,
        part ? part.after : after,
      );
      if (action === 'listing.publish' || action === 'listing.unpublish') {
        const named = after as unknown as {
          name?: string;
          title?: string;
          make?: string;
          model?: string;
        };
        await this.outbox.record(manager, {
          type: action === 'listing.publish' ? 'listing.published' : 'listing.unpublished',
          aggregateType: 'listing',
          aggregateId: `${kind}:${id}`,
          payload: {
            listing: {
              kind,
              id,
              name: named.name ?? named.title ?? `${named.make ?? ''} ${named.model ?? ''}`.trim(),
              reason: null,
            },
            organisationId: membership.organisationId,
          },
        });
      }
      return this.view(manager, kind, after);
    });
  }

  /** The organisation's listing, or 404 (another organisation's listing does not exist here). */
  private async owned(
    manager: EntityManager,
    membership: Membership,
    kind: ListingKind,
    id: number,
    lock: boolean,
  ): Promise<Listing> {
    const listing = (await findOwnListing(
      manager,
      kind,
      id,
      membership.organisationId,
      lock,
    )) as Listing | null;
    if (!listing) throw notFound('Listing');
    return listing;
  }

  private async lockedRoom(
    manager: EntityManager,
    hotelId: number,
    roomId: number,
  ): Promise<RoomEntity> {
    const room = await lockRoom(manager, hotelId, roomId);
    if (!room) throw notAvailable(ROOM_NOT_FOUND);
    return room;
  }

  private async lockedCategory(
    manager: EntityManager,
    eventId: number,
    categoryId: number,
  ): Promise<TicketCategoryEntity> {
    const category = await lockTicketCategory(manager, eventId, categoryId);
    if (!category) throw notAvailable(CATEGORY_NOT_FOUND);
    return category;
  }

  /** The listing as its operator sees it. */
  private async view(
    manager: EntityManager,
    kind: ListingKind,
    listing: Listing,
  ): Promise<PartnerListingDto> {
    const base = {
      kind,
      id: listing.id,
      organisationId: listing.organisationId,
      status: listing.status,
      moderationReason: listing.moderationReason,
      updatedAt: listing.updatedAt.toISOString(),
    };
    const hold = await this.holds.find(manager, kind, listing.id);
    const [{ name }] = await listingName(manager, kind, listing.id);
    const parts = await LISTING_KIND_REGISTRY[kind].parts(manager, listing.id);
    return {
      ...base,
      hold: hold ? toHoldDto(hold) : null,
      name,
      details: PUBLIC_DETAILS[kind](listing, parts),
      ...PARTNER_KINDS[kind].view(listing, parts),
    };
  }
}

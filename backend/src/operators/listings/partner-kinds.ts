import type { Type } from '@nestjs/common';
import { toCents, toDollars } from '@salone/booking-rules';
import {
  LOCATION_INCOMPLETE,
  LOCATION_OUTSIDE_SIERRA_LEONE,
  inSierraLeone,
} from '../../catalogue/index.js';
import type {
  CarEntity,
  EventEntity,
  HotelEntity,
  ListingKind,
  PropertyEntity,
  RoomEntity,
  TicketCategoryEntity,
  TourEntity,
} from '../../catalogue/index.js';
import { badRequest, invalidField } from '../../common/errors/domain.exception.js';
import type { OrganisationEntity } from '../entities/organisation.entity.js';
import {
  CarInputDto,
  EventInputDto,
  HotelInputDto,
  PropertyInputDto,
  TourInputDto,
  UpdateCarDto,
  UpdateEventDto,
  UpdateHotelDto,
  UpdatePropertyDto,
  UpdateTourDto,
} from './dto/listing-input.dto.js';
import type {
  PartnerListingDto,
  PartnerRoomDto,
  PartnerTicketCategoryDto,
} from './dto/partner-listing.dto.js';

export const HOTEL_NEEDS_ROOM = 'Add at least one room type before publishing the hotel';
export const EVENT_NEEDS_TICKETS = 'Add at least one ticket category before publishing the event';
export const EVENT_OVER = 'An event that has ended cannot be published';

/** What the partner's answer adds to the listing columns and its public shape: its parts. */
type PartnerView = Pick<
  PartnerListingDto,
  | 'rooms'
  | 'ticketCategories'
  | 'privateGroupsPerDay'
  | 'privateGroupLimit'
  | 'viewingDays'
  | 'viewingTimes'
>;

/**
 * How an organisation writes one kind of listing: its create and change bodies (the OpenAPI
 * schemas of `POST /<segment>` and `PATCH /<segment>/:id`), the columns those give, what a new
 * one starts with, when it may be published, and how the partner sees it. `P` is what the
 * catalogue's descriptor reads as its parts (catalogue/kinds).
 */
export interface PartnerKind<E, P> {
  createDto: Type<object>;
  updateDto: Type<object>;
  /** The columns a create (`before` null) or a change (the fields given) writes; checks across fields. */
  columns(dto: Record<string, unknown>, before: E | null): Record<string, unknown>;
  /** What a new listing shows where the operator gave nothing (the organisation as organiser, agent...). */
  defaults(organisation: OrganisationEntity): Record<string, unknown>;
  /** Why it cannot be published now, or null. */
  publishRefusal(listing: E, parts: P, now: Date): string | null;
  /** What else the partner sees of it: its parts and the settings the public page leaves out. */
  view(listing: E, parts: P): PartnerView;
}

/**
 * Checks the place a create or change body gives: latitude and longitude together (both
 * numbers, or both null to clear it), and a point in Sierra Leone; the client's map is not
 * trusted to have kept the pin inside the country.
 */
export function checkLocation(dto: { latitude?: unknown; longitude?: unknown }): void {
  const { latitude, longitude } = dto;
  if (latitude === undefined && longitude === undefined) return;
  if (latitude === null && longitude === null) return;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') {
    throw invalidField(
      typeof latitude === 'number' ? 'longitude' : 'latitude',
      LOCATION_INCOMPLETE,
    );
  }
  if (!inSierraLeone(latitude, longitude)) {
    throw badRequest(LOCATION_OUTSIDE_SIERRA_LEONE, 'LOCATION_OUTSIDE_SIERRA_LEONE', [
      { field: 'latitude', message: LOCATION_OUTSIDE_SIERRA_LEONE },
      { field: 'longitude', message: LOCATION_OUTSIDE_SIERRA_LEONE },
    ]);
  }
}

/** The fields of a DTO that were given (PATCH semantics). */
export const given = <T extends object>(dto: T): Partial<T> =>
  Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Moves `<name>` (dollars) to `<name>Cents`, leaving the rest. */
export function withCents<T extends Record<string, unknown>>(
  values: T,
  fields: Record<string, string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [dollars, cents] of Object.entries(fields)) {
    if (out[dollars] === undefined) continue;
    out[cents] = out[dollars] === null ? null : toCents(out[dollars] as number);
    delete out[dollars];
  }
  return out;
}

const contactOf = (organisation: OrganisationEntity) => ({
  name: organisation.name,
  phone: organisation.contactPhone,
  email: organisation.contactEmail,
});

const toPartnerRoom = (room: RoomEntity): PartnerRoomDto => ({
  id: room.id,
  roomType: room.roomType,
  price: toDollars(room.priceCents),
  description: room.description,
  capacity: room.capacity,
  units: room.units,
  amenities: room.amenities,
  images: room.images,
  isAvailable: room.isAvailable,
  archived: room.archived,
});

const toPartnerCategory = (category: TicketCategoryEntity): PartnerTicketCategoryDto => ({
  id: category.id,
  name: category.name,
  description: category.description,
  price: toDollars(category.priceCents),
  quantity: category.quantity,
  sold: category.sold,
});

const hotel: PartnerKind<HotelEntity, RoomEntity[]> = {
  createDto: HotelInputDto,
  updateDto: UpdateHotelDto,
  columns: (dto) => given(dto),
  defaults: () => ({}),
  publishRefusal: (_hotel, rooms) =>
    rooms.some((room) => !room.archived) ? null : HOTEL_NEEDS_ROOM,
  view: (_hotel, rooms) => ({ rooms: rooms.map(toPartnerRoom) }),
};

const event: PartnerKind<EventEntity, TicketCategoryEntity[]> = {
  createDto: EventInputDto,
  updateDto: UpdateEventDto,
  columns: (dto: Partial<UpdateEventDto>, before) => {
    const values: Record<string, unknown> = { ...given(dto) };
    const start = dto.startDate !== undefined ? new Date(dto.startDate) : before?.startDate;
    const end = dto.endDate !== undefined ? new Date(dto.endDate) : (before?.endDate ?? null);
    if (start && end && end <= start)
      throw invalidField('endDate', 'End date must be after the start date');
    if (dto.startDate !== undefined) values.startDate = start;
    if (dto.endDate !== undefined) values.endDate = end;
    if (!before) {
      values.schedule ??= [];
      values.included ??= [];
      values.excluded ??= [];
    }
    return values;
  },
  defaults: (organisation) => ({
    organizer: { ...contactOf(organisation), description: '' },
    schedule: [],
    included: [],
    excluded: [],
  }),
  publishRefusal: (listing, categories, now) =>
    (listing.endDate ?? listing.startDate) <= now
      ? EVENT_OVER
      : categories.length === 0
        ? EVENT_NEEDS_TICKETS
        : null,
  view: (_event, categories) => ({ ticketCategories: categories.map(toPartnerCategory) }),
};

const car: PartnerKind<CarEntity, null> = {
  createDto: CarInputDto,
  updateDto: UpdateCarDto,
  columns: (dto) => withCents({ ...given(dto) }, { dailyRate: 'dailyRateCents' }),
  defaults: () => ({ extras: [], features: [] }),
  publishRefusal: () => null,
  view: () => ({}),
};

const tour: PartnerKind<TourEntity, null> = {
  createDto: TourInputDto,
  updateDto: UpdateTourDto,
  columns: (dto) => withCents({ ...given(dto) }, { price: 'priceCents' }),
  defaults: (organisation) => ({
    operator: {
      ...contactOf(organisation),
      description: '',
      license: organisation.registrationNumber,
      yearsOperating: 0,
      rating: 0,
    },
    safety: { measures: [], equipment: [], insurance: '', emergencyContacts: [] },
    guides: [],
    itinerary: [],
  }),
  publishRefusal: () => null,
  view: (listing) => ({
    privateGroupsPerDay: listing.privateGroupsPerDay,
    privateGroupLimit: listing.privateGroupLimit,
  }),
};

const property: PartnerKind<PropertyEntity, null> = {
  createDto: PropertyInputDto,
  updateDto: UpdatePropertyDto,
  columns: (dto: Partial<UpdatePropertyDto>, before) => {
    const forSale = dto.isForSale ?? before?.isForSale;
    const forRent = dto.isForRent ?? before?.isForRent;
    if (forSale === false && forRent === false) {
      throw invalidField('isForSale', 'A property must be for sale, for rent, or both');
    }
    return withCents(
      { ...given(dto) },
      {
        price: 'priceCents',
        monthlyRent: 'monthlyRentCents',
        utilities: 'utilitiesCents',
        maintenance: 'maintenanceCents',
      },
    );
  },
  defaults: (organisation) => ({
    agent: {
      ...contactOf(organisation),
      company: organisation.name,
      license: organisation.registrationNumber,
      experience: '',
      specializations: [],
      languages: ['English', 'Krio'],
    },
    neighborhood: { description: '', schools: [], amenities: [], transportation: [] },
    inspection: {
      lastInspected: '',
      condition: '',
      issues: [],
      certifications: [],
      warranty: '',
    },
  }),
  publishRefusal: () => null,
  view: (listing) => ({
    viewingDays: listing.viewingDays,
    viewingTimes: listing.viewingTimes,
  }),
};

/**
 * The partner's part of each kind, keyed by the kind's name in the catalogue's registry
 * (catalogue/kinds): a kind missing here does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PARTNER_KINDS: { readonly [K in ListingKind]: PartnerKind<any, any> } = {
  hotel,
  event,
  car,
  tour,
  property,
};

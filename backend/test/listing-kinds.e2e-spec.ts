/**
 * The registry of listing kinds (catalogue/kinds) and the partner's part of each kind
 * (operators/listings/partner-kinds.ts): pure functions, no server or database.
 */
import { BOOKING_SERVICE_TYPES } from '@salone/booking-rules';
import { LISTING_KINDS } from '../src/catalogue/listing.entity.js';
import {
  ALL_LISTINGS_SQL,
  BOOKING_ORGANISATION_SQL,
  isListingKind,
  kindOfServiceType,
  LISTING_KIND_REGISTRY,
  listingKinds,
  parseListingKind,
} from '../src/catalogue/kinds/index.js';
import type { EventEntity } from '../src/catalogue/events/event.entity.js';
import type { RoomEntity } from '../src/catalogue/hotels/room.entity.js';
import type { PropertyEntity } from '../src/catalogue/real-estate/property.entity.js';
import type { OrganisationEntity } from '../src/operators/entities/organisation.entity.js';
import { KIND_NOT_OFFERED } from '../src/operators/listings/listings.service.js';
import {
  EVENT_NEEDS_TICKETS,
  EVENT_OVER,
  HOTEL_NEEDS_ROOM,
  PARTNER_KINDS,
} from '../src/operators/listings/partner-kinds.js';

describe('the registry of listing kinds', () => {
  it('describes every kind once, under its own name, in the order of LISTING_KINDS', () => {
    expect(listingKinds().map((descriptor) => descriptor.kind)).toEqual([...LISTING_KINDS]);
    for (const kind of LISTING_KINDS) expect(LISTING_KIND_REGISTRY[kind].kind).toBe(kind);
  });

  it('gives each kind its own route segment, table and booking service type', () => {
    const segments = listingKinds().map((descriptor) => descriptor.segment);
    expect(segments).toEqual(['hotels', 'events', 'cars', 'tours', 'properties']);
    expect(new Set(listingKinds().map((descriptor) => descriptor.table)).size).toBe(5);
    expect(
      listingKinds()
        .map((descriptor) => descriptor.serviceType)
        .sort(),
    ).toEqual([...BOOKING_SERVICE_TYPES].sort());
  });

  it('finds a kind by a booking service type', () => {
    expect(kindOfServiceType('real_estate')?.kind).toBe('property');
    expect(kindOfServiceType('hotel')?.table).toBe('hotels');
    expect(kindOfServiceType('property')).toBeUndefined();
  });

  it('reads a kind from a path, and anything else is a listing not found', () => {
    expect(parseListingKind('tour')).toBe('tour');
    expect(isListingKind('constructor')).toBe(false);
    expect(() => parseListingKind('boat')).toThrow('Listing not found');
  });

  it('builds the summary and booking-organisation SQL from every table', () => {
    for (const { kind, table } of listingKinds()) {
      expect(ALL_LISTINGS_SQL).toContain(`'${kind}'::text AS kind`);
      expect(ALL_LISTINGS_SQL).toContain(`FROM ${table} x`);
    }
    expect(BOOKING_ORGANISATION_SQL).toContain(
      "WHEN 'real_estate' THEN (SELECT organisation_id FROM properties WHERE id = b.service_id)",
    );
  });
});

const organisation = {
  name: 'Kroo Bay Guesthouses',
  contactPhone: '+23276555010',
  contactEmail: 'stay@kroobay.sl',
  registrationNumber: 'SL-BRS-2024-01234',
} as OrganisationEntity;

const now = new Date('2026-12-07T12:00:00Z');

describe("the partner's part of each listing kind", () => {
  it('has a part for every kind, with its own create and change bodies', () => {
    expect(Object.keys(PARTNER_KINDS).sort()).toEqual([...LISTING_KINDS].sort());
    const bodies = LISTING_KINDS.flatMap((kind) => [
      PARTNER_KINDS[kind].createDto.name,
      PARTNER_KINDS[kind].updateDto.name,
    ]);
    expect(bodies).toContain('PropertyInputDto');
    expect(bodies).toContain('UpdateHotelDto');
    expect(new Set(bodies).size).toBe(10);
  });

  it('says a kind in the plural when the organisation does not offer it', () => {
    expect(KIND_NOT_OFFERED('property')).toBe(
      'This organisation does not offer properties; an owner can add the service kind',
    );
    expect(KIND_NOT_OFFERED('car')).toContain('does not offer cars;');
  });

  it('writes prices in cents and leaves out the fields not given', () => {
    expect(PARTNER_KINDS.car.columns({ dailyRate: 45.5, make: undefined }, null)).toEqual({
      dailyRateCents: 4550,
    });
    expect(PARTNER_KINDS.property.columns({ monthlyRent: 300, price: null }, null)).toEqual({
      monthlyRentCents: 30000,
      priceCents: null,
    });
  });

  it('refuses an event that ends before it starts, also against the dates it has', () => {
    expect(() =>
      PARTNER_KINDS.event.columns(
        { startDate: '2026-12-20T18:00:00Z', endDate: '2026-12-20T17:00:00Z' },
        null,
      ),
    ).toThrow('End date must be after the start date');
    const before = { startDate: new Date('2026-12-20T18:00:00Z'), endDate: null } as EventEntity;
    expect(() => PARTNER_KINDS.event.columns({ endDate: '2026-12-19T10:00:00Z' }, before)).toThrow(
      'End date must be after the start date',
    );
    expect(PARTNER_KINDS.event.columns({ title: 'Bintumani' }, null)).toMatchObject({
      title: 'Bintumani',
      schedule: [],
    });
  });

  it('refuses a property that would be neither for sale nor for rent', () => {
    const forRent = { isForSale: false, isForRent: true } as PropertyEntity;
    expect(() => PARTNER_KINDS.property.columns({ isForRent: false }, forRent)).toThrow(
      'A property must be for sale, for rent, or both',
    );
    expect(PARTNER_KINDS.property.columns({ isForSale: true }, forRent)).toEqual({
      isForSale: true,
    });
  });

  it('starts a tour, an event and a property with the organisation as operator, organiser, agent', () => {
    expect(PARTNER_KINDS.tour.defaults(organisation)).toMatchObject({
      operator: { name: 'Kroo Bay Guesthouses', license: 'SL-BRS-2024-01234' },
    });
    expect(PARTNER_KINDS.event.defaults(organisation)).toMatchObject({
      organizer: { email: 'stay@kroobay.sl' },
    });
    expect(PARTNER_KINDS.property.defaults(organisation)).toMatchObject({
      agent: { company: 'Kroo Bay Guesthouses', languages: ['English', 'Krio'] },
    });
    expect(PARTNER_KINDS.hotel.defaults(organisation)).toEqual({});
  });

  it('publishes a hotel with a room type still offered, and an event to come with tickets', () => {
    const room = (archived: boolean) => ({ archived }) as RoomEntity;
    expect(PARTNER_KINDS.hotel.publishRefusal({}, [room(true)], now)).toBe(HOTEL_NEEDS_ROOM);
    expect(PARTNER_KINDS.hotel.publishRefusal({}, [room(true), room(false)], now)).toBeNull();
    const event = (start: string) => ({ startDate: new Date(start), endDate: null });
    expect(PARTNER_KINDS.event.publishRefusal(event('2026-12-01T10:00:00Z'), [{}], now)).toBe(
      EVENT_OVER,
    );
    expect(PARTNER_KINDS.event.publishRefusal(event('2026-12-20T10:00:00Z'), [], now)).toBe(
      EVENT_NEEDS_TICKETS,
    );
    expect(PARTNER_KINDS.event.publishRefusal(event('2026-12-20T10:00:00Z'), [{}], now)).toBeNull();
    expect(PARTNER_KINDS.car.publishRefusal({}, null, now)).toBeNull();
  });
});

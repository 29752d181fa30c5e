import type {
  CarEntity,
  EventEntity,
  HotelEntity,
  PropertyEntity,
  RoomEntity,
  ServiceContentEntity,
  TicketCategoryEntity,
  TourEntity,
} from '../catalogue/index.js';

/**
 * Set by the seed: the owning demo organisation and the publication status; reviews keep the
 * rating; the place on the map comes from data/coordinates.ts.
 */
type ListingFields =
  | 'organisationId'
  | 'organisation'
  | 'status'
  | 'moderationReason'
  | 'updatedAt'
  | 'ratingAverage'
  | 'ratingCount'
  | 'latitude'
  | 'longitude';

/** Shapes of the sample catalogue; ids and timestamps come from the database. */
export type ContentSeed = Omit<ServiceContentEntity, 'id'>;

export type RoomSeed = Omit<RoomEntity, 'id' | 'hotelId' | 'hotel' | 'units' | 'archived'> & {
  /** Identical rooms of this type; 1 when omitted. */
  units?: number;
};
export type HotelSeed = Omit<
  HotelEntity,
  'id' | 'rooms' | 'createdAt' | ListingFields | 'checkInTime' | 'checkOutTime'
> &
  Partial<Pick<HotelEntity, 'checkInTime' | 'checkOutTime'>> & {
    rooms: RoomSeed[];
  };

export type TicketCategorySeed = Pick<
  TicketCategoryEntity,
  'name' | 'description' | 'priceCents' | 'quantity'
>;
/** Event dates are relative to the day the catalogue is seeded. */
export type EventSeed = Omit<
  EventEntity,
  'id' | 'ticketCategories' | 'createdAt' | 'startDate' | 'endDate' | ListingFields
> & {
  /** Days from the seeding day to the start. */
  startInDays: number;
  /** Local start time, HH:MM (Sierra Leone is on GMT all year). */
  startTime: string;
  /** Length in hours; the end date is start + hours. Omit for no end date. */
  durationHours?: number;
};

export type CarSeed = Omit<CarEntity, 'id' | 'createdAt' | ListingFields>;
export type TourSeed = Omit<
  TourEntity,
  'id' | 'createdAt' | ListingFields | 'privateGroupsPerDay' | 'privateGroupLimit'
> &
  Partial<Pick<TourEntity, 'privateGroupsPerDay' | 'privateGroupLimit'>>;
export type PropertySeed = Omit<
  PropertyEntity,
  'id' | 'createdAt' | ListingFields | 'viewingDays' | 'viewingTimes'
> &
  Partial<Pick<PropertyEntity, 'viewingDays' | 'viewingTimes'>>;

import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_NIGHTS,
  stayNightRates,
  stayRefusal,
  stayTotalCents,
  todayIso,
  toDollars,
  type RatePeriodCents,
} from '@salone/booking-rules';
import { daySpan } from '../search-dates.js';
import { OCCUPANCY, type Occupancy } from '../occupancy.port.js';
import { StayDatesQueryDto } from './dto/stay-dates.query.dto.js';
import { notFound } from '../../common/errors/domain.exception.js';
import { reviewFields, sortListing, withMinRating } from '../filters.js';
import { locationFields } from '../location.js';
import { HotelDto, RatePeriodDto, RoomDto } from './dto/hotel.dto.js';
import { ListHotelsQueryDto } from './dto/list-hotels.query.dto.js';
import { HotelEntity } from './hotel.entity.js';
import { HotelsRepository, type HotelRow, type RoomRow } from './hotels.repository.js';
import { RoomEntity } from './room.entity.js';
import { CatalogueReader } from '../catalogue-reader.repository.js';

/** A stay's days (YYYY-MM-DD), when dates were asked for. */
export interface StayDays {
  checkIn: string;
  checkOut: string;
}

const periodDto = (period: RatePeriodCents): RatePeriodDto => ({
  startDate: period.startDate,
  endDate: period.endDate,
  price: period.priceCents === null ? null : toDollars(period.priceCents),
  weekendPrice: period.weekendPriceCents === null ? null : toDollars(period.weekendPriceCents),
  minNights: period.minNights,
  closedToArrival: period.closedToArrival,
});

/** What a stay of a room costs by its calendar: average night, total, arrival's minimum. */
function stayPrice(room: RoomEntity, periods: readonly RatePeriodCents[], stay: StayDays) {
  const nights = stayNightRates(
    { priceCents: room.priceCents, periods },
    stay.checkIn,
    stay.checkOut,
  );
  const total = stayTotalCents(nights);
  return {
    priceForDates: nights.length > 0 ? toDollars(Math.round(total / nights.length)) : null,
    totalForDates: toDollars(total),
    minNightsForDates: nights[0]?.minNights ?? 1,
  };
}

export const toRoomDto = (
  room: RoomEntity,
  availableForDates: boolean | null = null,
  periods: readonly RatePeriodCents[] = [],
  stay?: StayDays,
): RoomDto => ({
  id: room.id,
  hotelId: room.hotelId,
  roomType: room.roomType,
  price: toDollars(room.priceCents),
  rates: periods.map(periodDto),
  ...(stay
    ? stayPrice(room, periods, stay)
    : { priceForDates: null, totalForDates: null, minNightsForDates: null }),
  description: room.description,
  capacity: room.capacity,
  amenities: room.amenities,
  images: room.images,
  isAvailable: room.isAvailable,
  availableForDates,
});

/**
 * `rooms` must be sorted cheapest first. With stay dates (`taken` given) the hotel's lowest
 * price is the lowest average night, by the price calendars, of its rooms free for every night
 * of them whose calendar takes the stay (minimum stay, closed to arrival); null when none is.
 * A room's `availableForDates` says whether a unit is free; its `minNightsForDates` says the
 * rest.
 */
export const toHotelDto = (
  hotel: HotelEntity,
  rooms: RoomEntity[],
  taken?: Set<number>,
  rates?: Map<number, RatePeriodCents[]>,
  stay?: StayDays,
): HotelDto => {
  const freeForDates = (room: RoomEntity) => room.isAvailable && !taken?.has(room.id);
  // A stay the room's calendar takes (its minimum stay, arrivals): only such rooms price the hotel.
  const calendarTakes = (room: RoomEntity) =>
    !stay ||
    stayRefusal(
      stayNightRates(
        { priceCents: room.priceCents, periods: rates?.get(room.id) ?? [] },
        stay.checkIn,
        stay.checkOut,
      ),
    ) === null;
  const roomDtos = rooms.map((room) =>
    toRoomDto(room, taken ? freeForDates(room) : null, rates?.get(room.id) ?? [], stay),
  );
  const offered = taken
    ? roomDtos
        .filter((room, index) => room.availableForDates && calendarTakes(rooms[index]))
        .map((room) => room.priceForDates ?? room.price)
    : roomDtos.slice(0, 1).map((room) => room.price);
  return {
    id: hotel.id,
    name: hotel.name,
    address: hotel.address,
    city: hotel.city,
    description: hotel.description,
    starRating: hotel.starRating,
    images: hotel.images,
    amenities: hotel.amenities,
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    ...reviewFields(hotel),
    ...locationFields(hotel),
    lowestRoomPrice: offered.length > 0 ? Math.min(...offered) : null,
    roomCount: rooms.length,
    rooms: roomDtos,
  };
};

export type { HotelRow, RoomRow };

const fromHotelRow = (row: HotelRow) =>
  ({
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    description: row.description,
    starRating: row.star_rating,
    images: row.images,
    amenities: row.amenities,
    checkInTime: row.check_in_time,
    checkOutTime: row.check_out_time,
    ratingAverage: row.rating_average,
    ratingCount: row.rating_count,
    latitude: row.latitude,
    longitude: row.longitude,
  }) as HotelEntity;

const fromRoomRow = (row: RoomRow) =>
  ({
    id: row.id,
    hotelId: row.hotel_id,
    roomType: row.room_type,
    priceCents: row.price_cents,
    description: row.description,
    capacity: row.capacity,
    amenities: row.amenities,
    images: row.images,
    isAvailable: row.is_available,
  }) as RoomEntity;

const stayOf = (dates: StayDatesQueryDto) =>
  daySpan(
    dates.checkIn,
    dates.checkOut,
    'Check-out date must be after check-in date',
    'checkOut',
    false,
    { days: MAX_NIGHTS, message: `Stays are limited to ${MAX_NIGHTS} nights` },
  );

/**
 * Hotel reads are the busiest routes, so they read plain SQL (HotelsRepository) mapped by
 * hand: TypeORM's query building and hydration were their largest cost under load (see
 * `npm run bench`).
 */
@Injectable()
export class HotelsService {
  constructor(
    private readonly rows: HotelsRepository,
    @Inject(OCCUPANCY) private readonly occupancy: Occupancy,
    private readonly reader: CatalogueReader,
  ) {}

  async list(query: ListHotelsQueryDto): Promise<HotelDto[]> {
    const rows = await this.rows.findPublic(query);
    const hotels = await this.withRooms(rows.map(fromHotelRow), stayOf(query));
    return sortListing(
      withMinRating(hotels, query.minRating),
      query.sort,
      (hotel) => hotel.lowestRoomPrice,
      (hotel) => hotel.starRating,
    );
  }

  async findOne(id: number, dates: StayDatesQueryDto = {}): Promise<HotelDto> {
    const row = await this.rows.findPublicById(id);
    if (!row) throw notFound('Hotel');
    const hotel = fromHotelRow(row);
    const [dto] = await this.withRooms([hotel], stayOf(dates));
    return { ...dto, whatsapp: await this.reader.publishedWhatsapp('hotel', id) };
  }

  async listRooms(hotelId: number, dates: StayDatesQueryDto = {}): Promise<RoomDto[]> {
    return (await this.findOne(hotelId, dates)).rooms;
  }

  /** Rooms in one query for all hotels (a join would repeat every hotel column per room). */
  private async withRooms(
    hotels: HotelEntity[],
    stay: { from: Date; to: Date } | null,
  ): Promise<HotelDto[]> {
    if (hotels.length === 0) return [];
    const rows = await this.rows.roomsOf(hotels.map((hotel) => hotel.id));
    const rooms = rows.map(fromRoomRow);
    const ids = rooms.map((room) => room.id);
    const [taken, rates] = await Promise.all([
      stay ? this.occupancy.roomsTaken(ids, stay.from, stay.to) : undefined,
      this.rows.ratesOf(ids, todayIso()),
    ]);
    const byHotel = new Map<number, RoomEntity[]>();
    for (const room of rooms) {
      const list = byHotel.get(room.hotelId);
      if (list) list.push(room);
      else byHotel.set(room.hotelId, [room]);
    }
    const days = stay ? { checkIn: todayIso(stay.from), checkOut: todayIso(stay.to) } : undefined;
    return hotels.map((hotel) =>
      toHotelDto(hotel, byHotel.get(hotel.id) ?? [], taken, rates, days),
    );
  }
}

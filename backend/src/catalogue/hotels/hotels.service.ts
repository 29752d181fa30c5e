import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MAX_NIGHTS, toDollars } from '@salone/booking-rules';
import { daySpan } from '../search-dates.js';
import { OCCUPANCY, type Occupancy } from '../occupancy.port.js';
import { StayDatesQueryDto } from './dto/stay-dates.query.dto.js';
import { notFound } from '../../common/errors/domain.exception.js';
import { HOTEL_PRICE_BANDS, likePattern, sortListing } from '../filters.js';
import { HotelDto, RoomDto } from './dto/hotel.dto.js';
import { ListHotelsQueryDto } from './dto/list-hotels.query.dto.js';
import { HotelEntity } from './hotel.entity.js';
import { publicListing } from '../listing.entity.js';
import { RoomEntity } from './room.entity.js';
import { CatalogueReader } from '../catalogue-reader.js';

export const toRoomDto = (room: RoomEntity, availableForDates: boolean | null = null): RoomDto => ({
  id: room.id,
  hotelId: room.hotelId,
  roomType: room.roomType,
  price: toDollars(room.priceCents),
  description: room.description,
  capacity: room.capacity,
  amenities: room.amenities,
  images: room.images,
  isAvailable: room.isAvailable,
  availableForDates,
});

/**
 * `rooms` must be sorted cheapest first. With stay dates (`taken` given) the hotel's lowest
 * price is that of its cheapest room free for every night of them, null when none is.
 */
export const toHotelDto = (
  hotel: HotelEntity,
  rooms: RoomEntity[],
  taken?: Set<number>,
): HotelDto => {
  const freeForDates = (room: RoomEntity) => room.isAvailable && !taken?.has(room.id);
  const cheapest = taken ? rooms.find(freeForDates) : rooms[0];
  return {
    id: hotel.id,
    name: hotel.name,
    address: hotel.address,
    city: hotel.city,
    description: hotel.description,
    starRating: hotel.starRating,
    images: hotel.images,
    amenities: hotel.amenities,
    lowestRoomPrice: cheapest ? toDollars(cheapest.priceCents) : null,
    roomCount: rooms.length,
    rooms: rooms.map((room) => toRoomDto(room, taken ? freeForDates(room) : null)),
  };
};

/** A `hotels` row as plain SQL returns it. */
export interface HotelRow {
  id: number;
  name: string;
  address: string;
  city: string;
  description: string;
  star_rating: number;
  images: string[];
  amenities: string[];
}

/** A `rooms` row as plain SQL returns it. */
export interface RoomRow {
  id: number;
  hotel_id: number;
  room_type: string;
  price_cents: number;
  description: string;
  capacity: number;
  amenities: string[];
  images: string[];
  is_available: boolean;
}

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

const LOWEST_PRICE = `(SELECT MIN(r.price_cents) FROM rooms r WHERE r.hotel_id = hotel.id AND NOT r.archived)`;
const HOTEL_COLUMNS = 'id, name, address, city, description, star_rating, images, amenities';

/**
 * Hotel reads are the busiest routes, so they use plain SQL mapped by hand: TypeORM's query
 * building and hydration were their largest cost under load (see `npm run bench`).
 */
@Injectable()
export class HotelsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OCCUPANCY) private readonly occupancy: Occupancy,
    private readonly reader: CatalogueReader,
  ) {}

  async list(query: ListHotelsQueryDto): Promise<HotelDto[]> {
    const where: string[] = [publicListing('hotel')];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (query.search?.trim()) {
      const search = param(likePattern(query.search));
      where.push(
        `(name ILIKE ${search} OR address ILIKE ${search} OR city ILIKE ${search} OR description ILIKE ${search})`,
      );
    }
    if (query.stars !== undefined) where.push(`star_rating = ${param(query.stars)}`);
    if (query.priceBand) {
      const band: { min?: number; max?: number } = HOTEL_PRICE_BANDS[query.priceBand];
      if (band.min !== undefined) where.push(`${LOWEST_PRICE} >= ${param(band.min)}`);
      if (band.max !== undefined) where.push(`${LOWEST_PRICE} < ${param(band.max)}`);
    }
    const rows: HotelRow[] = await this.dataSource.query(
      `SELECT ${HOTEL_COLUMNS} FROM hotels hotel
        WHERE ${where.join(' AND ')}
        ORDER BY id`,
      params,
    );
    const hotels = await this.withRooms(rows.map(fromHotelRow), stayOf(query));
    return sortListing(
      hotels,
      query.sort,
      (hotel) => hotel.lowestRoomPrice,
      (hotel) => hotel.starRating,
    );
  }

  async findOne(id: number, dates: StayDatesQueryDto = {}): Promise<HotelDto> {
    const [row]: HotelRow[] = await this.dataSource.query(
      `SELECT ${HOTEL_COLUMNS} FROM hotels hotel WHERE id = $1 AND ${publicListing('hotel')}`,
      [id],
    );
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
    const rows: RoomRow[] = await this.dataSource.query(
      `SELECT id, hotel_id, room_type, price_cents, description, capacity, amenities, images,
              is_available
         FROM rooms WHERE hotel_id = ANY($1) AND NOT archived ORDER BY price_cents, id`,
      [hotels.map((hotel) => hotel.id)],
    );
    const rooms = rows.map(fromRoomRow);
    const taken = stay
      ? await this.occupancy.roomsTaken(
          rooms.map((room) => room.id),
          stay.from,
          stay.to,
        )
      : undefined;
    const byHotel = new Map<number, RoomEntity[]>();
    for (const room of rooms) {
      const list = byHotel.get(room.hotelId);
      if (list) list.push(room);
      else byHotel.set(room.hotelId, [room]);
    }
    return hotels.map((hotel) => toHotelDto(hotel, byHotel.get(hotel.id) ?? [], taken));
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RatePeriodCents } from '@salone/booking-rules';
import type { DataSource } from 'typeorm';
import { HOTEL_PRICE_BANDS, likePattern } from '../filters.js';
import { publicListing } from '../listing.entity.js';
import type { ListHotelsQueryDto } from './dto/list-hotels.query.dto.js';
import { roomRatesOf } from './room-rates.repository.js';

/** A `hotels` row as plain SQL returns it. */
export interface HotelRow {
  id: number;
  name: string;
  address: string;
  city: string;
  description: string;
  star_rating: number;
  check_in_time: string;
  check_out_time: string;
  images: string[];
  amenities: string[];
  rating_average: string | null;
  rating_count: number;
  latitude: string | null;
  longitude: string | null;
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

const LOWEST_PRICE = `(SELECT MIN(r.price_cents) FROM rooms r WHERE r.hotel_id = hotel.id AND NOT r.archived)`;
const HOTEL_COLUMNS =
  'id, name, address, city, description, star_rating, images, amenities, check_in_time, check_out_time, rating_average, rating_count, latitude, longitude';

/**
 * Hotel reads are the busiest routes, so they use plain SQL mapped by hand: TypeORM's query
 * building and hydration were their largest cost under load (see `npm run bench`).
 */
@Injectable()
export class HotelsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The public hotels matching the query's filters, in id order. */
  async findPublic(query: ListHotelsQueryDto): Promise<HotelRow[]> {
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
    return this.dataSource.query(
      `SELECT ${HOTEL_COLUMNS} FROM hotels hotel
        WHERE ${where.join(' AND ')}
        ORDER BY id`,
      params,
    );
  }

  /** One public hotel by id. */
  async findPublicById(id: number): Promise<HotelRow | undefined> {
    const [row]: HotelRow[] = await this.dataSource.query(
      `SELECT ${HOTEL_COLUMNS} FROM hotels hotel WHERE id = $1 AND ${publicListing('hotel')}`,
      [id],
    );
    return row;
  }

  /** The room types still offered by these hotels, cheapest first. */
  async roomsOf(hotelIds: number[]): Promise<RoomRow[]> {
    return this.dataSource.query(
      `SELECT id, hotel_id, room_type, price_cents, description, capacity, amenities, images,
              is_available
         FROM rooms WHERE hotel_id = ANY($1) AND NOT archived ORDER BY price_cents, id`,
      [hotelIds],
    );
  }

  /** The date ranges of these room types that end on or after `from`, oldest first. */
  ratesOf(roomIds: number[], from: string): Promise<Map<number, RatePeriodCents[]>> {
    return roomRatesOf(this.dataSource.manager, roomIds, from);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { NotFoundError } from '../../common/errors/domain.exception.js';
import { toDollars } from '../../common/money.js';
import { HOTEL_PRICE_BANDS, likePattern } from '../filters.js';
import { HotelDto, RoomDto } from './dto/hotel.dto.js';
import { ListHotelsQueryDto } from './dto/list-hotels.query.dto.js';
import { HotelEntity } from './hotel.entity.js';
import { RoomEntity } from './room.entity.js';

export const toRoomDto = (room: RoomEntity): RoomDto => ({
  id: room.id,
  hotelId: room.hotelId,
  roomType: room.roomType,
  price: toDollars(room.priceCents),
  description: room.description,
  capacity: room.capacity,
  amenities: room.amenities,
  images: room.images,
  isAvailable: room.isAvailable,
});

/** `rooms` must be sorted cheapest first. */
export const toHotelDto = (hotel: HotelEntity, rooms: RoomEntity[]): HotelDto => {
  return {
    id: hotel.id,
    name: hotel.name,
    address: hotel.address,
    city: hotel.city,
    description: hotel.description,
    starRating: hotel.starRating,
    images: hotel.images,
    amenities: hotel.amenities,
    lowestRoomPrice: rooms.length > 0 ? toDollars(rooms[0].priceCents) : null,
    roomCount: rooms.length,
    rooms: rooms.map(toRoomDto),
  };
};

const LOWEST_PRICE = `(SELECT MIN(r.price_cents) FROM rooms r WHERE r.hotel_id = hotel.id)`;

@Injectable()
export class HotelsService {
  constructor(
    @InjectRepository(HotelEntity) private readonly hotels: Repository<HotelEntity>,
    @InjectRepository(RoomEntity) private readonly rooms: Repository<RoomEntity>,
  ) {}

  async list(query: ListHotelsQueryDto): Promise<HotelDto[]> {
    const qb = this.hotels.createQueryBuilder('hotel');
    if (query.search?.trim()) {
      qb.andWhere(
        '(hotel.name ILIKE :search OR hotel.address ILIKE :search OR hotel.city ILIKE :search OR hotel.description ILIKE :search)',
        { search: likePattern(query.search) },
      );
    }
    if (query.stars !== undefined) qb.andWhere('hotel.starRating = :stars', { stars: query.stars });
    if (query.priceBand) {
      const band: { min?: number; max?: number } = HOTEL_PRICE_BANDS[query.priceBand];
      if (band.min !== undefined) qb.andWhere(`${LOWEST_PRICE} >= :min`, { min: band.min });
      if (band.max !== undefined) qb.andWhere(`${LOWEST_PRICE} < :max`, { max: band.max });
    }
    const hotels = await qb.orderBy('hotel.id', 'ASC').getMany();
    return this.withRooms(hotels);
  }

  async findOne(id: number): Promise<HotelDto> {
    const hotel = await this.hotels.findOneBy({ id });
    if (!hotel) throw new NotFoundError('Hotel');
    const [dto] = await this.withRooms([hotel]);
    return dto;
  }

  async listRooms(hotelId: number): Promise<RoomDto[]> {
    if (!(await this.hotels.existsBy({ id: hotelId }))) throw new NotFoundError('Hotel');
    const rooms = await this.rooms.find({
      where: { hotelId },
      order: { priceCents: 'ASC', id: 'ASC' },
    });
    return rooms.map(toRoomDto);
  }

  /** Rooms in one query for all hotels (a join would repeat every hotel column per room). */
  private async withRooms(hotels: HotelEntity[]): Promise<HotelDto[]> {
    if (hotels.length === 0) return [];
    const rooms = await this.rooms.find({
      where: { hotelId: In(hotels.map((hotel) => hotel.id)) },
      order: { priceCents: 'ASC', id: 'ASC' },
    });
    const byHotel = new Map<number, RoomEntity[]>();
    for (const room of rooms) {
      const list = byHotel.get(room.hotelId);
      if (list) list.push(room);
      else byHotel.set(room.hotelId, [room]);
    }
    return hotels.map((hotel) => toHotelDto(hotel, byHotel.get(hotel.id) ?? []));
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { daySpan, roomsTaken } from '../availability.js';
import { StayDatesQueryDto } from './dto/stay-dates.query.dto.js';
import { NotFoundError } from '../../common/errors/domain.exception.js';
import { toDollars } from '../../common/money.js';
import { HOTEL_PRICE_BANDS, likePattern } from '../filters.js';
import { HotelDto, RoomDto } from './dto/hotel.dto.js';
import { ListHotelsQueryDto } from './dto/list-hotels.query.dto.js';
import { HotelEntity } from './hotel.entity.js';
import { RoomEntity } from './room.entity.js';

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

/** `rooms` must be sorted cheapest first. */
export const toHotelDto = (
  hotel: HotelEntity,
  rooms: RoomEntity[],
  taken?: Set<number>,
): HotelDto => {
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
    rooms: rooms.map((room) =>
      toRoomDto(room, taken ? room.isAvailable && !taken.has(room.id) : null),
    ),
  };
};

const stayOf = (dates: StayDatesQueryDto) =>
  daySpan(dates.checkIn, dates.checkOut, 'Check-out date must be after check-in date', 'checkOut');

const LOWEST_PRICE = `(SELECT MIN(r.price_cents) FROM rooms r WHERE r.hotel_id = hotel.id)`;

@Injectable()
export class HotelsService {
  constructor(
    @InjectRepository(HotelEntity) private readonly hotels: Repository<HotelEntity>,
    @InjectRepository(RoomEntity) private readonly rooms: Repository<RoomEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
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
    return this.withRooms(hotels, stayOf(query));
  }

  async findOne(id: number, dates: StayDatesQueryDto = {}): Promise<HotelDto> {
    const hotel = await this.hotels.findOneBy({ id });
    if (!hotel) throw new NotFoundError('Hotel');
    const [dto] = await this.withRooms([hotel], stayOf(dates));
    return dto;
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
    const rooms = await this.rooms.find({
      where: { hotelId: In(hotels.map((hotel) => hotel.id)) },
      order: { priceCents: 'ASC', id: 'ASC' },
    });
    const taken = stay
      ? await roomsTaken(
          this.dataSource,
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

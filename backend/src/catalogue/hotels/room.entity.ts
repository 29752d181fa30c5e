import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { HotelEntity } from './hotel.entity.js';

export const DEFAULT_ROOM_CAPACITY = 2;

@Entity('rooms')
@Check(`"price_cents" > 0`)
@Check(`"capacity" BETWEEN 1 AND 10`)
@Check(`"units" BETWEEN 1 AND 1000`)
export class RoomEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  hotelId: number;

  @ManyToOne(() => HotelEntity, (hotel) => hotel.rooms, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'hotel_id' })
  hotel: Relation<HotelEntity>;

  @Column({ type: 'varchar', length: 120 })
  roomType: string;

  /** Nightly price in US cents. */
  @Column({ type: 'int' })
  priceCents: number;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'smallint', default: DEFAULT_ROOM_CAPACITY })
  capacity: number;

  @Column({ type: 'text', array: true, default: '{}' })
  amenities: string[];

  @Column({ type: 'text', array: true, default: '{}' })
  images: string[];

  @Column({ type: 'boolean', default: true })
  isAvailable: boolean;

  /** How many identical rooms of this type the hotel has. */
  @Column({ type: 'smallint', default: 1 })
  units: number;

  /** Archived room types stay for the bookings that name them but are offered no more. */
  @Column({ type: 'boolean', default: false })
  archived: boolean;
}

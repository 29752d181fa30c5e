import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { RoomEntity } from './room.entity.js';
import { LISTING_STATUS_CHECK, ListingColumns } from '../listing.entity.js';

@Entity('hotels')
@Check(`"star_rating" BETWEEN 1 AND 5`)
@Check(LISTING_STATUS_CHECK)
export class HotelEntity extends ListingColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 160 })
  name: string;

  @Column({ type: 'varchar', length: 240 })
  address: string;

  /** Town or area used for grouping and trip planning (Freetown, Bo, Kenema, ...). */
  @Column({ type: 'varchar', length: 80 })
  city: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'smallint' })
  starRating: number;

  @Column({ type: 'text', array: true, default: '{}' })
  images: string[];

  @Column({ type: 'text', array: true, default: '{}' })
  amenities: string[];

  /** Check-in from this time (HH:MM, Freetown), set by the operator. */
  @Column({ type: 'varchar', length: 5, default: '14:00' })
  checkInTime: string;

  /** Check-out by this time (HH:MM, Freetown), set by the operator. */
  @Column({ type: 'varchar', length: 5, default: '11:00' })
  checkOutTime: string;

  @OneToMany(() => RoomEntity, (room) => room.hotel)
  rooms: Relation<RoomEntity[]>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

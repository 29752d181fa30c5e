import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { RoomEntity } from './room.entity.js';

/**
 * A date range an operator set on a room type's price calendar (a season, a holiday, an
 * event): nights `startDate` to `endDate` included, with a price, a weekend price, a minimum
 * stay or closed-to-arrival; a null field leaves the night as earlier ranges have it. Where
 * ranges overlap the one saved last (highest id) wins (libs/booking-rules, rates.ts).
 */
@Entity('room_rates')
@Check(`"end_date" >= "start_date"`)
@Check(`"price_cents" IS NULL OR "price_cents" > 0`)
@Check(`"weekend_price_cents" IS NULL OR "weekend_price_cents" > 0`)
@Check(`"min_nights" IS NULL OR "min_nights" BETWEEN 1 AND 30`)
@Check(
  `"price_cents" IS NOT NULL OR "weekend_price_cents" IS NOT NULL OR "min_nights" IS NOT NULL OR "closed_to_arrival" IS NOT NULL`,
)
@Index(['roomId', 'endDate'])
export class RoomRateEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The organisation that owns the row (operators' table, named by entity). */
  @Index()
  @Column({ type: 'int' })
  organisationId: number;

  @ManyToOne('OrganisationEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organisation_id' })
  organisation?: unknown;

  @Column({ type: 'int' })
  hotelId: number;

  @Column({ type: 'int' })
  roomId: number;

  @ManyToOne(() => RoomEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'room_id' })
  room?: Relation<RoomEntity>;

  /** First night of the range (the night that starts on this day). */
  @Column({ type: 'date' })
  startDate: string;

  /** Last night of the range, included. */
  @Column({ type: 'date' })
  endDate: string;

  /** The operator's name for the range ('Christmas', 'Rainy season'); may be empty. */
  @Column({ type: 'varchar', length: 80, default: '' })
  label: string;

  /** Price of a night in the range, US cents. */
  @Column({ type: 'int', nullable: true })
  priceCents: number | null;

  /** Price of a Friday or Saturday night in the range, US cents. */
  @Column({ type: 'int', nullable: true })
  weekendPriceCents: number | null;

  /** The shortest stay arriving on a night of the range. */
  @Column({ type: 'smallint', nullable: true })
  minNights: number | null;

  /** Stays may not arrive (true) or may again (false) on a night of the range. */
  @Column({ type: 'boolean', nullable: true })
  closedToArrival: boolean | null;

  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

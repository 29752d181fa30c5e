import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Exclusion,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { BookingServiceType } from '@salone/booking-rules';
import { UserEntity } from '../../auth/entities/user.entity.js';

/**
 * pending_payment: created, inventory held, USSD code issued -> confirmed (paid)
 * | expired (hold ran out unpaid; inventory released) | cancelled (by the user).
 */
export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'expired', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold inventory. */
export const LIVE_BOOKING_STATUSES: BookingStatus[] = ['pending_payment', 'confirmed'];

@Entity('bookings')
@Check(`"service_type" IN ('hotel', 'event', 'car', 'tour', 'real_estate')`)
@Check(`"status" IN ('pending_payment', 'confirmed', 'expired', 'cancelled')`)
@Check(`"guests" BETWEEN 1 AND 20`)
@Check(`"total_amount_cents" > 0`)
@Check(`"end_date" IS NULL OR "end_date" > "start_date"`)
@Index(['userId', 'createdAt'])
/* No double booking, enforced by PostgreSQL across every backend process: a room or a car is
 * never held by two live bookings whose periods overlap, and a viewing slot is taken once. */
@Exclusion(
  'EX_bookings_room_nights',
  `USING gist ("room_id" WITH =, tstzrange("start_date", "end_date", '[)') WITH &&) WHERE ("service_type" = 'hotel' AND "status" IN ('pending_payment', 'confirmed'))`,
)
@Exclusion(
  'EX_bookings_car_period',
  `USING gist ("service_id" WITH =, tstzrange("start_date", "end_date", '[)') WITH &&) WHERE ("service_type" = 'car' AND "status" IN ('pending_payment', 'confirmed'))`,
)
@Exclusion(
  'EX_bookings_viewing_slot',
  `USING gist ("service_id" WITH =, "start_date" WITH =) WHERE ("service_type" = 'real_estate' AND "status" IN ('pending_payment', 'confirmed'))`,
)
export class BookingEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Short human reference, e.g. SL-7K3Q9D. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 12 })
  reference: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 20 })
  serviceType: BookingServiceType;

  /** Hotel, event, car, tour or property id. */
  @Column({ type: 'int' })
  serviceId: number;

  /** The room of a hotel booking. */
  @Column({ type: 'int', nullable: true })
  roomId: number | null;

  /** The ticket category of an event booking. */
  @Column({ type: 'int', nullable: true })
  ticketCategoryId: number | null;

  /** Hotel name, event title, car make and model, tour or property title. */
  @Column({ type: 'varchar', length: 200 })
  serviceName: string;

  @Column({ type: 'varchar', length: 120 })
  customerName: string;

  @Column({ type: 'varchar', length: 254 })
  customerEmail: string;

  @Column({ type: 'varchar', length: 40 })
  customerPhone: string;

  /** Guests, tickets or participants; 1 for cars and viewings. */
  @Column({ type: 'smallint' })
  guests: number;

  /** Check-in, event start, pickup, tour day or viewing time. */
  @Column({ type: 'timestamptz' })
  startDate: Date;

  /** Check-out or return; null where the service has no end. */
  @Column({ type: 'timestamptz', nullable: true })
  endDate: Date | null;

  @Column({ type: 'int' })
  totalAmountCents: number;

  @Index()
  @Column({ type: 'varchar', length: 20, default: 'pending_payment' })
  status: BookingStatus;

  /** When an unpaid booking lets go of what it holds. */
  @Index()
  @Column({ type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiredAt: Date | null;

  /** Per-type details, normalised by the server (see the booking DTOs). */
  @Column({ type: 'jsonb', default: {} })
  metadata: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

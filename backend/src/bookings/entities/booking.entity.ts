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
import { serviceTimes, type BookingServiceType } from '@salone/booking-rules';
import type { UserEntity } from '../../auth/index.js';

/**
 * pending_payment: created, inventory held, USSD code issued -> confirmed (paid)
 * | expired (hold ran out unpaid; inventory released) | cancelled (by the user)
 * | cancelled_by_operator (with a reason; a refund is due when it was paid). A confirmed
 * booking may also be checked in or marked a no-show (`checkedInAt`, `noShowAt`).
 */
export const BOOKING_STATUSES = [
  'pending_payment',
  'confirmed',
  'expired',
  'cancelled',
  'cancelled_by_operator',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold inventory. */
export const LIVE_BOOKING_STATUSES: BookingStatus[] = ['pending_payment', 'confirmed'];

@Entity('bookings')
@Check(`"service_type" IN ('hotel', 'event', 'car', 'tour', 'real_estate')`)
@Check(
  `"status" IN ('pending_payment', 'confirmed', 'expired', 'cancelled', 'cancelled_by_operator')`,
)
@Check(`"refund_due_cents" IS NULL OR "refund_due_cents" > 0`)
@Check(`"guests" BETWEEN 1 AND 20`)
@Check(`"total_amount_cents" > 0`)
@Check(`"end_date" IS NULL OR "end_date" > "start_date"`)
@Index(['userId', 'createdAt'])
/* A partner reads its changes in update order (updatedSince, sort=updatedAt). PostgreSQL moves
 * updated_at on every change a partner sees, payments included (migration PartnerSync). */
@Index('IDX_bookings_organisation_updated', ['organisationId', 'updatedAt', 'id'])
/* No double booking, enforced by PostgreSQL across every backend process: a car is never held
 * by two live bookings whose periods overlap, and a viewing slot is taken once. Rooms have
 * units: their nights are counted under the hotel's booking lock
 * (docs/decisions/counted-inventory.md). */
@Index('IDX_bookings_room_period', ['roomId', 'startDate'], {
  where: `"service_type" = 'hotel' AND "status" IN ('pending_payment', 'confirmed')`,
})
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

  @ManyToOne('UserEntity', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 20 })
  serviceType: BookingServiceType;

  /** The organisation whose listing this is (copied from the listing when booked). */
  @Index()
  @Column({ type: 'int' })
  organisationId: number;

  /** The organisation: operators' table, named by entity (bookings sits below operators). */
  @ManyToOne('OrganisationEntity', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'organisation_id' })
  organisation?: unknown;

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

  /** When the SMS reminder of the day before was queued; null: not yet. */
  @Column({ type: 'timestamptz', nullable: true, select: false })
  smsReminderAt: Date | null;

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
  @Column({ type: 'varchar', length: 30, default: 'pending_payment' })
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

  /** When the operator checked the traveller in (by reference or by the voucher's QR token). */
  @Column({ type: 'timestamptz', nullable: true })
  checkedInAt: Date | null;

  /** When the operator recorded that the traveller did not come. */
  @Column({ type: 'timestamptz', nullable: true })
  noShowAt: Date | null;

  /** Why the operator cancelled. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  cancellationReason: string | null;

  /** Paid and then cancelled: what is owed back to the traveller, US cents. */
  @Column({ type: 'int', nullable: true })
  refundDueCents: number | null;

  /** Made when the booking is confirmed; the voucher's QR token signs it with the booking. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  voucherNonce: string | null;

  /** Per-type details, normalised by the server (see the booking DTOs). */
  @Column({ type: 'jsonb', default: {} })
  metadata: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** Who booked, for how many, when and for how much, as the traveller's and operator's APIs answer. */
export const bookingParticulars = (booking: BookingEntity) => ({
  customerName: booking.customerName,
  customerEmail: booking.customerEmail,
  customerPhone: booking.customerPhone,
  guests: booking.guests,
  startDate: booking.startDate.toISOString(),
  endDate: booking.endDate?.toISOString() ?? null,
  ...serviceTimes(booking),
  totalAmount: booking.totalAmountCents / 100,
});

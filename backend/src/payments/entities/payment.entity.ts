import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { BookingEntity } from '../../bookings/index.js';
import { bigintToNumber } from '../../common/money.js';

export const PAYMENT_STATUSES = ['pending', 'completed', 'expired', 'cancelled', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'monime'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * One mobile-money payment code issued for a booking. Only the payments module reads or
 * writes this table; the bookings module goes through its `BookingPayments` port.
 */
@Entity('payments')
@Check(`"status" IN ('pending', 'completed', 'expired', 'cancelled', 'failed')`)
@Check(`"provider" IN ('sandbox', 'monime')`)
@Check(`"amount_usd_cents" > 0 AND "amount_sle_minor" > 0`)
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  bookingId: string;

  @ManyToOne('BookingEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking: Relation<BookingEntity>;

  @Column({ type: 'varchar', length: 20 })
  provider: PaymentProviderName;

  /** The provider's payment code id, e.g. pmc-... */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 100 })
  providerPaymentId: string;

  /** Shown to the customer exactly as the provider returned it. */
  @Column({ type: 'varchar', length: 64 })
  ussdCode: string;

  @Column({ type: 'int' })
  amountUsdCents: number;

  /** Leones x 100: whole leones since the one rounding rule (a multiple of 100). */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  amountSleMinor: number;

  /** The rate (leones per US dollar) the charge was computed at. */
  @Column({
    type: 'numeric',
    precision: 10,
    scale: 2,
    transformer: { to: (value: number) => value, from: (value: string) => Number(value) },
  })
  slePerUsd: number;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: PaymentStatus;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** Sent to the provider; `booking-<bookingId>-<n>`. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  idempotencyKey: string;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

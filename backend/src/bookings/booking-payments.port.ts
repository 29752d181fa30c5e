/**
 * What the bookings module needs from payments: the latest code of each booking, and
 * closing a booking's unpaid codes. The payments module owns the `payments` table and
 * provides this port (it also calls the bookings module, so bookings cannot depend on it).
 */
import type { EntityManager } from 'typeorm';
import type { BookingPaymentDto } from './dto/booking.dto.js';

export interface BookingPayments {
  /** The most recent payment code of each of these bookings, by booking id. */
  latestFor(bookingIds: string[]): Promise<Map<string, BookingPaymentDto>>;
  /**
   * Inside the booking's transaction: its pending codes become cancelled or expired, so a
   * late payment is refused by our side (and reconciled as a refund if the provider took it).
   */
  closePending(
    manager: EntityManager,
    bookingId: string,
    status: 'cancelled' | 'expired',
  ): Promise<void>;
  /**
   * Inside the sweep's transaction: pending codes whose time ran out unpaid, while their
   * booking is still held, become expired and record `payment.failed`, so the
   * event does not wait for someone to read the payment. Returns how many.
   */
  failTimedOutCodes(manager: EntityManager, now?: Date): Promise<number>;
}

/** Injection token of the {@link BookingPayments} port. */
export const BOOKING_PAYMENTS = Symbol('BOOKING_PAYMENTS');

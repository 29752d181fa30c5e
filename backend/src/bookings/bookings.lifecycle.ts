/** The parts of the bookings module that the payments module calls. */
import type { EntityManager } from 'typeorm';
import type { BookingEntity } from './entities/booking.entity.js';

export interface BookingLifecycle {
  /** The user's booking, or 404 `Booking not found` (also for other users' bookings). */
  findOwnedEntity(userId: string, bookingId: string): Promise<BookingEntity>;
  /**
   * pending_payment -> confirmed inside `manager`'s transaction (row locked). Returns the
   * booking; a booking already confirmed is returned unchanged; an expired or cancelled one
   * is returned unchanged too (the caller decides what to do with a late payment).
   */
  confirmPaid(manager: EntityManager, bookingId: string, now?: Date): Promise<BookingEntity>;
  /** The booking with its row locked inside `manager`'s transaction, or null. */
  lockForUpdate(manager: EntityManager, bookingId: string): Promise<BookingEntity | null>;
  /** Whether the booking exists and is the user's (false for a malformed id). */
  isOwnedBy(userId: string, bookingId: string): Promise<boolean>;
  /** The id of the booking with this reference (any case), or null. */
  idByReference(reference: string): Promise<string | null>;
}

/** Injection token under which BookingsModule exports its BookingLifecycle. */
export const BOOKING_LIFECYCLE = 'BOOKING_LIFECYCLE';

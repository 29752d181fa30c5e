/**
 * What 'Download my data' and 'Delete my account' need of the account's bookings. The
 * bookings module owns the `bookings` table and binds this port (it imports the account
 * module's port, so the account module does not depend on bookings).
 */
import type { EntityManager } from 'typeorm';

/** What an anonymised booking keeps instead of the traveller's details. */
export interface AnonymisedBookingDetails {
  name: string;
  email: string;
  /** Keys of the booking's metadata that name or identify people, removed. */
  personalMetadata: string[];
}

/** `Booking`: a booking as the account sees it (the export's `bookings` items). */
export interface AccountBookings<Booking = unknown> {
  /** Every booking of the account, newest first, as the account sees it. */
  allFor(userId: string): Promise<Booking[]>;
  /** The ids of the account's bookings still waiting for payment. */
  unpaidOf(userId: string): Promise<string[]>;
  /** Cancels the account's booking as the traveller would (its holds released). */
  cancel(userId: string, bookingId: string, now: Date): Promise<void>;
  /** In `manager`'s transaction: the account's bookings keep only `anonymised` details. */
  anonymise(
    manager: EntityManager,
    userId: string,
    anonymised: AnonymisedBookingDetails,
  ): Promise<void>;
}

/** Injection token of the {@link AccountBookings} port. */
export const ACCOUNT_BOOKINGS = Symbol('ACCOUNT_BOOKINGS');

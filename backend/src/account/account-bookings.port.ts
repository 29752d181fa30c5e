/**
 * What the account's data export and deletion ask of the account's bookings, which the
 * bookings module owns and binds (bookings/account-bookings.module.ts): account does not
 * import bookings.
 */
export const ACCOUNT_BOOKINGS = Symbol('AccountBookings');
export interface AccountBookings {
  /** Every booking of the account, newest first, as the account sees it. */
  allForUser(userId: string): Promise<object[]>;
  /** Cancels the account's unpaid booking (its hold released); refuses a booking past that. */
  cancel(userId: string, bookingId: string, now: Date): Promise<unknown>;
}

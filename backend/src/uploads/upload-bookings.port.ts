/**
 * What the uploads module needs from bookings to keep documents no longer than the retention
 * policy allows (docs/retention.md). The bookings module owns the `bookings` table and binds
 * this port (it imports the uploads module, so uploads cannot depend on it).
 */
export interface UploadBookings {
  /**
   * Of these bookings, those that ended before `before`: their last day (or their day, when
   * they have one only), or the moment they were cancelled or expired if that came first.
   */
  endedBefore(bookingIds: string[], before: Date): Promise<string[]>;
}

/** Injection token of the {@link UploadBookings} port. */
export const UPLOAD_BOOKINGS = Symbol('UPLOAD_BOOKINGS');

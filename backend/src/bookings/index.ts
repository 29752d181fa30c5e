/** What other modules may use of the bookings module. */
export { BOOKING_PAYMENTS } from './booking-payments.port.js';
export type { BookingPayments } from './booking-payments.port.js';
export { BOOKING_LIFECYCLE } from './bookings.lifecycle.js';
export type { BookingLifecycle } from './bookings.lifecycle.js';
export { BookingsModule } from './bookings.module.js';
export { BookingsService } from './bookings.service.js';
export { BookingSnapshots, BookingSnapshotsModule } from './booking-snapshot.js';
export { findBooking } from './bookings.repository.js';
export type { BookingDto, BookingPaymentDto } from './dto/booking.dto.js';
export type { BookingEntity } from './entities/booking.entity.js';
export { assertRoomUnitsCover, ticketCategoryHasBookings } from './inventory/availability-rules.js';
export { BookingSearchRepository, type AdminBookingFilter } from './booking-search.repository.js';
export {
  ORGANISATION_CONTACTS,
  type BookingRecipients,
  type OrganisationContact,
  type OrganisationContacts,
} from './organisation-contacts.port.js';
export { confirmedArrivalsOf, type Arrival } from './arrivals.repository.js';
export {
  bookingEnd,
  bookingForReview,
  confirmedBookingsEnded,
  confirmedBookingsOf,
  type EndedBooking,
} from './booking-ends.repository.js';

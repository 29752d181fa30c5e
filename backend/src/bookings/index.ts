/** What other modules may use of the bookings module. */
export { BookingsModule } from './bookings.module.js';
export { BookingsService } from './bookings.service.js';
export type { AdminBookingFilter } from './bookings.repository.js';
export {
  ORGANISATION_CONTACTS,
  type OrganisationContact,
  type OrganisationContacts,
} from './organisation-contacts.port.js';

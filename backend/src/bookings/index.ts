/** What other modules may use of the bookings module. */
export { BookingSearchRepository, type AdminBookingFilter } from './booking-search.repository.js';
export {
  ORGANISATION_CONTACTS,
  type OrganisationContact,
  type OrganisationContacts,
} from './organisation-contacts.port.js';

/** What other modules may use of the account module: its module and the ports they bind for it. */
export { AccountModule } from './account.module.js';
export {
  ACCOUNT_BOOKINGS,
  type AccountBookings,
  type AnonymisedBookingDetails,
} from './account-bookings.port.js';
export { ACCOUNT_MEMBERSHIPS, type AccountMemberships } from './account-memberships.port.js';

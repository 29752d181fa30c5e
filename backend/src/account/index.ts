export { AccountModule } from './account.module.js';
export { ACCOUNT_BOOKINGS } from './account-bookings.port.js';
export type { AccountBookings } from './account-bookings.port.js';

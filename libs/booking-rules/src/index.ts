/**
 * @salone/booking-rules: the booking rules the server enforces and the web app applies
 * before it asks, in one place (docs/product.md; docs/decisions/booking-rules-library.md). Pure
 * functions and constants, no framework. Amounts are whole US cents unless a name or comment says
 * dollars.
 *
 * A new module: add `src/<name>.ts` (relative imports end in `.js`) and export it here.
 */
export * from './booking.js';
export * from './car.js';
export * from './currency.js';
export * from './customer.js';
export * from './dates.js';
export * from './event.js';
export * from './hotel.js';
export * from './limits.js';
export * from './money.js';
export * from './payment-texts.js';
export * from './phone.js';
export * from './photos.js';
export * from './planner.js';
export * from './property.js';
export * from './rates.js';
export * from './service-times.js';
export * from './tour.js';

/**
 * Business rules quoted by the legal pages, the help centre and the contact page
 * (docs/product.md: constants, states). The server enforces them; these strings only describe them.
 */

/** Free-cancellation deadlines of a paid booking, per service (docs/product.md, states). */
export const CANCELLATION_WINDOWS = [
  { service: 'Hotels', window: '24 hours before check-in' },
  { service: 'Tours', window: '48 hours before the tour starts' },
  { service: 'Car rentals', window: '12 hours before pick-up' },
  { service: 'Events', window: '24 hours before the event starts' },
  { service: 'Property viewings', window: '24 hours before the viewing' },
] as const;

export const MINIMUM_AGE = 18;
export const CHILDREN_DATA_AGE = 16;
export const REFUND_BUSINESS_DAYS = '5-10';
export const DISPUTE_RESPONSE_BUSINESS_DAYS = 14;
export const PRIVACY_RESPONSE_DAYS = 30;
export const CHANGE_NOTICE_DAYS = 30;
export const BOOKING_RECORDS_YEARS = 7;

export const SUPPORT_HOURS = 'Monday to Friday, 9:00-18:00 GMT';
export const EMAIL_REPLY_HOURS = 24;

/** Unpaid bookings keep their room, car, seats or tickets this long by default. */
export const DEFAULT_HOLD_MINUTES = 30;

export const UPLOAD_TYPES = 'PDF, JPG, JPEG or PNG';
export const UPLOAD_MAX_MB = 5;

export const GROUP_DISCOUNT_TOURS_EVENTS_PEOPLE = 5;
export const GROUP_DISCOUNT_HOTEL_ROOMS = 3;

/** What checkout takes: mobile money only. */
export const PAYMENT_METHODS = ['Orange Money', 'AfriMoney'] as const;

/**
 * Business rules quoted by the legal pages, the help centre and the contact page
 * (docs/product.md: constants, states). The server enforces them; these values only describe
 * them. Their words (the cancellation deadlines, the support hours, the accepted file types)
 * are messages of the information pages' catalogue: `cancellation.<service>`, `support.hours`,
 * `uploads.types`.
 */

/**
 * The services with a free-cancellation deadline for a paid booking (docs/product.md, states),
 * in the order the terms and the help centre list them.
 */
export const CANCELLATION_SERVICES = ['hotels', 'tours', 'cars', 'events', 'viewings'] as const;

export const MINIMUM_AGE = 18;
export const CHILDREN_DATA_AGE = 16;
export const REFUND_BUSINESS_DAYS = '5-10';
export const DISPUTE_RESPONSE_BUSINESS_DAYS = 14;
export const PRIVACY_RESPONSE_DAYS = 30;
export const CHANGE_NOTICE_DAYS = 30;
export const BOOKING_RECORDS_YEARS = 7;

/** E-mails and contact-form messages are answered within this many hours. */
export const EMAIL_REPLY_HOURS = 24;

/** Unpaid bookings keep their room, car, seats or tickets this long by default. */
export const DEFAULT_HOLD_MINUTES = 30;

/** The largest document a booking takes (its types: `uploads.types`). */
export const UPLOAD_MAX_MB = 5;

/**
 * Group rates on request: events from this many people, hotels from this many rooms. Tours'
 * discounts are the booking form's own (GROUP_DISCOUNTS in @salone/booking-rules).
 */
export const GROUP_DISCOUNT_TOURS_EVENTS_PEOPLE = 5;
export const GROUP_DISCOUNT_HOTEL_ROOMS = 3;

/** What checkout takes: mobile money only. */
export const PAYMENT_METHODS = ['Orange Money', 'AfriMoney'] as const;

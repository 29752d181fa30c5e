/**
 * The services whose booking flows have words of their own (docs/product.md, errors): the
 * success toast's title and text, the failure toast's title and text. The words are in the
 * catalogue (`flow.<service>.*`); a refusal the server explains (sold out, price changed, dates
 * taken) shows the server's own words under the same title.
 */
export const BOOKING_TEXTS = {
  hotel: 'hotel',
  event: 'event',
  car: 'car',
  tour: 'tour',
  real_estate: 'real_estate',
} as const;

/** Which service's words a booking flow speaks with. */
export type FlowTexts = (typeof BOOKING_TEXTS)[keyof typeof BOOKING_TEXTS];

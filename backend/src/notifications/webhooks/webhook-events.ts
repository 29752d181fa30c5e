/**
 * The webhook events an organisation may subscribe to, each with the schema of its `data`:
 * the contract's `x-webhooks` and their component schemas are written from this table
 * (app.ts), the deliveries of version 2026-12-07 and later are cut to it (shapeWebhookData),
 * and the tests validate what arrives against it. A new event type is one entry here.
 */

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const text = (description: string, example?: unknown): Schema => ({
  type: 'string',
  description,
  ...(example === undefined ? {} : { example }),
});
const object = (properties: Record<string, Schema>, optional: string[] = []): Schema => ({
  type: 'object',
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  properties,
});

/**
 * The booking as `GET /api/partner/organisations/{orgId}/bookings/{bookingId}` answers it, as it
 * was when the event happened.
 */
const BOOKING = ref('OperatorBookingDetailDto');

/** Schemas the events share, by component name. */
export const WEBHOOK_COMPONENTS: Record<string, Schema> = {
  WebhookPayment: {
    ...object({
      id: { type: 'string', format: 'uuid', example: '6a0f3c2e-1b4d-4e5f-8a9b-0c1d2e3f4a5b' },
      amountUsd: { type: 'number', description: 'US dollars', example: 435 },
      amountSle: { type: 'number', description: 'Leones charged, whole leones', example: 9788 },
      expiresAt: {
        type: 'string',
        format: 'date-time',
        description: 'When the payment code runs out',
        example: '2026-11-25T12:30:00.000Z',
      },
    }),
    description:
      'A mobile-money payment request of the booking. The USSD code itself is the traveller’s to dial and is never sent.',
  },
  WebhookListing: {
    ...object({
      kind: text('hotel, event, car, tour or real_estate', 'hotel'),
      id: { type: 'integer', example: 1 },
      name: text('The listing’s name or title', 'Aberdeen Bay Hotel'),
    }),
    description: 'The listing the event is about',
  },
  WebhookReview: {
    ...object({
      id: { type: 'string', format: 'uuid' },
      bookingReference: text('The reviewed booking', 'SL-7K3Q9D'),
      listing: ref('WebhookListing'),
      authorName: text('First name and initial', 'Aminata K.'),
      overall: { type: 'integer', minimum: 1, maximum: 5, example: 5 },
      subScores: {
        type: 'object',
        additionalProperties: { type: 'integer', minimum: 1, maximum: 5 },
        example: { cleanliness: 5, service: 4 },
      },
      text: { type: 'string', nullable: true, example: 'Lovely stay by the beach.' },
      photoCount: { type: 'integer', minimum: 0, example: 2 },
      createdAt: { type: 'string', format: 'date-time' },
    }),
    description: 'A review of one of the organisation’s listings (never the author’s address)',
  },
};

const organisationId = { type: 'integer', description: 'Your organisation', example: 7 };
const listingWithReason = {
  allOf: [
    ref('WebhookListing'),
    object({ reason: { type: 'string', nullable: true, description: 'Why, when given' } }),
  ],
};

export interface WebhookEventSpec {
  /** One line, for the contract's list of events. */
  summary: string;
  /** The schema of the event's `data`. */
  data: Schema;
}

export const WEBHOOK_EVENTS = {
  'booking.created': {
    summary: 'A booking of one of your listings was made; it waits for payment',
    data: object({ booking: BOOKING }),
  },
  'booking.payment_requested': {
    summary: 'A payment code was issued for the booking',
    data: object({ booking: BOOKING, payment: ref('WebhookPayment') }),
  },
  'booking.confirmed': {
    summary: 'The booking was paid and is confirmed',
    data: object({
      booking: BOOKING,
      payment: {
        anyOf: [ref('WebhookPayment'), { enum: [null], nullable: true, type: 'object' }],
        nullable: true,
        type: 'object',
        description: 'The payment that paid it; null when it was confirmed without one',
      },
    }),
  },
  'booking.cancelled': {
    summary: 'The booking was cancelled, by the traveller or by you',
    data: object({
      booking: BOOKING,
      cancelledBy: { type: 'string', enum: ['traveller', 'operator'] },
      reason: { type: 'string', nullable: true },
      refundDue: {
        type: 'number',
        nullable: true,
        description: 'US dollars to give back, when the booking had been paid',
      },
      wasConfirmed: { type: 'boolean', description: 'It had been paid before it was cancelled' },
    }),
  },
  'booking.expired': {
    summary: 'The booking was not paid in time and released what it held',
    data: object({ booking: BOOKING }),
  },
  'booking.checked_in': {
    summary: 'The front desk checked the traveller in',
    data: object({ booking: BOOKING }),
  },
  'payment.failed': {
    summary: 'A payment code was cancelled by the provider or ran out while the booking waited',
    data: object({
      booking: BOOKING,
      payment: ref('WebhookPayment'),
      reason: text('Why, in words', 'The payment code expired before it was paid'),
    }),
  },
  'listing.published': {
    summary: 'A listing entered the catalogue',
    data: object({ listing: ref('WebhookListing'), organisationId }),
  },
  'listing.unpublished': {
    summary: 'A listing left the catalogue (byAdmin: Salone holds it until reinstated)',
    data: object({ listing: listingWithReason, organisationId, byAdmin: { type: 'boolean' } }, [
      'byAdmin',
    ]),
  },
  'listing.reinstated': {
    summary: 'Salone put a held listing back in the catalogue',
    data: object({ listing: ref('WebhookListing'), organisationId }),
  },
  'listing.review_requested': {
    summary: 'You asked Salone to review a held listing',
    data: object({ listing: listingWithReason, organisationId, note: { type: 'string' } }),
  },
  'listing.review_refused': {
    summary: 'Salone refused to reinstate a held listing, with a reason; it stays held',
    data: object({ listing: ref('WebhookListing'), organisationId, reason: { type: 'string' } }, [
      'reason',
    ]),
  },
  'review.created': {
    summary: 'A traveller reviewed one of your listings',
    data: object({ review: ref('WebhookReview'), organisationId }),
  },
} as const satisfies Record<string, WebhookEventSpec>;

/** The test event an owner sends to one endpoint (never subscribed to). */
export const WEBHOOK_TEST_EVENT: WebhookEventSpec = {
  summary: 'A test event, sent on request to one endpoint',
  data: object({
    organisationId,
    message: { type: 'string', example: 'A test event from Salone' },
  }),
};

export type WebhookEventName = keyof typeof WEBHOOK_EVENTS;

/** The component name of an event's schema: `booking.created` is `BookingCreatedEvent`. */
export const eventSchemaName = (type: string): string =>
  `${type
    .split(/[._]/)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')}Event`;

/** The whole event (the body a delivery POSTs) of a type. */
export function eventSchema(type: string, spec: WebhookEventSpec): Schema {
  return {
    ...object({
      id: {
        type: 'string',
        format: 'uuid',
        description: 'The event’s id, also in the `Salone-Event-Id` header',
      },
      type: { type: 'string', enum: [type] },
      createdAt: { type: 'string', format: 'date-time', description: 'When it happened' },
      data: spec.data,
    }),
    description: spec.summary,
  };
}

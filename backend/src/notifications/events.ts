import { WEBHOOK_EVENTS, type WebhookEventName } from './webhooks/webhook-events.js';

/**
 * The domain events the outbox carries. Each is written in the transaction of the change it
 * reports, with a snapshot of what its messages need, so a message never reads state that
 * changed after the event.
 */

/** What every booking event carries: the booking as it was when the event happened. */
export interface BookingSnapshot {
  id: string;
  reference: string;
  serviceType: string;
  serviceName: string;
  customerName: string;
  customerEmail: string;
  /** The e-mail of the account that booked (may differ from the customer's). */
  accountEmail: string | null;
  guests: number;
  startDate: string;
  endDate: string | null;
  /**
   * When the service begins and ends (check-in and check-out times, tour start and end, ...);
   * absent from events written before these were kept: then startDate and endDate.
   */
  startsAt?: string;
  endsAt?: string;
  /** The organisation as travellers reach it, as the voucher shows it; absent: unknown. */
  operator?: { name: string; phone: string; email: string } | null;
  totalAmountUsd: number;
  status: string;
  holdExpiresAt: string | null;
  freeCancellationUntil: string | null;
  /** The listing's contact address, where the operator reads new bookings; null: none known. */
  operatorEmail: string | null;
  /** The booking's contact phone (E.164), where its SMS go; null: none. */
  customerPhone: string | null;
  /** The language of the account that booked (`en`, `kri`, `fr`): its SMS are written in it. */
  locale: string;
  /** The organisation's phone, when it chose to hear of new bookings by SMS; null: not. */
  operatorSmsPhone: string | null;
  /**
   * The members who chose the 'New booking' and cancellation e-mails, and the 'New booking'
   * SMS (verified phones); absent from events written before members chose.
   */
  memberEmails?: string[];
  memberSmsPhones?: string[];
  /** The organisation that runs the listing (its webhooks hear of the booking). */
  organisationId: number | null;
  /** Per-type details (room type, ticket category, pickup location, ...). */
  details: Record<string, unknown>;
  /**
   * The booking as its organisation reads it over the API (`GET …/bookings/{id}`): what
   * webhooks send as `booking` from version 2026-12-07. Absent from events written before.
   */
  partner?: Record<string, unknown>;
}

export interface PaymentSnapshot {
  id: string;
  ussdCode: string;
  amountUsd: number;
  amountSle: number;
  expiresAt: string;
}

/** What an e-mail to an account carries: to whom, the link, and in which language. */
export interface AccountMail {
  email: string;
  firstName: string;
  link: string;
  locale?: string;
}

/** A review as its events carry it (webhooks hear of it; no author address). */
export interface ReviewSnapshot {
  id: string;
  bookingReference: string;
  listing: { kind: string; id: number; name: string };
  authorName: string;
  overall: number;
  subScores: Record<string, number>;
  text: string | null;
  photoCount: number;
  createdAt: string;
}

/** What the e-mails about a traveller's review carry: to whom, in which language, of what. */
export interface ReviewMail {
  email: string;
  firstName: string;
  locale: string;
  reference: string;
  serviceName: string;
  /** The traveller's dashboard, where the review is written. */
  link: string;
}

export interface DomainEvents {
  'booking.created': { booking: BookingSnapshot };
  /** A USSD code was issued for the booking: the "booking received" e-mail carries it. */
  'booking.payment_requested': { booking: BookingSnapshot; payment: PaymentSnapshot };
  'booking.confirmed': { booking: BookingSnapshot; payment: PaymentSnapshot | null };
  'booking.cancelled': {
    booking: BookingSnapshot;
    cancelledBy: 'traveller' | 'operator';
    reason: string | null;
    /** Dollars to give back, when the booking had been paid. */
    refundDueUsd: number | null;
    /** The booking was confirmed (paid) before it was cancelled. */
    wasConfirmed: boolean;
  };
  'booking.expired': { booking: BookingSnapshot };
  'booking.checked_in': { booking: BookingSnapshot };
  'payment.failed': { booking: BookingSnapshot; payment: PaymentSnapshot; reason: string };
  'operator.applied': {
    organisation: { id: string; name: string; contactEmail: string | null };
    applicantEmail: string;
    adminEmails: string[];
  };
  /** `operatorEmails`: the organisation's owners and contact address, when the event was written. */
  'operator.approved': {
    organisation: { id: string; name: string; contactEmail: string | null };
    operatorEmails?: string[];
  };
  'operator.suspended': {
    organisation: { id: string; name: string; contactEmail: string | null };
    reason: string | null;
    operatorEmails?: string[];
  };
  'operator.rejected': {
    organisation: { id: string; name: string; contactEmail: string | null };
    reason: string;
    operatorEmails: string[];
  };
  /** The admin asked the applicant for changes (`note`); the applicant resubmits. */
  'operator.changes_requested': {
    organisation: { id: string; name: string; contactEmail: string | null };
    note: string;
    operatorEmails: string[];
  };
  /**
   * An owner invited `email` to the organisation's staff. `existingAccount`: the account was
   * added at once; otherwise it joins when it signs up (or in) with that address, verified.
   */
  'member.invited': {
    organisation: { id: number; name: string };
    email: string;
    invitedByEmail: string;
    existingAccount: boolean;
  };
  'listing.published': {
    listing: { kind: string; id: number; name: string };
    organisationId: number;
  };
  /**
   * `byAdmin`: an admin took it out of the catalogue (it is held until reinstated);
   * `operatorEmails`: who is told by e-mail (none when the operator did it).
   */
  'listing.unpublished': {
    listing: { kind: string; id: number; name: string; reason: string | null };
    organisationId: number;
    byAdmin?: boolean;
    operatorEmails?: string[];
  };
  /** An admin put a held listing back in the catalogue. */
  'listing.reinstated': {
    listing: { kind: string; id: number; name: string };
    organisationId: number;
    operatorEmails: string[];
  };
  /** The operator of a held listing asked the admins for a review, with a note (a webhook). */
  'listing.review_requested': {
    listing: { kind: string; id: number; name: string; reason: string };
    organisationId: number;
    note: string;
  };
  /** The same request, as the admins' e-mail (never a webhook: it names the admins). */
  'admin.review_requested': {
    listing: { kind: string; id: number; name: string; reason: string };
    organisationName: string;
    note: string;
    adminEmails: string[];
  };
  /** An admin refused to reinstate a held listing, with a reason; it stays held. */
  'listing.review_refused': {
    listing: { kind: string; id: number; name: string };
    organisationId: number;
    reason: string;
    operatorEmails: string[];
  };
  /**
   * The evening digest of tomorrow's arrivals, to one member who chose it (never a webhook:
   * `email` is the member's).
   */
  'member.arrivals_digest': {
    email: string;
    organisation: { id: number; name: string };
    /** The day of the arrivals (YYYY-MM-DD). */
    date: string;
    arrivals: {
      reference: string;
      bookingId: string;
      serviceName: string;
      customerName: string;
      customerPhone: string | null;
      guests: number;
      roomType: string | null;
      specialRequests: string | null;
    }[];
  };
  /** An endpoint kept failing and was paused; its organisation's owners are e-mailed. */
  'webhook.paused': {
    organisationId: number;
    endpoint: { id: string; url: string };
    failures: number;
    failingSince: string;
    lastError: string;
    ownerEmails: string[];
  };
  /** A booking is over: its traveller is asked for a review (the day after it ended). */
  'review.requested': ReviewMail & { until: string };
  'review.created': { review: ReviewSnapshot; organisationId: number };
  /** An admin hid a review: its author is told why. */
  'review.hidden': ReviewMail & { reason: string };
  /** `locale`: the account's language (`users.locale`), its e-mail's; English when absent. */
  'account.email_verification_requested': AccountMail;
  'account.password_reset_requested': AccountMail;
  /** Someone signed up with an address that already has an account; `link`: sign in. */
  'account.sign_up_attempted': AccountMail;
}

export type DomainEventType = keyof DomainEvents;

export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  type: T;
  aggregateType:
    'booking' | 'payment' | 'organisation' | 'listing' | 'account' | 'member' | 'review';
  aggregateId: string;
  payload: DomainEvents[T];
}

/**
 * The events an organisation's webhook endpoint may subscribe to: the table of their schemas
 * (webhooks/webhook-events.ts) names them.
 */
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventName[];
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The organisation an event concerns, whose webhooks hear of it; null: none. */
export function organisationOf(event: DomainEvent): number | null {
  const payload = event.payload as {
    booking?: { organisationId?: number | null };
    organisationId?: number;
  };
  return payload.booking?.organisationId ?? payload.organisationId ?? null;
}

import { serviceTimes } from '@salone/booking-rules';
import type { BookingSnapshot, DomainEvent, DomainEvents, PaymentSnapshot } from '../events.js';
import { smsDate, smsTime } from '../sms/sms-texts.js';
import { bookingCalendar } from './booking-calendar.js';
import {
  emailLocale,
  emailTexts,
  partnerText,
  type EmailKey,
  type EmailLocale,
  type EmailTexts,
} from './email-texts.js';
import { button, code, facts, paragraph, renderBody, type Block } from './layout.js';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** An e-mail ready for any transport. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export interface TemplateContext {
  /** Where travellers reach the web app; links point there. */
  publicUrl: string;
}

const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const sle = (amount: number) =>
  `SLE ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const DAY: Intl.DateTimeFormatOptions = {
  timeZone: 'Africa/Freetown',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};
/** The runtime's dates have no Krio: a Krio date is the day, the Krio month and the year. */
const INTL_DATE: Record<Exclude<EmailLocale, 'kri'>, string> = { en: 'en-GB', fr: 'fr-FR' };
const kriDate = (iso: string) => `${smsDate(iso, 'kri')} ${new Date(iso).getUTCFullYear()}`;

/** A day without its time, in the recipient's language. */
const date = (iso: string, locale: EmailLocale) =>
  locale === 'kri' ? kriDate(iso) : new Date(iso).toLocaleDateString(INTL_DATE[locale], DAY);

/** Sierra Leone keeps GMT all year: times are written in UTC and say so. */
const dateTime = (iso: string, locale: EmailLocale) =>
  (locale === 'kri'
    ? `${kriDate(iso)}, ${smsTime(iso)}`
    : new Date(iso).toLocaleString(INTL_DATE[locale], {
        ...DAY,
        hour: '2-digit',
        minute: '2-digit',
      })) + ' GMT';

/**
 * From when to when the service runs, with its times: "Sat 20 Dec 2026, 14:00 GMT - Tue 23 Dec
 * 2026, 11:00 GMT" (check-in to check-out, pickup to return), or "Sat 20 Dec 2026, 08:00 GMT -
 * 12:00 GMT" within one day (a tour, an event, a viewing).
 */
export function when(booking: BookingSnapshot, locale: EmailLocale = 'en'): string {
  const fallback = serviceTimes({ ...booking, metadata: {} });
  const startsAt = booking.startsAt ?? fallback.startsAt;
  const endsAt = booking.endsAt ?? fallback.endsAt;
  const sameDay = startsAt.slice(0, 10) === endsAt.slice(0, 10);
  return emailTexts(locale)('date.range', {
    start: dateTime(startsAt, locale),
    end: sameDay ? `${smsTime(endsAt)} GMT` : dateTime(endsAt, locale),
  });
}

const SERVICES = ['hotel', 'event', 'car', 'tour', 'real_estate'];

function what(booking: BookingSnapshot, t: EmailTexts, locale: EmailLocale): [string, string][] {
  const d = booking.details;
  const service = SERVICES.includes(booking.serviceType)
    ? t(`service.${booking.serviceType}` as EmailKey)
    : t('service.other');
  const rows: [string, string | null][] = [
    [t('fact.booking'), t('fact.bookingValue', { service, name: booking.serviceName })],
    [t('fact.reference'), booking.reference],
    [t('fact.when'), when(booking, locale)],
    typeof d.roomType === 'string' ? [t('fact.room'), d.roomType] : ['', null],
    Array.isArray(d.tickets)
      ? [
          t('fact.tickets'),
          (d.tickets as { category: string; quantity: number }[])
            .map((line) =>
              t('fact.ticketsValue', { guests: line.quantity, category: line.category }),
            )
            .join(', '),
        ]
      : typeof d.ticketCategory === 'string'
        ? [
            t('fact.tickets'),
            t('fact.ticketsValue', { guests: booking.guests, category: d.ticketCategory }),
          ]
        : ['', null],
    typeof d.pickupLocation === 'string' ? [t('fact.pickup'), d.pickupLocation] : ['', null],
    booking.serviceType === 'hotel' || booking.serviceType === 'tour'
      ? [
          booking.serviceType === 'tour' ? t('fact.participants') : t('fact.guests'),
          String(booking.guests),
        ]
      : ['', null],
    [t('fact.name'), booking.customerName],
    booking.operator
      ? [
          t('fact.contact'),
          `${booking.operator.name}, ${booking.operator.phone}, ${booking.operator.email}`,
        ]
      : ['', null],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

const bookingLink = (context: TemplateContext) => `${context.publicUrl}/dashboard`;

function message(
  to: string,
  locale: EmailLocale,
  subject: string,
  heading: string,
  blocks: Block[],
): MailMessage {
  const t = emailTexts(locale);
  return {
    to,
    subject,
    ...renderBody(heading, blocks, {
      lang: locale,
      brand: t('frame.brand'),
      footer: t('frame.footer'),
    }),
    attachments: [],
  };
}

/** Both amounts of a payment: `SLE 1,125.00 ($50.00)`. */
const paid = (t: EmailTexts, booking: BookingSnapshot, payment: PaymentSnapshot | null) =>
  payment
    ? t('money.both', { sle: sle(payment.amountSle), usd: usd(payment.amountUsd) })
    : usd(booking.totalAmountUsd);

// ---------------------------------------------------------------------------------------
// Traveller: in the language of the account that booked (or that the e-mail is for).

export function bookingReceived(
  to: string,
  { booking, payment }: DomainEvents['booking.payment_requested'],
  context: TemplateContext,
): MailMessage {
  const locale = emailLocale(booking.locale);
  const t = emailTexts(locale);
  const names = { name: booking.serviceName, reference: booking.reference };
  return message(to, locale, t('received.subject', names), t('received.heading'), [
    paragraph(t('frame.hello', { name: booking.customerName })),
    paragraph(t('received.created', { ussd: payment.ussdCode })),
    code(t('received.dial'), payment.ussdCode),
    facts([
      ...what(booking, t, locale),
      [t('fact.amount'), paid(t, booking, payment)],
      [t('fact.payBefore'), dateTime(payment.expiresAt, locale)],
    ]),
    paragraph(t('received.hold', { until: dateTime(payment.expiresAt, locale) })),
    button(t('action.bookings'), bookingLink(context)),
  ]);
}

export function bookingConfirmed(
  to: string,
  { booking, payment }: DomainEvents['booking.confirmed'],
  context: TemplateContext,
): MailMessage {
  const locale = emailLocale(booking.locale);
  const t = emailTexts(locale);
  const voucher = `${context.publicUrl}/bookings/${encodeURIComponent(booking.reference)}`;
  const names = { name: booking.serviceName, reference: booking.reference };
  const mail = message(to, locale, t('confirmed.subject', names), t('confirmed.heading'), [
    paragraph(t('frame.hello', { name: booking.customerName })),
    paragraph(t('confirmed.thanks', { reference: booking.reference })),
    facts([
      ...what(booking, t, locale),
      [t('fact.paid'), paid(t, booking, payment)],
      [
        t('fact.freeCancellationUntil'),
        booking.freeCancellationUntil ? dateTime(booking.freeCancellationUntil, locale) : null,
      ],
    ]),
    button(t('confirmed.voucher'), voucher),
    paragraph(t('confirmed.calendar', { file: `${booking.reference}.ics` })),
  ]);
  mail.attachments.push({
    filename: `${booking.reference}.ics`,
    content: bookingCalendar(booking, voucher),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  });
  return mail;
}

export function bookingCancelled(
  to: string,
  event: DomainEvents['booking.cancelled'],
  context: TemplateContext,
): MailMessage {
  const { booking } = event;
  const locale = emailLocale(booking.locale);
  const t = emailTexts(locale);
  const byOperator = event.cancelledBy === 'operator';
  const names = { name: booking.serviceName, reference: booking.reference };
  return message(
    to,
    locale,
    t('cancelled.subject', names),
    byOperator ? t('cancelled.headingByOperator') : t('cancelled.heading'),
    [
      paragraph(t('frame.hello', { name: booking.customerName })),
      paragraph(
        byOperator
          ? t('cancelled.byOperator', { reference: booking.reference })
          : t('cancelled.byTraveller', { reference: booking.reference }),
      ),
      facts([...what(booking, t, locale), [t('fact.reason'), event.reason]]),
      paragraph(
        event.refundDueUsd !== null
          ? t('cancelled.refund', { amount: usd(event.refundDueUsd) })
          : t('cancelled.unpaid'),
      ),
      button(t('action.bookings'), bookingLink(context)),
    ],
  );
}

export function bookingExpired(
  to: string,
  { booking }: DomainEvents['booking.expired'],
  context: TemplateContext,
): MailMessage {
  const locale = emailLocale(booking.locale);
  const t = emailTexts(locale);
  const names = { name: booking.serviceName, reference: booking.reference };
  return message(to, locale, t('expired.subject', names), t('expired.heading'), [
    paragraph(t('frame.hello', { name: booking.customerName })),
    paragraph(t('expired.body', { reference: booking.reference })),
    facts(what(booking, t, locale)),
    paragraph(t('expired.again')),
    button(t('expired.book'), `${context.publicUrl}/`),
  ]);
}

// ---------------------------------------------------------------------------------------
// Operator: in English, the partner portal's language.

/** The traveller's special requests ("Late arrival ~23:00"), when they wrote any. */
const specialRequests = (booking: BookingSnapshot): string | null => {
  const value = booking.details.specialRequests;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

export function operatorNewBooking(
  to: string,
  { booking, payment }: DomainEvents['booking.confirmed'],
  context: TemplateContext,
): MailMessage {
  const t = emailTexts('en');
  const names = { name: booking.serviceName, reference: booking.reference };
  return message(
    to,
    'en',
    partnerText('newBooking.subject', names),
    partnerText('newBooking.heading'),
    [
      paragraph(partnerText('newBooking.body', { name: booking.serviceName })),
      facts([
        ...what(booking, t, 'en'),
        [partnerText('fact.email'), booking.customerEmail],
        [partnerText('fact.phone'), booking.customerPhone],
        [partnerText('fact.specialRequests'), specialRequests(booking)],
        [t('fact.paid'), paid(t, booking, payment)],
      ]),
      paragraph(
        booking.customerPhone
          ? partnerText('newBooking.prepare', {
              reference: booking.reference,
              phone: booking.customerPhone,
            })
          : partnerText('newBooking.prepareNoPhone', { reference: booking.reference }),
      ),
      button(partnerText('action.partnerPortal'), `${context.publicUrl}/partner`),
    ],
  );
}

export function operatorCancellation(
  to: string,
  event: DomainEvents['booking.cancelled'],
  context: TemplateContext,
): MailMessage {
  const { booking } = event;
  const t = emailTexts('en');
  const names = { name: booking.serviceName, reference: booking.reference };
  return message(
    to,
    'en',
    partnerText('cancellation.subject', names),
    partnerText('cancellation.heading'),
    [
      paragraph(
        event.cancelledBy === 'operator'
          ? partnerText('cancellation.byOperator', { reference: booking.reference })
          : partnerText('cancellation.byTraveller', { reference: booking.reference }),
      ),
      facts([
        ...what(booking, t, 'en'),
        [t('fact.reason'), event.reason],
        [
          partnerText('fact.refundDue'),
          event.refundDueUsd !== null ? usd(event.refundDueUsd) : null,
        ],
      ]),
      button(partnerText('action.partnerPortal'), `${context.publicUrl}/partner`),
    ],
  );
}

// ---------------------------------------------------------------------------------------
// Admins (English) and accounts (the account's language)

export function adminOperatorApplication(
  to: string,
  { organisation, applicantEmail }: DomainEvents['operator.applied'],
  context: TemplateContext,
): MailMessage {
  return message(
    to,
    'en',
    partnerText('application.subject', { name: organisation.name }),
    partnerText('application.heading'),
    [
      paragraph(partnerText('application.body', { name: organisation.name })),
      facts([
        [partnerText('fact.organisation'), organisation.name],
        [partnerText('fact.applicant'), applicantEmail],
        [partnerText('fact.contact'), organisation.contactEmail],
      ]),
      button(partnerText('application.review'), `${context.publicUrl}/admin`),
    ],
  );
}

export function webhookPaused(
  to: string,
  { endpoint, failures, failingSince, lastError }: DomainEvents['webhook.paused'],
  context: TemplateContext,
): MailMessage {
  return message(
    to,
    'en',
    partnerText('paused.subject', { url: endpoint.url }),
    partnerText('paused.heading'),
    [
      paragraph(partnerText('paused.body', { url: endpoint.url, failures })),
      facts([
        [partnerText('fact.endpoint'), endpoint.url],
        [partnerText('fact.failingSince'), dateTime(failingSince, 'en')],
        [partnerText('fact.lastError'), lastError],
      ]),
      paragraph(partnerText('paused.resume')),
      button(partnerText('action.partnerPortal'), `${context.publicUrl}/partner`),
    ],
  );
}

type OrganisationRef = { id: string; name: string; contactEmail: string | null };
const portal = (context: TemplateContext) => `${context.publicUrl}/partner`;

/** One e-mail to an operator: a heading, a paragraph, facts and the partner portal's button. */
function operatorMail(
  to: string,
  subject: string,
  heading: string,
  body: string,
  rows: [string, string | null][],
  action: [string, string],
): MailMessage {
  const shown = rows.filter((row) => Boolean(row[1]));
  return message(to, 'en', subject, heading, [
    paragraph(body),
    ...(shown.length > 0 ? [facts(shown)] : []),
    button(action[0], action[1]),
  ]);
}

export function operatorApproved(
  to: string,
  { organisation }: { organisation: OrganisationRef },
  context: TemplateContext,
): MailMessage {
  const names = { name: organisation.name };
  return operatorMail(
    to,
    partnerText('approved.subject', names),
    partnerText('approved.heading'),
    partnerText('approved.body', names),
    [],
    [partnerText('action.partnerPortal'), portal(context)],
  );
}

export function operatorRejected(
  to: string,
  { organisation, reason }: DomainEvents['operator.rejected'],
  context: TemplateContext,
): MailMessage {
  const names = { name: organisation.name };
  return operatorMail(
    to,
    partnerText('rejected.subject', names),
    partnerText('rejected.heading'),
    partnerText('rejected.body', names),
    [[emailTexts('en')('fact.reason'), reason]],
    [partnerText('action.partnerPortal'), portal(context)],
  );
}

export function operatorChangesRequested(
  to: string,
  { organisation, note }: DomainEvents['operator.changes_requested'],
  context: TemplateContext,
): MailMessage {
  const names = { name: organisation.name };
  return operatorMail(
    to,
    partnerText('changes.subject', names),
    partnerText('changes.heading'),
    partnerText('changes.body', names),
    [[partnerText('fact.note'), note]],
    [partnerText('action.partnerPortal'), portal(context)],
  );
}

export function operatorSuspended(
  to: string,
  { organisation, reason }: DomainEvents['operator.suspended'],
  context: TemplateContext,
): MailMessage {
  const names = { name: organisation.name };
  return operatorMail(
    to,
    partnerText('suspended.subject', names),
    partnerText('suspended.heading'),
    partnerText('suspended.body', names),
    [[emailTexts('en')('fact.reason'), reason]],
    [partnerText('action.partnerPortal'), portal(context)],
  );
}

const listingLink = (context: TemplateContext, listing: { kind: string; id: number }) =>
  `${context.publicUrl}/partner/listings/${listing.kind}/${listing.id}`;

export function listingUnpublished(
  to: string,
  { listing }: DomainEvents['listing.unpublished'],
  context: TemplateContext,
): MailMessage {
  const names = { name: listing.name };
  return operatorMail(
    to,
    partnerText('unpublished.subject', names),
    partnerText('unpublished.heading'),
    partnerText('unpublished.body', names),
    [
      [partnerText('fact.listing'), listing.name],
      [emailTexts('en')('fact.reason'), listing.reason],
    ],
    [partnerText('action.partnerPortal'), listingLink(context, listing)],
  );
}

export function listingReinstated(
  to: string,
  { listing }: DomainEvents['listing.reinstated'],
  context: TemplateContext,
): MailMessage {
  const names = { name: listing.name };
  return operatorMail(
    to,
    partnerText('reinstated.subject', names),
    partnerText('reinstated.heading'),
    partnerText('reinstated.body', names),
    [[partnerText('fact.listing'), listing.name]],
    [partnerText('action.partnerPortal'), listingLink(context, listing)],
  );
}

export function listingReviewRefused(
  to: string,
  { listing, reason }: DomainEvents['listing.review_refused'],
  context: TemplateContext,
): MailMessage {
  const names = { name: listing.name };
  return operatorMail(
    to,
    partnerText('reviewRefused.subject', names),
    partnerText('reviewRefused.heading'),
    partnerText('reviewRefused.body', names),
    [
      [partnerText('fact.listing'), listing.name],
      [emailTexts('en')('fact.reason'), reason],
    ],
    [partnerText('action.partnerPortal'), listingLink(context, listing)],
  );
}

/** One member's digest of tomorrow's arrivals: who, their phone, what they asked for. */
export function arrivalsDigest(
  to: string,
  { organisation, date, arrivals }: DomainEvents['member.arrivals_digest'],
  context: TemplateContext,
): MailMessage {
  const values = { organisation: organisation.name, count: arrivals.length };
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return message(to, 'en', partnerText('digest.subject', values), partnerText('digest.heading'), [
    paragraph(partnerText('digest.body', { ...values, date: day })),
    ...arrivals.map((arrival) =>
      facts([
        [partnerText('digest.reference'), arrival.reference],
        [
          partnerText('fact.listing'),
          arrival.roomType ? `${arrival.serviceName} (${arrival.roomType})` : arrival.serviceName,
        ],
        [partnerText('digest.guest'), arrival.customerName],
        [partnerText('fact.phone'), arrival.customerPhone],
        [partnerText('digest.guests'), String(arrival.guests)],
        [partnerText('fact.specialRequests'), arrival.specialRequests],
      ]),
    ),
    button(partnerText('action.partnerPortal'), `${context.publicUrl}/partner/bookings`),
    paragraph(partnerText('digest.stop')),
  ]);
}

export function adminReviewRequested(
  to: string,
  { listing, organisationName, note }: DomainEvents['admin.review_requested'],
  context: TemplateContext,
): MailMessage {
  return operatorMail(
    to,
    partnerText('reviewRequested.subject', { name: listing.name }),
    partnerText('reviewRequested.heading'),
    partnerText('reviewRequested.body', { name: listing.name, organisation: organisationName }),
    [
      [partnerText('fact.organisation'), organisationName],
      [partnerText('fact.listing'), listing.name],
      [emailTexts('en')('fact.reason'), listing.reason],
      [partnerText('fact.note'), note],
    ],
    [partnerText('reviewRequested.review'), `${context.publicUrl}/admin/held-listings`],
  );
}

/**
 * The staff invitation. Its link works either way: an existing account was added at once and
 * signs in; a new one creates its account with the invited address (the sign-up form filled
 * in) and joins when the address is verified.
 */
export function memberInvited(
  to: string,
  { organisation, email, invitedByEmail, existingAccount }: DomainEvents['member.invited'],
  context: TemplateContext,
): MailMessage {
  const values = { organisation: organisation.name, inviter: invitedByEmail, email };
  const link = existingAccount
    ? portal(context)
    : `${context.publicUrl}/login?tab=register&email=${encodeURIComponent(email)}`;
  return operatorMail(
    to,
    partnerText('invited.subject', values),
    partnerText('invited.heading', values),
    existingAccount
      ? partnerText('invited.bodyExisting', values)
      : partnerText('invited.bodyNew', values),
    [[partnerText('fact.organisation'), organisation.name]],
    [
      existingAccount ? partnerText('invited.buttonExisting') : partnerText('invited.buttonNew'),
      link,
    ],
  );
}

export function verifyEmail(
  to: string,
  { firstName, link, locale: accountLocale }: DomainEvents['account.email_verification_requested'],
): MailMessage {
  const locale = emailLocale(accountLocale);
  const t = emailTexts(locale);
  return message(to, locale, t('verify.title'), t('verify.title'), [
    paragraph(t('frame.hello', { name: firstName })),
    paragraph(t('verify.body')),
    button(t('verify.button'), link),
    paragraph(t('verify.ignore')),
  ]);
}

export function resetPassword(
  to: string,
  { firstName, link, locale: accountLocale }: DomainEvents['account.password_reset_requested'],
): MailMessage {
  const locale = emailLocale(accountLocale);
  const t = emailTexts(locale);
  return message(to, locale, t('reset.title'), t('reset.title'), [
    paragraph(t('frame.hello', { name: firstName })),
    paragraph(t('reset.body')),
    button(t('reset.button'), link),
    paragraph(t('reset.ignore')),
  ]);
}

export function accountExists(
  to: string,
  { firstName, link, locale: accountLocale }: DomainEvents['account.sign_up_attempted'],
): MailMessage {
  const locale = emailLocale(accountLocale);
  const t = emailTexts(locale);
  return message(to, locale, t('exists.subject'), t('exists.heading'), [
    paragraph(t('frame.hello', { name: firstName })),
    paragraph(t('exists.body')),
    paragraph(t('exists.signIn')),
    button(t('exists.button'), link),
    paragraph(t('exists.ignore')),
  ]);
}

export function reviewRequest(to: string, payload: DomainEvents['review.requested']): MailMessage {
  const locale = emailLocale(payload.locale);
  const t = emailTexts(locale);
  const names = { name: payload.serviceName, reference: payload.reference };
  return message(to, locale, t('reviewRequest.subject', names), t('reviewRequest.heading'), [
    paragraph(t('frame.hello', { name: payload.firstName })),
    paragraph(t('reviewRequest.body', names)),
    paragraph(t('reviewRequest.until', { until: date(payload.until, locale) })),
    button(t('reviewRequest.button'), payload.link),
  ]);
}

export function reviewHidden(to: string, payload: DomainEvents['review.hidden']): MailMessage {
  const locale = emailLocale(payload.locale);
  const t = emailTexts(locale);
  const names = { name: payload.serviceName, reference: payload.reference };
  return message(to, locale, t('reviewHidden.subject', names), t('reviewHidden.heading'), [
    paragraph(t('frame.hello', { name: payload.firstName })),
    paragraph(t('reviewHidden.body', names)),
    facts([[t('fact.reason'), payload.reason]]),
    button(t('action.bookings'), payload.link),
  ]);
}

// ---------------------------------------------------------------------------------------
// Routing: which e-mails an event causes

/** The templates, by the name stored in a delivery's target. */
export const TEMPLATES = {
  booking_received: bookingReceived,
  booking_confirmed: bookingConfirmed,
  booking_cancelled: bookingCancelled,
  booking_expired: bookingExpired,
  operator_new_booking: operatorNewBooking,
  operator_cancellation: operatorCancellation,
  admin_operator_application: adminOperatorApplication,
  webhook_paused: webhookPaused,
  operator_approved: operatorApproved,
  operator_rejected: operatorRejected,
  operator_changes_requested: operatorChangesRequested,
  operator_suspended: operatorSuspended,
  listing_unpublished: listingUnpublished,
  listing_reinstated: listingReinstated,
  listing_review_refused: listingReviewRefused,
  admin_review_requested: adminReviewRequested,
  member_invited: memberInvited,
  arrivals_digest: arrivalsDigest,
  verify_email: verifyEmail,
  reset_password: resetPassword,
  account_exists: accountExists,
  review_request: reviewRequest,
  review_hidden: reviewHidden,
} as const;

export type TemplateName = keyof typeof TEMPLATES;

export interface MailRoute {
  template: TemplateName;
  to: string;
}

/** The traveller's addresses: the one on the booking form and the account's, once each. */
function travellers(booking: BookingSnapshot): string[] {
  const addresses = [booking.customerEmail, booking.accountEmail]
    .filter((a): a is string => Boolean(a))
    .map((a) => a.trim().toLowerCase());
  return [...new Set(addresses)];
}

const each = (template: TemplateName, addresses: (string | null | undefined)[]): MailRoute[] =>
  [...new Set(addresses.filter((a): a is string => Boolean(a)).map((a) => a.toLowerCase()))].map(
    (to) => ({ template, to }),
  );

/** The e-mails one event causes, decided when the event is written. */
export function mailRoutes(event: DomainEvent): MailRoute[] {
  switch (event.type) {
    case 'booking.payment_requested': {
      const { booking } = event.payload as DomainEvents['booking.payment_requested'];
      return each('booking_received', travellers(booking));
    }
    case 'booking.confirmed': {
      const { booking } = event.payload as DomainEvents['booking.confirmed'];
      return [
        ...each('booking_confirmed', travellers(booking)),
        ...each('operator_new_booking', [booking.operatorEmail, ...(booking.memberEmails ?? [])]),
      ];
    }
    case 'booking.cancelled': {
      const payload = event.payload as DomainEvents['booking.cancelled'];
      return [
        ...each('booking_cancelled', travellers(payload.booking)),
        // The operator heard of the booking when it was confirmed; unpaid ones never reached it.
        ...(payload.wasConfirmed
          ? each('operator_cancellation', [
              payload.booking.operatorEmail,
              ...(payload.booking.memberEmails ?? []),
            ])
          : []),
      ];
    }
    case 'booking.expired': {
      const { booking } = event.payload as DomainEvents['booking.expired'];
      return each('booking_expired', travellers(booking));
    }
    case 'operator.applied': {
      const { adminEmails } = event.payload as DomainEvents['operator.applied'];
      return each('admin_operator_application', adminEmails);
    }
    case 'webhook.paused': {
      const { ownerEmails } = event.payload as DomainEvents['webhook.paused'];
      return each('webhook_paused', ownerEmails);
    }
    case 'operator.approved': {
      const { organisation, operatorEmails } = event.payload as DomainEvents['operator.approved'];
      return each('operator_approved', [...(operatorEmails ?? []), organisation.contactEmail]);
    }
    case 'operator.rejected': {
      const { organisation, operatorEmails } = event.payload as DomainEvents['operator.rejected'];
      return each('operator_rejected', [...operatorEmails, organisation.contactEmail]);
    }
    case 'operator.changes_requested': {
      const payload = event.payload as DomainEvents['operator.changes_requested'];
      return each('operator_changes_requested', [
        ...payload.operatorEmails,
        payload.organisation.contactEmail,
      ]);
    }
    case 'operator.suspended': {
      const { organisation, operatorEmails } = event.payload as DomainEvents['operator.suspended'];
      // Events written before the owners were named told nobody; keep it so.
      return operatorEmails
        ? each('operator_suspended', [...operatorEmails, organisation.contactEmail])
        : [];
    }
    case 'listing.unpublished': {
      const { operatorEmails } = event.payload as DomainEvents['listing.unpublished'];
      return each('listing_unpublished', operatorEmails ?? []);
    }
    case 'listing.reinstated': {
      const { operatorEmails } = event.payload as DomainEvents['listing.reinstated'];
      return each('listing_reinstated', operatorEmails);
    }
    case 'listing.review_refused': {
      const { operatorEmails } = event.payload as DomainEvents['listing.review_refused'];
      return each('listing_review_refused', operatorEmails);
    }
    case 'admin.review_requested': {
      const { adminEmails } = event.payload as DomainEvents['admin.review_requested'];
      return each('admin_review_requested', adminEmails);
    }
    case 'member.arrivals_digest': {
      const { email } = event.payload as DomainEvents['member.arrivals_digest'];
      return each('arrivals_digest', [email]);
    }
    case 'member.invited': {
      const { email } = event.payload as DomainEvents['member.invited'];
      return each('member_invited', [email]);
    }
    case 'account.email_verification_requested': {
      const { email } = event.payload as DomainEvents['account.email_verification_requested'];
      return each('verify_email', [email]);
    }
    case 'account.password_reset_requested': {
      const { email } = event.payload as DomainEvents['account.password_reset_requested'];
      return each('reset_password', [email]);
    }
    case 'account.sign_up_attempted': {
      const { email } = event.payload as DomainEvents['account.sign_up_attempted'];
      return each('account_exists', [email]);
    }
    case 'review.requested': {
      const { email } = event.payload as DomainEvents['review.requested'];
      return each('review_request', [email]);
    }
    case 'review.hidden': {
      const { email } = event.payload as DomainEvents['review.hidden'];
      return each('review_hidden', [email]);
    }
    default:
      return [];
  }
}

/** Renders the e-mail a delivery names. */
export function renderMail(
  template: TemplateName,
  to: string,
  payload: unknown,
  context: TemplateContext,
): MailMessage {
  const render = TEMPLATES[template] as (
    to: string,
    payload: unknown,
    context: TemplateContext,
  ) => MailMessage;
  if (!render) throw new Error(`Unknown e-mail template ${template}`);
  return render(to, payload, context);
}

export type { PaymentSnapshot };

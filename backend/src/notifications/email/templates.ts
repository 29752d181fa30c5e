import type { BookingSnapshot, DomainEvent, DomainEvents, PaymentSnapshot } from '../events.js';
import { bookingCalendar } from './booking-calendar.js';
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

const SERVICE_NOUN: Record<string, string> = {
  hotel: 'Hotel stay',
  event: 'Event tickets',
  car: 'Car rental',
  tour: 'Guided tour',
  real_estate: 'Property viewing',
};

const FOOTER =
  'Salone — Discover Sierra Leone. Freetown, Sierra Leone. Support Mon-Fri 9:00-18:00 GMT; emergency support 24/7.';

const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const sle = (amount: number) =>
  `SLE ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Sierra Leone keeps GMT all year: times are written in UTC and say so. */
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Africa/Freetown',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }) + ' GMT';
const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    timeZone: 'Africa/Freetown',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/** "Sat 14 Mar 2026 - Tue 17 Mar 2026" or the single day (with its time where it has one). */
export function when(booking: BookingSnapshot): string {
  const timed = booking.serviceType === 'event' || booking.serviceType === 'real_estate';
  const start = timed ? dateTime(booking.startDate) : date(booking.startDate);
  const end = booking.endDate ? date(booking.endDate) : null;
  return end && end !== date(booking.startDate) ? `${start} - ${end}` : start;
}

function what(booking: BookingSnapshot): [string, string][] {
  const d = booking.details;
  const rows: [string, string | null][] = [
    ['Booking', `${SERVICE_NOUN[booking.serviceType] ?? 'Booking'}: ${booking.serviceName}`],
    ['Reference', booking.reference],
    ['When', when(booking)],
    typeof d.roomType === 'string' ? ['Room', d.roomType] : ['', null],
    typeof d.ticketCategory === 'string'
      ? ['Tickets', `${booking.guests} x ${d.ticketCategory}`]
      : ['', null],
    typeof d.pickupLocation === 'string' ? ['Pickup', d.pickupLocation] : ['', null],
    booking.serviceType === 'hotel' || booking.serviceType === 'tour'
      ? [booking.serviceType === 'tour' ? 'Participants' : 'Guests', String(booking.guests)]
      : ['', null],
    ['Name', booking.customerName],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

const bookingLink = (context: TemplateContext) => `${context.publicUrl}/dashboard`;

function message(to: string, subject: string, heading: string, blocks: Block[]): MailMessage {
  return { to, subject, ...renderBody(heading, blocks, FOOTER), attachments: [] };
}

// ---------------------------------------------------------------------------------------
// Traveller

export function bookingReceived(
  to: string,
  { booking, payment }: DomainEvents['booking.payment_requested'],
  context: TemplateContext,
): MailMessage {
  return message(
    to,
    `Booking received: ${booking.serviceName} (${booking.reference})`,
    'We have your booking: now complete the payment',
    [
      paragraph(`Hello ${booking.customerName},`),
      paragraph(
        `Your booking has been created. Please use USSD code: ${payment.ussdCode} to complete payment.`,
      ),
      code('Dial this code on your phone (Orange Money or Afrimoney)', payment.ussdCode),
      facts([
        ...what(booking),
        ['Amount', `${sle(payment.amountSle)} (${usd(payment.amountUsd)})`],
        ['Pay before', dateTime(payment.expiresAt)],
      ]),
      paragraph(
        `We hold your booking until ${dateTime(payment.expiresAt)}. If it is not paid by then, the booking expires and what it held is released.`,
      ),
      button('See your bookings', bookingLink(context)),
    ],
  );
}

export function bookingConfirmed(
  to: string,
  { booking, payment }: DomainEvents['booking.confirmed'],
  context: TemplateContext,
): MailMessage {
  const voucher = `${context.publicUrl}/bookings/${encodeURIComponent(booking.reference)}`;
  const mail = message(
    to,
    `Booking confirmed: ${booking.serviceName} (${booking.reference})`,
    'Your booking is confirmed',
    [
      paragraph(`Hello ${booking.customerName},`),
      paragraph(
        `Thank you: we have received your payment and your booking ${booking.reference} is confirmed. Show the reference or your voucher when you arrive.`,
      ),
      facts([
        ...what(booking),
        [
          'Paid',
          payment
            ? `${sle(payment.amountSle)} (${usd(payment.amountUsd)})`
            : usd(booking.totalAmountUsd),
        ],
        [
          'Free cancellation until',
          booking.freeCancellationUntil ? dateTime(booking.freeCancellationUntil) : null,
        ],
      ]),
      button('Open your voucher', voucher),
      paragraph(
        `The attached calendar file (${booking.reference}.ics) adds the booking to your calendar.`,
      ),
    ],
  );
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
  const byOperator = event.cancelledBy === 'operator';
  return message(
    to,
    `Booking cancelled: ${booking.serviceName} (${booking.reference})`,
    byOperator ? 'Your booking was cancelled by the operator' : 'Your booking is cancelled',
    [
      paragraph(`Hello ${booking.customerName},`),
      paragraph(
        byOperator
          ? `We are sorry: the operator has cancelled your booking ${booking.reference}.`
          : `Your booking ${booking.reference} is cancelled, as you asked.`,
      ),
      facts([...what(booking), ['Reason', event.reason]]),
      paragraph(
        event.refundDueUsd !== null
          ? `You paid for this booking: ${usd(event.refundDueUsd)} will be refunded within 5-10 business days.`
          : 'Nothing was paid for this booking, so nothing is charged.',
      ),
      button('See your bookings', bookingLink(context)),
    ],
  );
}

export function bookingExpired(
  to: string,
  { booking }: DomainEvents['booking.expired'],
  context: TemplateContext,
): MailMessage {
  return message(
    to,
    `Booking expired: ${booking.serviceName} (${booking.reference})`,
    'Your booking expired before it was paid',
    [
      paragraph(`Hello ${booking.customerName},`),
      paragraph(
        `We did not receive the payment for booking ${booking.reference} in time, so it has expired and what it held has been released. Nothing was charged.`,
      ),
      facts(what(booking)),
      paragraph('You are welcome to book again while there is availability.'),
      button('Book again', `${context.publicUrl}/`),
    ],
  );
}

// ---------------------------------------------------------------------------------------
// Operator

export function operatorNewBooking(
  to: string,
  { booking, payment }: DomainEvents['booking.confirmed'],
  context: TemplateContext,
): MailMessage {
  return message(
    to,
    `New booking: ${booking.serviceName} (${booking.reference})`,
    'A new confirmed booking',
    [
      paragraph(`A traveller has booked and paid: ${booking.serviceName}.`),
      facts([
        ...what(booking),
        ['E-mail', booking.customerEmail],
        [
          'Paid',
          payment
            ? `${sle(payment.amountSle)} (${usd(payment.amountUsd)})`
            : usd(booking.totalAmountUsd),
        ],
      ]),
      button('Open the partner portal', `${context.publicUrl}/partner`),
    ],
  );
}

export function operatorCancellation(
  to: string,
  event: DomainEvents['booking.cancelled'],
  context: TemplateContext,
): MailMessage {
  const { booking } = event;
  return message(
    to,
    `Booking cancelled: ${booking.serviceName} (${booking.reference})`,
    'A booking was cancelled',
    [
      paragraph(
        event.cancelledBy === 'operator'
          ? `Your organisation cancelled booking ${booking.reference}.`
          : `The traveller cancelled booking ${booking.reference}. What it held is free again.`,
      ),
      facts([
        ...what(booking),
        ['Reason', event.reason],
        ['Refund due', event.refundDueUsd !== null ? usd(event.refundDueUsd) : null],
      ]),
      button('Open the partner portal', `${context.publicUrl}/partner`),
    ],
  );
}

// ---------------------------------------------------------------------------------------
// Admins and accounts

export function adminOperatorApplication(
  to: string,
  { organisation, applicantEmail }: DomainEvents['operator.applied'],
  context: TemplateContext,
): MailMessage {
  return message(
    to,
    `New operator application: ${organisation.name}`,
    'A new operator application',
    [
      paragraph(`${organisation.name} has applied to sell on Salone.`),
      facts([
        ['Organisation', organisation.name],
        ['Applicant', applicantEmail],
        ['Contact', organisation.contactEmail],
      ]),
      button('Review the application', `${context.publicUrl}/admin`),
    ],
  );
}

export function verifyEmail(
  to: string,
  { firstName, link }: DomainEvents['account.email_verification_requested'],
): MailMessage {
  return message(to, 'Verify your e-mail address', 'Verify your e-mail address', [
    paragraph(`Hello ${firstName},`),
    paragraph(
      'Please confirm that this is your e-mail address. You need it to make your first booking.',
    ),
    button('Verify my e-mail address', link),
    paragraph('If you did not create a Salone account, you can ignore this message.'),
  ]);
}

export function resetPassword(
  to: string,
  { firstName, link }: DomainEvents['account.password_reset_requested'],
): MailMessage {
  return message(to, 'Reset your password', 'Reset your password', [
    paragraph(`Hello ${firstName},`),
    paragraph(
      'Someone asked to reset the password of your Salone account. The link works once and for a short time.',
    ),
    button('Choose a new password', link),
    paragraph('If it was not you, ignore this message: your password stays as it is.'),
  ]);
}

export function accountExists(
  to: string,
  { firstName, link }: DomainEvents['account.sign_up_attempted'],
): MailMessage {
  return message(to, 'You already have a Salone account', 'You already have an account', [
    paragraph(`Hello ${firstName},`),
    paragraph(
      'Someone tried to create a Salone account with this e-mail address, which already has one. No new account was made.',
    ),
    paragraph(
      "If it was you, sign in instead; if you forgot your password, choose 'Forgot password?'.",
    ),
    button('Sign in', link),
    paragraph('If it was not you, you can ignore this message: your account is unchanged.'),
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
  verify_email: verifyEmail,
  reset_password: resetPassword,
  account_exists: accountExists,
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
        ...each('operator_new_booking', [booking.operatorEmail]),
      ];
    }
    case 'booking.cancelled': {
      const payload = event.payload as DomainEvents['booking.cancelled'];
      return [
        ...each('booking_cancelled', travellers(payload.booking)),
        // The operator heard of the booking when it was confirmed; unpaid ones never reached it.
        ...(payload.wasConfirmed
          ? each('operator_cancellation', [payload.booking.operatorEmail])
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

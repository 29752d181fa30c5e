import { normalisePhone } from '@salone/booking-rules';
import type { BookingSnapshot, DomainEvent, DomainEvents } from '../events.js';
import type { QueuedSms } from './sms-message.js';
import {
  shorten,
  SMS_FIELD_MAX,
  SMS_LOCALES,
  smsDate,
  smsDateTime,
  smsLeones,
  smsText,
  type SmsLocale,
} from './sms-texts.js';

const localeOf = (booking: BookingSnapshot): SmsLocale =>
  (SMS_LOCALES as readonly string[]).includes(booking.locale)
    ? (booking.locale as SmsLocale)
    : 'en';

const nameOf = (booking: BookingSnapshot) => shorten(booking.serviceName, SMS_FIELD_MAX.name);

/** To the booking's contact phone, in the language of the account that booked. */
function toCustomer(
  booking: BookingSnapshot,
  kind: QueuedSms['kind'],
  text: (locale: SmsLocale) => string,
): QueuedSms[] {
  const to = booking.customerPhone ? normalisePhone(booking.customerPhone) : undefined;
  if (!to) return [];
  return [{ to, kind, text: text(localeOf(booking)), bookingId: booking.id }];
}

/**
 * The SMS a booking event causes, decided and written when the event is: "booking received"
 * with the USSD code and the amount in leones, "confirmed", "cancelled" to the booking's
 * contact phone; "new booking" to the operator that chose SMS (in English, the partner
 * portal's language).
 */
export function bookingSms(event: DomainEvent): QueuedSms[] {
  switch (event.type) {
    case 'booking.payment_requested': {
      const { booking, payment } = event.payload as DomainEvents['booking.payment_requested'];
      return toCustomer(booking, 'booking_received', (locale) =>
        smsText('booking_received', locale, {
          ref: booking.reference,
          name: nameOf(booking),
          amount: smsLeones(payment.amountSle),
          ussd: payment.ussdCode,
          until: smsDateTime(payment.expiresAt, locale),
        }),
      );
    }
    case 'booking.confirmed': {
      const { booking } = event.payload as DomainEvents['booking.confirmed'];
      // The organisation's phone (its choice) and each member's who chose SMS, once each.
      const operators = [
        ...new Set(
          [booking.operatorSmsPhone, ...(booking.memberSmsPhones ?? [])].flatMap((phone) => {
            const normal = phone ? normalisePhone(phone) : null;
            return normal ? [normal] : [];
          }),
        ),
      ];
      const text = smsText('operator_new_booking', 'en', {
        ref: booking.reference,
        name: nameOf(booking),
        date: smsDate(booking.startDate, 'en'),
        guests: booking.guests,
        customer: shorten(booking.customerName, SMS_FIELD_MAX.customer),
      });
      return [
        ...toCustomer(booking, 'booking_confirmed', (locale) =>
          smsText('booking_confirmed', locale, {
            ref: booking.reference,
            name: nameOf(booking),
            date: booking.startsAt
              ? smsDateTime(booking.startsAt, locale)
              : smsDate(booking.startDate, locale),
          }),
        ),
        ...operators.map((to) => ({
          to,
          kind: 'operator_new_booking',
          bookingId: booking.id,
          text,
        })),
      ];
    }
    case 'booking.cancelled': {
      const { booking, refundDueUsd } = event.payload as DomainEvents['booking.cancelled'];
      return toCustomer(booking, 'booking_cancelled', (locale) =>
        smsText('booking_cancelled', locale, {
          ref: booking.reference,
          name: nameOf(booking),
          refund: refundDueUsd !== null,
        }),
      );
    }
    default:
      return [];
  }
}

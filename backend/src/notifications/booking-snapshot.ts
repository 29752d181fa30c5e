import { freeCancellationUntil } from '@salone/booking-rules';
import type { EntityManager } from 'typeorm';
import type { BookingEntity } from '../bookings/entities/booking.entity.js';
import type { PaymentEntity } from '../payments/entities/payment.entity.js';
import type { BookingSnapshot, PaymentSnapshot } from './events.js';

/** Where each kind of listing keeps the contact address its operator reads. */
const OPERATOR_EMAIL_SQL: Partial<Record<string, string>> = {
  event: `SELECT organizer->>'email' AS email FROM events WHERE id = $1`,
  tour: `SELECT operator->>'email' AS email FROM tours WHERE id = $1`,
  real_estate: `SELECT agent->>'email' AS email FROM properties WHERE id = $1`,
};

const DETAIL_KEYS = [
  'roomType',
  'ticketCategory',
  'pickupLocation',
  'returnLocation',
  'pickupTime',
  'tourType',
  'viewingTime',
  'purpose',
];

/** The booking as its messages need it, read inside the transaction that changes it. */
export async function bookingSnapshot(
  manager: EntityManager,
  booking: BookingEntity,
): Promise<BookingSnapshot> {
  const [account] = (await manager.query('SELECT email FROM users WHERE id = $1', [
    booking.userId,
  ])) as { email: string }[];
  const sql = OPERATOR_EMAIL_SQL[booking.serviceType];
  const [operator] = sql
    ? ((await manager.query(sql, [booking.serviceId])) as { email: string | null }[])
    : [];
  const details: Record<string, unknown> = {};
  for (const key of DETAIL_KEYS) {
    if (booking.metadata[key] !== undefined) details[key] = booking.metadata[key];
  }
  return {
    id: booking.id,
    reference: booking.reference,
    serviceType: booking.serviceType,
    serviceName: booking.serviceName,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    accountEmail: account?.email ?? null,
    guests: booking.guests,
    startDate: new Date(booking.startDate).toISOString(),
    endDate: booking.endDate ? new Date(booking.endDate).toISOString() : null,
    totalAmountUsd: booking.totalAmountCents / 100,
    status: booking.status,
    holdExpiresAt: booking.holdExpiresAt ? new Date(booking.holdExpiresAt).toISOString() : null,
    freeCancellationUntil: freeCancellationUntil(
      booking.serviceType,
      new Date(booking.startDate),
    ).toISOString(),
    operatorEmail: operator?.email?.includes('@') ? operator.email : null,
    details,
  };
}

export function paymentSnapshot(payment: PaymentEntity): PaymentSnapshot {
  return {
    id: payment.id,
    ussdCode: payment.ussdCode,
    amountUsd: payment.amountUsdCents / 100,
    amountSle: Math.round(Number(payment.amountSleMinor)) / 100,
    expiresAt: new Date(payment.expiresAt).toISOString(),
  };
}

import type { PaymentSnapshot } from '../notifications/index.js';
import type { PaymentEntity } from './entities/payment.entity.js';

/** What a payment's messages say about it. */
export function paymentSnapshot(payment: PaymentEntity): PaymentSnapshot {
  return {
    id: payment.id,
    ussdCode: payment.ussdCode,
    amountUsd: payment.amountUsdCents / 100,
    amountSle: Math.round(Number(payment.amountSleMinor)) / 100,
    expiresAt: new Date(payment.expiresAt).toISOString(),
  };
}

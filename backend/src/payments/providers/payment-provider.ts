import { HttpStatus } from '@nestjs/common';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { PaymentProviderName } from '../entities/payment.entity.js';

/** Injection token of the PaymentProvider chosen by `paymentsConfig.provider`. */
export const PAYMENT_PROVIDER = 'PAYMENT_PROVIDER';

/** A payment code's state as the provider reports it (Monime's vocabulary). */
export const PROVIDER_CODE_STATUSES = [
  'pending',
  'processing',
  'expired',
  'cancelled',
  'completed',
] as const;
export type ProviderCodeStatus = (typeof PROVIDER_CODE_STATUSES)[number];

export interface CreatePaymentCodeInput {
  /** Our booking reference (SL-7K3Q9D); at most 64 characters. */
  reference: string;
  /** Shown to the payer; 3-64 characters. */
  name: string;
  /** Leones x 100. */
  amountSleMinor: number;
  customerName: string;
  customerPhone: string;
  description: string;
  /** At most 64 characters; the same key must always be sent with the same request. */
  idempotencyKey: string;
  /** The code must not outlive this instant (the booking's hold). */
  expiresAt: Date;
  /** Echoed back in the provider's metadata. */
  bookingId: string;
}

export interface CreatedPaymentCode {
  providerPaymentId: string;
  ussdCode: string;
  status: ProviderCodeStatus;
  expiresAt: Date;
}

/** The port the payments service talks to; one adapter per provider. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPaymentCode(input: CreatePaymentCodeInput): Promise<CreatedPaymentCode>;
  getPaymentCode(providerPaymentId: string): Promise<{ status: ProviderCodeStatus }>;
}

export const PROVIDER_UNAVAILABLE =
  'The mobile money provider is not responding. Please try again in a moment.';

/**
 * Any failure to get a usable answer from the provider: a 502 PAYMENT_PROVIDER_UNAVAILABLE,
 * and a type of its own, which the payments service catches to show what it knows.
 */
// eslint-disable-next-line no-restricted-syntax -- the payment port's failure, caught by type
export class ProviderUnavailableError extends DomainException {
  constructor(readonly reason: string) {
    super(HttpStatus.BAD_GATEWAY, PROVIDER_UNAVAILABLE, 'PAYMENT_PROVIDER_UNAVAILABLE');
  }
}

import { randomBytes, randomInt } from 'node:crypto';
import type {
  CreatedPaymentCode,
  CreatePaymentCodeInput,
  PaymentProvider,
  ProviderCodeStatus,
} from './payment-provider.js';

/**
 * Payments without a network: codes look like Monime's and stay pending until completed
 * through PaymentsService (sandbox route or CLI). The database is the only state.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  createPaymentCode(input: CreatePaymentCodeInput): Promise<CreatedPaymentCode> {
    const digits = Array.from({ length: 10 }, () => randomInt(10)).join('');
    return Promise.resolve({
      providerPaymentId: `pmc-sbx-${randomBytes(12).toString('hex')}`,
      ussdCode: `*715*1*${digits}#`,
      status: 'pending',
      expiresAt: input.expiresAt,
    });
  }

  /** The sandbox never changes a code by itself. */
  getPaymentCode(): Promise<{ status: ProviderCodeStatus }> {
    return Promise.resolve({ status: 'pending' });
  }
}

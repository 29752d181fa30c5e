import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { PaymentsConfig } from '../../config/configuration.js';
import {
  PROVIDER_CODE_STATUSES,
  ProviderUnavailableError,
  type CreatedPaymentCode,
  type CreatePaymentCodeInput,
  type PaymentProvider,
  type ProviderCodeStatus,
} from './payment-provider.js';

export const MONIME_VERSION = 'caph.2025-08-23';
const TIMEOUT_MS = 10_000;
/** Orange Money and Afrimoney. */
const AUTHORIZED_PROVIDERS = ['m17', 'm18'];

type MonimeSettings = Required<Pick<PaymentsConfig['monime'], 'accessToken' | 'spaceId'>> &
  Pick<PaymentsConfig['monime'], 'apiUrl'>;

interface MonimePaymentCode {
  id: string;
  status: ProviderCodeStatus;
  ussdCode?: string;
  expireTime?: string;
}

/** Monime's limit on Idempotency-Key. */
const MAX_KEY_LENGTH = 64;

/** Monime refused the Idempotency-Key: it was used before with a different body. */
class IdempotencyConflictError extends ProviderUnavailableError {}

/**
 * A key for `body` under `key`: the same body always gets the same key, a different body
 * another one.
 */
const keyForBody = (key: string, body: unknown): string => {
  const digest = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 12);
  return `${key.slice(0, MAX_KEY_LENGTH - digest.length - 1)}-${digest}`;
};

const isStatus = (value: unknown): value is ProviderCodeStatus =>
  typeof value === 'string' && (PROVIDER_CODE_STATUSES as readonly string[]).includes(value);

/** Fits `text` into `min`-`max` characters (Monime's limits on names and references). */
const fit = (text: string, min: number, max: number): string => {
  const trimmed = text.replace(/\s+/g, ' ').trim().slice(0, max).trim();
  return trimmed.length >= min ? trimmed : trimmed.padEnd(min, '.');
};

/** Monime's payment codes API (https://api.monime.io), version caph.2025-08-23. */
export class MonimeProvider implements PaymentProvider {
  readonly name = 'monime' as const;
  private readonly logger = new Logger('Monime');

  constructor(private readonly settings: MonimeSettings) {}

  async createPaymentCode(input: CreatePaymentCodeInput): Promise<CreatedPaymentCode> {
    // Whole minutes left on the hold, rounded down, so the code never outlives it.
    const minutes = Math.max(1, Math.floor((input.expiresAt.getTime() - Date.now()) / 60_000));
    const body = {
      name: fit(input.name, 3, 64),
      mode: 'one_time',
      amount: { currency: 'SLE', value: input.amountSleMinor },
      duration: `${minutes}m`,
      customer: { name: fit(input.customerName, 1, 100) },
      reference: fit(input.reference, 1, 64),
      authorizedProviders: AUTHORIZED_PROVIDERS,
      authorizedPhoneNumber: input.customerPhone.replace(/[\s().-]/g, ''),
      metadata: { bookingId: input.bookingId, reference: input.reference },
    };
    let code: MonimePaymentCode;
    try {
      code = await this.request('POST', '/v1/payment-codes', body, input.idempotencyKey);
    } catch (error) {
      if (!(error instanceof IdempotencyConflictError)) throw error;
      // An earlier attempt under this key reached Monime but its answer was lost (a timeout),
      // and the body has changed since: fewer minutes left on the hold, or another paying
      // number. That code was never shown to anyone; this body gets a key of its own, which
      // its own retries share.
      this.logger.warn(
        { idempotencyKey: input.idempotencyKey, reference: input.reference },
        'Monime idempotency key reused with another body: asking under a key for this body',
      );
      code = await this.request(
        'POST',
        '/v1/payment-codes',
        body,
        keyForBody(input.idempotencyKey, body),
      );
    }
    if (typeof code.ussdCode !== 'string' || code.ussdCode.length === 0) {
      throw this.unavailable('create: the answer has no ussdCode');
    }
    const expireTime = code.expireTime ? new Date(code.expireTime) : input.expiresAt;
    return {
      providerPaymentId: code.id,
      ussdCode: code.ussdCode,
      status: code.status,
      expiresAt: Number.isNaN(expireTime.getTime()) ? input.expiresAt : expireTime,
    };
  }

  async getPaymentCode(providerPaymentId: string): Promise<{ status: ProviderCodeStatus }> {
    const code = await this.request(
      'GET',
      `/v1/payment-codes/${encodeURIComponent(providerPaymentId)}`,
    );
    return { status: code.status };
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<MonimePaymentCode> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.settings.accessToken}`,
      'Monime-Space-Id': this.settings.spaceId,
      'Monime-Version': MONIME_VERSION,
      Accept: 'application/json',
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      throw this.unavailable(
        `${method} ${path}: ${(error as Error).name} ${(error as Error).message}`,
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw this.unavailable(`${method} ${path}: HTTP ${response.status}, body is not JSON`);
    }
    if (!response.ok) {
      const error = (parsed as { error?: { code?: unknown; reason?: unknown; message?: unknown } })
        ?.error;
      const reason = `${method} ${path}: HTTP ${response.status} ${String(error?.code ?? '')} ${String(error?.reason ?? '')} ${String(error?.message ?? '')}`;
      if (response.status === 409 && idempotencyKey) throw new IdempotencyConflictError(reason);
      throw this.unavailable(reason);
    }
    const result = (parsed as { result?: Partial<MonimePaymentCode> } | null)?.result;
    if (
      typeof result !== 'object' ||
      result === null ||
      typeof result.id !== 'string' ||
      result.id.length === 0 ||
      !isStatus(result.status)
    ) {
      throw this.unavailable(`${method} ${path}: unexpected answer`);
    }
    return result as MonimePaymentCode;
  }

  private unavailable(reason: string): ProviderUnavailableError {
    this.logger.warn({ reason }, 'Monime request failed');
    return new ProviderUnavailableError(reason);
  }
}

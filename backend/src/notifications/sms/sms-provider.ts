import { Logger } from '@nestjs/common';
import type { SmsRepository } from './sms.repository.js';

/** One SMS to send. */
export interface SmsMessage {
  /** E.164, `+23276123456`. */
  to: string;
  text: string;
  /** The outbox delivery's id: the same on every try of one message. */
  reference: string;
  /** What the message is (`booking_confirmed`, ...). */
  kind: string;
}

/** What the provider said when it took the message. */
export interface SmsAccepted {
  /** The provider's id for the message; its delivery reports name it. */
  messageId: string;
  /** The provider's own word for the message's state (`Success`, `queued`, ...). */
  status: string;
}

/**
 * A provider refused the message or could not be reached. `permanent`: trying again cannot
 * help (the number is invalid, the account is not allowed to send there); the outbox then
 * gives up at once. Otherwise it retries with its backoff.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** The port every SMS goes through; one adapter per provider, chosen by SMS_PROVIDER. */
export interface SmsProvider {
  readonly kind: 'development' | 'africastalking' | 'twilio' | 'disabled';
  /** Sends one SMS; throws SmsSendError when it was not accepted. */
  send(message: SmsMessage): Promise<SmsAccepted>;
}

export const SMS_PROVIDER = 'SMS_PROVIDER';

/** The development SMS inbox: messages are kept in the database for GET /api/dev/sms. */
export class DevelopmentSmsProvider implements SmsProvider {
  readonly kind = 'development';

  constructor(private readonly inbox: Pick<SmsRepository, 'keepInDevInbox'>) {}

  async send(message: SmsMessage): Promise<SmsAccepted> {
    // A retried delivery adds nothing: one row per delivery.
    await this.inbox.keepInDevInbox(message);
    return { messageId: message.reference, status: 'delivered' };
  }
}

/** SMS_PROVIDER=disabled: nothing is sent; each message is logged by kind only. */
export class DisabledSmsProvider implements SmsProvider {
  readonly kind = 'disabled';
  private readonly logger = new Logger('Sms');

  async send(message: SmsMessage): Promise<SmsAccepted> {
    this.logger.log({ kind: message.kind }, 'SMS not sent: SMS is disabled');
    return { messageId: `disabled:${message.reference}`, status: 'not_sent' };
  }
}

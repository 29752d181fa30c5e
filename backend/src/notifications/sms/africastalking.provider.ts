import {
  SmsSendError,
  type SmsAccepted,
  type SmsMessage,
  type SmsProvider,
} from './sms-provider.js';

/** Longest wait for the provider's answer. */
const TIMEOUT_MS = 15_000;

/**
 * Recipient status codes that no retry can change: invalid sender id, invalid or unsupported
 * number, blacklisted, not routable, do-not-disturb. Others (risk hold, balance, gateway
 * errors) may pass later.
 */
const PERMANENT_CODES = new Set([402, 403, 404, 406, 407, 409]);
/** Codes for a message taken: processed, sent, queued. */
const ACCEPTED_CODES = new Set([100, 101, 102]);

export interface AfricasTalkingSettings {
  apiUrl: string;
  username: string;
  apiKey: string;
  from?: string;
}

interface Recipient {
  statusCode?: number;
  number?: string;
  status?: string;
  messageId?: string;
}

/**
 * Africa's Talking's bulk SMS API: `POST /version1/messaging`, form-encoded (username, to,
 * message, from), the key in the `apiKey` header; the answer's
 * `SMSMessageData.Recipients[0]` says what became of the message. Delivery reports come to
 * the callback URL set in their dashboard (`POST /api/sms/reports/africastalking`).
 */
export class AfricasTalkingSmsProvider implements SmsProvider {
  readonly kind = 'africastalking';

  constructor(private readonly settings: AfricasTalkingSettings) {}

  async send(message: SmsMessage): Promise<SmsAccepted> {
    const form = new URLSearchParams({
      username: this.settings.username,
      to: message.to,
      message: message.text,
    });
    if (this.settings.from) form.set('from', this.settings.from);
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: this.settings.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsSendError(
        `Africa's Talking could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        false,
      );
    }
    const body = await response.text();
    if (!response.ok) {
      // 400: the request itself is wrong, and will be on every try; anything else may pass.
      throw new SmsSendError(
        `Africa's Talking answered ${response.status}: ${body.slice(0, 200)}`,
        response.status === 400,
        response.status,
      );
    }
    let recipient: Recipient | undefined;
    try {
      const parsed = JSON.parse(body) as { SMSMessageData?: { Recipients?: Recipient[] } };
      recipient = parsed.SMSMessageData?.Recipients?.[0];
    } catch {
      recipient = undefined;
    }
    if (!recipient) {
      throw new SmsSendError(
        `Africa's Talking took no recipient: ${body.slice(0, 200)}`,
        false,
        response.status,
      );
    }
    const code = Number(recipient.statusCode);
    if (!ACCEPTED_CODES.has(code) || !recipient.messageId || recipient.messageId === 'None') {
      throw new SmsSendError(
        `Africa's Talking refused the message: ${recipient.status ?? 'unknown'} (${code})`,
        PERMANENT_CODES.has(code),
        response.status,
      );
    }
    return { messageId: recipient.messageId, status: recipient.status ?? 'Sent' };
  }
}

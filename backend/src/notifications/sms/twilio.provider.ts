import {
  SmsSendError,
  type SmsAccepted,
  type SmsMessage,
  type SmsProvider,
} from './sms-provider.js';

/** Longest wait for the provider's answer. */
const TIMEOUT_MS = 15_000;

export interface TwilioSettings {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  /**
   * Where Twilio posts the message's status changes (signed with the auth token); each
   * message's delivery id is added as `?delivery=`.
   */
  statusCallback: string;
}

/**
 * Twilio's Messages API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded
 * (To, From, Body, StatusCallback), Basic auth with the account SID and auth token; the answer
 * carries the message's `sid` and `status`. Status changes come to StatusCallback, signed
 * with X-Twilio-Signature.
 */
export class TwilioSmsProvider implements SmsProvider {
  readonly kind = 'twilio';

  constructor(private readonly settings: TwilioSettings) {}

  async send(message: SmsMessage): Promise<SmsAccepted> {
    const { apiUrl, accountSid, authToken, from, statusCallback } = this.settings;
    const form = new URLSearchParams({
      To: message.to,
      From: from,
      Body: message.text,
      StatusCallback: `${statusCallback}?delivery=${encodeURIComponent(message.reference)}`,
    });
    let response: Response;
    try {
      response = await fetch(
        `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: {
            Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        },
      );
    } catch (error) {
      throw new SmsSendError(
        `Twilio could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        false,
      );
    }
    const body = await response.text();
    let parsed: { sid?: string; status?: string; code?: number; message?: string } = {};
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      parsed = {};
    }
    if (!response.ok) {
      // 400: Twilio refused this message (invalid number, unsubscribed recipient, ...), as it
      // will on every try; 401, 429 and 5xx may pass later.
      throw new SmsSendError(
        `Twilio answered ${response.status}: ${parsed.message ?? body.slice(0, 200)}${
          parsed.code ? ` (${parsed.code})` : ''
        }`,
        response.status === 400,
        response.status,
      );
    }
    if (!parsed.sid) {
      throw new SmsSendError(`Twilio gave no message sid: ${body.slice(0, 200)}`, false, 200);
    }
    return { messageId: parsed.sid, status: parsed.status ?? 'queued' };
  }
}

/** One text to send by SMS. */
export interface QueuedSms {
  /** The recipient; E.164 (`+23276123456`), or any form the phone rule reads. */
  to: string;
  text: string;
  /** What the message is: `booking_confirmed`, `sign_in_code`, ... (at most 40 characters). */
  kind: string;
  /** The booking it is about, if any. */
  bookingId?: string;
}

/** The event type that carries one queued SMS. */
export const SMS_EVENT_TYPE = 'sms.message';

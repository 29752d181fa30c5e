import { IsPhone } from '../../common/phone.js';

export class DevSmsQueryDto {
  /**
   * The phone number whose messages to read, in any form the phone rule reads.
   * @example "076 123 456"
   */
  @IsPhone()
  to: string;
}

/** One SMS as the development SMS inbox keeps it. */
export class DevSmsMessageDto {
  /** @example "+23276123456" */
  to: string;
  /**
   * What the message is.
   * @example "booking_confirmed"
   */
  kind: string;
  /** @example "Salone: booking SL-7K3Q9D confirmed. River No. 2 Beach Tour, 20 Dec 09:00." */
  text: string;
  /** @example "2026-11-26T12:00:00.000Z" */
  sentAt: string;
}

/** An Africa's Talking delivery report, as they post it (form-encoded). */
export class AfricasTalkingReportDto {
  /** Their message id. @example "ATXid_5b0f3f6e0c1c4a5d8e6f" */
  id: string;
  /** Sent, Submitted, Buffered, Rejected, Success, Failed, AbsentSubscriber or Expired. @example "Success" */
  status: string;
  /** @example "+23276123456" */
  phoneNumber?: string;
  /** @example "63902" */
  networkCode?: string;
  /** Why it failed, for Rejected and Failed. @example "DeliveryFailure" */
  failureReason?: string;
  /** @example "0" */
  retryCount?: string;
}

/** A Twilio status callback, as they post it (form-encoded, signed with X-Twilio-Signature). */
export class TwilioStatusReportDto {
  /** @example "SM1f0e3c0b1d6a4e6c9f2a7d3b5c8e9f01" */
  MessageSid: string;
  /** queued, sending, sent, delivered, undelivered, failed, ... @example "delivered" */
  MessageStatus: string;
  /** Twilio's error code when it failed. @example "30003" */
  ErrorCode?: string;
  /** @example "AC0123456789abcdef0123456789abcdef" */
  AccountSid?: string;
  /** @example "+23276123456" */
  To?: string;
}

export class SmsReportAckDto {
  /** @example true */
  received: boolean;
}

import { IsEmail } from 'class-validator';

export class DevMailboxQueryDto {
  /**
   * The recipient whose messages to read.
   * @example "mariama@example.com"
   */
  @IsEmail({}, { message: 'Valid email is required' })
  to: string;
}

/** One e-mail as the development mailbox keeps it. */
export class DevMailMessageDto {
  /** @example "mariama@example.com" */
  to: string;
  /** @example "Booking confirmed: Radisson Blu Mammy Yoko (SL-7K3Q9D)" */
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part. */
  html: string;
  /** @example "2026-11-26T12:00:00.000Z" */
  sentAt: string;
  /**
   * File names of the attachments.
   * @example ["SL-7K3Q9D.ics"]
   */
  attachments: string[];
}

import { Transform } from 'class-transformer';
import { IsNumber, IsPositive, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { IsPhone } from '../../common/phone.js';
import type { PaymentStatus } from '../entities/payment.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The payment request: the booking to pay and who pays it. */
export class CreateMonimePaymentDto {
  /**
   * The booking, as returned by `POST /api/bookings`.
   * @example "5b0f3a52-8f7e-4d0b-9c55-2f0d8a1e6c3b"
   */
  @IsUUID('all', { message: 'bookingId must be the id of a booking' })
  bookingId: string;

  /**
   * The total the client shows, US dollars. The server charges the booking's own total; a
   * value that differs from it is refused.
   * @example 290
   */
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'amount must be a number' })
  @IsPositive({ message: 'amount must be a positive number' })
  amount: number;

  /** @example "Aminata Kamara" */
  @Transform(trim)
  @IsString()
  @MinLength(2, { message: 'Full name is required' })
  @MaxLength(120)
  customerName: string;

  /**
   * The mobile-money number that will pay (Orange Money or Afrimoney), as the booking's
   * customerPhone is read.
   * @example "+23276123456"
   */
  @IsPhone()
  customerPhone: string;

  /** @example "Hotel booking: Aberdeen Bay Hotel - Deluxe Ocean View" */
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  description: string;
}

/** A mobile-money payment code for a booking. */
export class PaymentResponseDto {
  /**
   * Dial this on the paying phone; display it exactly as given.
   * @example "*715*1*0123456789#"
   */
  ussdCode: string;

  /** @example "0d6f4c1e-7a2b-4e8f-9b3c-1d2e3f4a5b6c" */
  paymentId: string;

  /** @example "5b0f3a52-8f7e-4d0b-9c55-2f0d8a1e6c3b" */
  bookingId: string;

  /**
   * pending until paid; completed once the provider confirms; expired when the code ran out.
   * @example "pending"
   */
  status: PaymentStatus;

  /**
   * Amount charged, US dollars (the booking's total).
   * @example 290
   */
  amountUsd: number;

  /**
   * The same amount in leones (SLE) at the rate of `slePerUsd`, in whole leones; what the
   * phone is charged.
   * @example 6525
   */
  amountSle: number;

  /**
   * The rate the charge was computed at: leones per US dollar, as it was when the code was
   * issued.
   * @example 22.5
   */
  slePerUsd: number;

  /**
   * When the code stops working (the end of the booking's hold), ISO 8601.
   * @example "2026-11-25T10:30:00.000Z"
   */
  expiresAt: string;
}

/** A sandbox payment completed by `npm run payment:complete`. */
export class SandboxCompletionDto {
  /** @example "SL-7K3Q9D" */
  reference: string;

  /**
   * The booking's status afterwards: confirmed, unless it could no longer be paid.
   * @example "confirmed"
   */
  bookingStatus: string;

  /** @example "0d6f4c1e-7a2b-4e8f-9b3c-1d2e3f4a5b6c" */
  paymentId: string;

  /** @example "completed" */
  paymentStatus: string;
}

/** What the webhook endpoint answers to Monime. */
export class WebhookAckDto {
  /** @example true */
  received: boolean;

  /**
   * Present and true when this event id was already processed (nothing was done again).
   * @example true
   */
  duplicate?: boolean;
}

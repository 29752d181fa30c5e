import type { BookingServiceType } from '@salone/booking-rules';
import type { BookingStatus } from '../entities/booking.entity.js';

/** The latest mobile-money payment request of a booking. */
export class BookingPaymentDto {
  /** @example "6a0f3c2e-1b4d-4e5f-8a9b-0c1d2e3f4a5b" */
  paymentId: string;
  /**
   * Dial this on the phone to pay; shown exactly as issued.
   * @example "*715*1*0123456789#"
   */
  ussdCode: string;
  /** @example "pending" */
  status: string;
  /** @example 435 */
  amountUsd: number;
  /**
   * Leones (SLE) charged at the configured rate.
   * @example 9787.5
   */
  amountSle: number;
  /** @example "2026-11-25T12:30:00.000Z" */
  expiresAt: string;
}

export class BookingDto {
  /** @example "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a" */
  id: string;
  /**
   * Short reference to quote to support.
   * @example "SL-7K3Q9D"
   */
  reference: string;
  /** @example "hotel" */
  serviceType: BookingServiceType;
  /** @example 1 */
  serviceId: number;
  /** @example 2 */
  roomId: number | null;
  /**
   * What was booked: hotel, event, car, tour or property name.
   * @example "Aberdeen Bay Hotel"
   */
  serviceName: string;
  /** @example "Aminata Kamara" */
  customerName: string;
  /** @example "aminata@example.com" */
  customerEmail: string;
  /** @example "+232 76 123 456" */
  customerPhone: string;
  /** @example 2 */
  guests: number;
  /**
   * Check-in, event start, pickup, tour day or viewing time (ISO 8601, UTC).
   * @example "2026-12-20T00:00:00.000Z"
   */
  startDate: string;
  /**
   * Check-out or return (ISO 8601, UTC).
   * @example "2026-12-23T00:00:00.000Z"
   */
  endDate: string | null;
  /**
   * US dollars, computed by the server.
   * @example 435
   */
  totalAmount: number;
  /**
   * pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the
   * traveller) or cancelled_by_operator (see cancellationReason).
   * @example "pending_payment"
   */
  status: BookingStatus;
  /**
   * When an unpaid booking releases what it holds.
   * @example "2026-11-25T12:30:00.000Z"
   */
  holdExpiresAt: string | null;
  /**
   * Until when a confirmed booking can be cancelled free of charge.
   * @example "2026-12-19T00:00:00.000Z"
   */
  freeCancellationUntil: string;
  /** @example "2026-11-25T12:00:00.000Z" */
  createdAt: string;
  /**
   * Per-type details as stored by the server (nights, roomType, ticketCategory, days, ...).
   * @example {"nights":3,"roomType":"Deluxe Ocean View","hotelName":"Aberdeen Bay Hotel"}
   */
  metadata: Record<string, unknown>;
  /** The latest payment request, once one was made. */
  payment: BookingPaymentDto | null;
  /**
   * The voucher's QR code content, issued when the booking is confirmed (null before). The
   * operator scans it to check the traveller in; it cannot be guessed or forged.
   * @example "SLV1.D45tbFtKQ5KBcG9ePTwrGg.yFq1x2m6c0Hf3kPq.3q2-7wAAAAB4m9pXn0d7Lw1sQm4yZk8vR2aF5tHc6Jg"
   */
  voucherToken: string | null;
  /**
   * When the operator checked the traveller in.
   * @example null
   */
  checkedInAt: string | null;
  /**
   * The operator's reason, when the operator cancelled.
   * @example null
   */
  cancellationReason: string | null;
  /**
   * US dollars owed back after a paid booking was cancelled (recorded; paid out by support).
   * @example null
   */
  refundDue: number | null;
}

/** Messages clients may show; tests and the API docs use the same strings. */
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const BOOKING_ALREADY_PAID = 'This booking is already paid';
export const BOOKING_NOT_PAYABLE = 'This booking can no longer be paid';
export const PAYMENT_CODE_EXPIRED = 'This payment code has expired';
export const PAYMENT_NOT_COMPLETABLE = 'This payment can no longer be completed';
export const SANDBOX_NOT_AVAILABLE = 'Not available: the payment sandbox is turned off';
export const WEBHOOKS_NOT_AVAILABLE = 'Not available';
export const INVALID_SIGNATURE = 'Invalid webhook signature';
export const SIGNATURE_EXPIRED = 'Webhook signature expired';
export const INVALID_EVENT = 'The webhook body is not a Monime event';

export const amountMismatch = (totalCents: number): string =>
  `The amount does not match the booking total of $${(totalCents / 100).toFixed(2)}`;

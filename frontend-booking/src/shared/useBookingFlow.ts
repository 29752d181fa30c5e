import { useCallback, useState } from 'react';
import {
  isApiError,
  requestSignIn,
  useCreateBookingMutation,
  useCreateMonimePaymentMutation,
  type BookingDto,
  type CreateBookingDto,
  type PaymentResponseDto,
} from '@salone/api-client';
import { announceBookingCreated } from '@salone/remotes';
import { toast } from '@salone/ui';
import type { FlowTexts } from './bookingTexts';

export interface BookingFlowRequest {
  booking: CreateBookingDto;
  /** The payment description (docs/product.md, constants). */
  paymentDescription: string;
  texts: FlowTexts;
}

export interface BookingFlowResult {
  booking: BookingDto;
  /** Null when the booking was made but its payment code could not be had yet. */
  payment: PaymentResponseDto | null;
}

export const PAYMENT_CODE_MISSING_TITLE = 'Payment Code Not Issued';

export function paymentCodeMissingText(reference: string): string {
  return `Your booking ${reference} is saved. Get its payment code from your dashboard with Pay Now.`;
}

/** Words for a refusal: the server's own message for 4xx (it names the cause), else ours. */
function refusalText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return fallback;
}

/**
 * The universal booking flow (docs/product.md, states): create the booking, then request the
 * payment,
 * then show the USSD code. Resolves to the booking and its payment (null when the booking was
 * made but the code could not be had: the dialog closes all the same), or to null when no
 * booking was made (a toast has said why). A session that ended meanwhile asks the visitor to
 * sign in again.
 */
export function useBookingFlow() {
  const [createBooking] = useCreateBookingMutation();
  const [createPayment] = useCreateMonimePaymentMutation();
  const [submitting, setSubmitting] = useState(false);

  const run = useCallback(
    async ({
      booking,
      paymentDescription,
      texts,
    }: BookingFlowRequest): Promise<BookingFlowResult | null> => {
      setSubmitting(true);
      try {
        let created: BookingDto;
        try {
          created = await createBooking({ body: booking }).unwrap();
        } catch (error) {
          if (isApiError(error) && error.status === 401) {
            toast({
              variant: 'destructive',
              title: texts.failureTitle,
              description: 'Your session has ended. Please sign in again.',
            });
            requestSignIn();
            return null;
          }
          toast({
            variant: 'destructive',
            title: texts.failureTitle,
            description: refusalText(error, texts.failureText),
          });
          return null;
        }
        announceBookingCreated();
        try {
          const payment = await createPayment({
            createMonimePaymentDto: {
              bookingId: created.id,
              amount: created.totalAmount,
              customerName: created.customerName,
              customerPhone: created.customerPhone,
              description: paymentDescription,
            },
          }).unwrap();
          toast({ title: texts.successTitle, description: texts.successText(payment.ussdCode) });
          return { booking: created, payment };
        } catch {
          // The booking exists and holds its place: the dialog closes (booking again would
          // hold a second one) and the dashboard can ask for the code again ('Pay Now').
          toast({
            variant: 'destructive',
            title: PAYMENT_CODE_MISSING_TITLE,
            description: paymentCodeMissingText(created.reference),
          });
          return { booking: created, payment: null };
        }
      } finally {
        setSubmitting(false);
      }
    },
    [createBooking, createPayment],
  );

  return { run, submitting };
}

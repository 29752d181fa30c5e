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
import { toast } from '@salone/ui';
import type { FlowTexts } from './bookingTexts';

export interface BookingFlowRequest {
  booking: CreateBookingDto;
  /** The payment description of spec section 7. */
  paymentDescription: string;
  texts: FlowTexts;
}

export interface BookingFlowResult {
  booking: BookingDto;
  payment: PaymentResponseDto;
}

/** Words for a refusal: the server's own message for 4xx (it names the cause), else ours. */
function refusalText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return fallback;
}

/**
 * The universal booking flow (spec section 4): create the booking, then request the payment,
 * then show the USSD code. Resolves to the booking and payment, or null when something failed
 * (a toast has said what). A session that expired meanwhile asks the visitor to sign in again.
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
          created = await createBooking({ createBookingDto: booking }).unwrap();
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
        } catch (error) {
          // The booking exists and holds its place; the dashboard can ask for the code again.
          toast({
            variant: 'destructive',
            title: texts.failureTitle,
            description: `${refusalText(error, texts.failureText)} Your booking ${created.reference} is saved: get its payment code from your dashboard.`,
          });
          return null;
        }
      } finally {
        setSubmitting(false);
      }
    },
    [createBooking, createPayment],
  );

  return { run, submitting };
}

import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from '@salone/router';
import { isApiError, requestSignIn } from '@salone/api-client';
import {
  useCreateBookingMutation,
  useCreateMonimePaymentMutation,
  type BookingDto,
  type CreateBookingDto,
  type PaymentResponseDto,
} from '@salone/api-client/bookings';
import { announceBookingCreated } from '@salone/remotes';
import { toast } from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../i18n';
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

/** The booking page every booking dialog goes to on success. */
export const bookingPagePath = (reference: string) => `/bookings/${encodeURIComponent(reference)}`;

/** Waits before sending a booking again whose answer never came: 0.5 s, then 1.5 s. */
export const BOOKING_RESEND_DELAYS_MS = [500, 1500];

/**
 * No answer (the connection dropped), a timeout, or a proxy or server briefly down: the
 * booking may or may not have been made, so it is sent again with the same Idempotency-Key.
 */
const UNANSWERED = new Set([0, 408, 502, 503, 504]);
const unanswered = (error: unknown) => isApiError(error) && UNANSWERED.has(error.status);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The toast's words, with a link to the booking page. */
function withBookingLink(text: string, link: string, reference: string) {
  return (
    <>
      {text} <Link to={bookingPagePath(reference)}>{link}</Link>
    </>
  );
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
  const navigate = useNavigate();
  const t = useT(bookingMessages);
  // The Idempotency-Key of a booking not yet answered, with the body it was sent with: sent
  // again (automatically or by pressing the button once more with the same details), the
  // server answers with the first booking instead of making a second
  // (docs/decisions/booking-dialogs-send-idempotency-key.md).
  const pending = useRef<{ body: string; key: string } | null>(null);

  const send = useCallback(
    async (booking: CreateBookingDto): Promise<BookingDto> => {
      const body = JSON.stringify(booking);
      if (pending.current?.body !== body) pending.current = { body, key: newIdempotencyKey() };
      const key = pending.current.key;
      for (let attempt = 0; ; attempt += 1) {
        try {
          const created = await createBooking({ body: booking, 'Idempotency-Key': key }).unwrap();
          pending.current = null;
          return created;
        } catch (error) {
          if (!unanswered(error)) pending.current = null;
          if (!unanswered(error) || attempt >= BOOKING_RESEND_DELAYS_MS.length) throw error;
          await sleep(BOOKING_RESEND_DELAYS_MS[attempt]);
        }
      }
    },
    [createBooking],
  );

  const run = useCallback(
    async ({
      booking,
      paymentDescription,
      texts,
    }: BookingFlowRequest): Promise<BookingFlowResult | null> => {
      setSubmitting(true);
      const failureTitle = t(`flow.${texts}.failureTitle`);
      try {
        let created: BookingDto;
        try {
          created = await send(booking);
        } catch (error) {
          if (isApiError(error) && error.status === 401) {
            toast({
              variant: 'destructive',
              title: failureTitle,
              description: t('flow.sessionEnded'),
            });
            requestSignIn();
            return null;
          }
          toast({
            variant: 'destructive',
            title: failureTitle,
            description: refusalText(error, t(`flow.${texts}.failureText`)),
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
          toast({
            title: t(`flow.${texts}.successTitle`),
            description: withBookingLink(
              t(`flow.${texts}.successText`, { code: payment.ussdCode }),
              t('flow.openBooking', { reference: created.reference }),
              created.reference,
            ),
          });
          navigate(bookingPagePath(created.reference));
          return { booking: created, payment };
        } catch {
          // The booking exists and holds its place: its page asks for the code again ('Get a
          // new code'); booking again would hold a second one.
          toast({
            variant: 'destructive',
            title: t('flow.codeMissingTitle'),
            description: t('flow.codeMissingText', { reference: created.reference }),
          });
          navigate(bookingPagePath(created.reference));
          return { booking: created, payment: null };
        }
      } finally {
        setSubmitting(false);
      }
    },
    [send, createPayment, navigate, t],
  );

  return { run, submitting };
}

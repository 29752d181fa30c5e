import { usePrices } from '@salone/host';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link, useParams } from '@salone/router';
import { isApiError, requestSignIn, useAuth } from '@salone/api-client';
import { useGetBookingQuery, type BookingDto } from '@salone/api-client/bookings';
import { bookingMessage, whatsappLink } from '@salone/format';
import {
  Badge,
  Button,
  CenteredSpinner,
  Container,
  MessageCircleIcon,
  SkeletonCard,
  useSeo,
  theme,
} from '@salone/ui';
import { canCancel } from '../dashboard/bookingText';
import { CancelBookingDialog } from '../dashboard/components/BookingActions';
import { BookingSummary } from './components/BookingSummary';
import { NewCodePanel, PaymentPanel, StyledPanel } from './components/PaymentPanel';
import { Voucher } from './components/Voucher';
import { bookingPageState, bookAgainPath } from './bookingPageState';
import { useNow } from './useNow';
import { useT } from '@salone/i18n';
import { accountMessages, shellMessages } from '../../i18n';

/** While payment is due the booking is asked for again this often: it turns confirmed within seconds. */
export const PAYMENT_POLL_MS = 3_000;

const TONE = {
  confirmed: 'success',
  pending_payment: 'warning',
  expired: 'neutral',
  cancelled: 'neutral',
  cancelled_by_operator: 'danger',
} as const;

/** `/bookings/:reference`: one booking of the signed-in traveller, from payment to voucher. */
export default function BookingPage() {
  const t = useT(accountMessages);
  const tShell = useT(shellMessages);
  const { reference = '' } = useParams();
  const { status } = useAuth();
  useSeo({
    title: t('booking.seoTitle', { reference: reference.toUpperCase() }),
    description: t('booking.seoDescription'),
    canonicalPath: `/bookings/${reference}`,
  });
  if (status === 'loading') return <CenteredSpinner label={t('booking.loadingAccount')} />;
  if (status === 'anonymous') {
    return (
      <Container>
        <StyledCentered>
          <h1>{t('booking.pleaseLogIn')}</h1>
          <p>{t('booking.signInToSee')}</p>
          <Button type="button" onClick={() => requestSignIn()}>
            {tShell('auth.signIn')}
          </Button>
        </StyledCentered>
      </Container>
    );
  }
  return <SignedInBookingPage reference={reference} />;
}

function SignedInBookingPage({ reference }: { reference: string }) {
  const t = useT(accountMessages);
  const tShell = useT(shellMessages);
  const [pollMs, setPollMs] = useState(0);
  const { data: booking, error } = useGetBookingQuery(
    { id: reference },
    { pollingInterval: pollMs, skipPollingIfUnfocused: true },
  );
  const wanted = booking?.status === 'pending_payment' ? PAYMENT_POLL_MS : 0;
  if (pollMs !== wanted) setPollMs(wanted);

  if (!booking) {
    if (error) {
      const missing = isApiError(error) && error.status === 404;
      return (
        <Container>
          <StyledCentered role="alert">
            <h1>{missing ? t('booking.notFound') : t('booking.couldNotLoad')}</h1>
            <p>
              {missing
                ? t('booking.noSuchReference', { reference: reference.toUpperCase() })
                : t('booking.checkConnection')}
            </p>
            <Button as={Link} to="/dashboard">
              {tShell('nav.myTrips')}
            </Button>
          </StyledCentered>
        </Container>
      );
    }
    return (
      <Container>
        <StyledHeader>
          <h1>{t('booking.seoTitle', { reference: reference.toUpperCase() })}</h1>
        </StyledHeader>
        <div aria-busy="true" aria-label={t('booking.loading')}>
          <SkeletonCard imageHeight={0} />
        </div>
      </Container>
    );
  }
  return <BookingView booking={booking} />;
}

function BookingView({ booking }: { booking: BookingDto }) {
  const t = useT(accountMessages);
  const prices = usePrices();
  const now = useNow();
  const state = bookingPageState(booking, now);
  const [cancelOpen, setCancelOpen] = useState(false);
  // Arriving here (from the booking form, the dashboard, a link), the focus moves to the
  // page's heading, so the keyboard and screen readers start at the booking, not at the top
  // of the site; focus the traveller put somewhere on the page stays.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.id === 'main') {
      heading.current?.focus({ preventScroll: true });
    }
  }, [booking.id]);
  return (
    <Container>
      <StyledHeader>
        <p data-no-print>
          <Link to="/dashboard">{t('booking.backToTrips')}</Link>
        </p>
        <StyledHeading ref={heading} tabIndex={-1}>
          {booking.serviceName}
        </StyledHeading>
        <StyledStatus>
          <Badge
            tone={state === 'expired' ? 'neutral' : TONE[booking.status]}
            variant={state === 'confirmed' ? 'solid' : 'soft'}
          >
            {state === 'expired' ? t('booking.expired') : t(`status.${booking.status}`)}
          </Badge>
          <span>{t('booking.ref', { reference: booking.reference })}</span>
        </StyledStatus>
        <MessageOperator booking={booking} />
      </StyledHeader>
      {state === 'confirmed' ? (
        <Voucher booking={booking} now={now} />
      ) : (
        <>
          {state === 'pending' && booking.payment && (
            <PaymentPanel booking={booking} payment={booking.payment} now={now} />
          )}
          {state === 'needs_code' && <NewCodePanel booking={booking} now={now} />}
          {state === 'expired' && (
            <StyledPanel aria-labelledby="ended-title">
              <h2 id="ended-title">{t('booking.expiredTitle')}</h2>
              <p>{t('booking.expiredText')}</p>
              <Button as={Link} to={bookAgainPath(booking)}>
                {t('booking.bookAgain')}
              </Button>
            </StyledPanel>
          )}
          {state === 'cancelled' && (
            <StyledPanel aria-labelledby="ended-title">
              <h2 id="ended-title">
                {booking.status === 'cancelled_by_operator'
                  ? t('booking.cancelledByOperator')
                  : t('booking.cancelled')}
              </h2>
              {booking.cancellationReason && (
                <p>{t('booking.reason', { reason: booking.cancellationReason })}</p>
              )}
              {booking.refundDue ? (
                <p>{t('booking.refundDue', { amount: prices.price(booking.refundDue) })}</p>
              ) : null}
              <Button as={Link} to={bookAgainPath(booking)} variant="outline">
                {t('booking.bookAgain')}
              </Button>
            </StyledPanel>
          )}
          <section aria-labelledby="details-title">
            <h2 id="details-title">{t('booking.whatYouBooked')}</h2>
            <BookingSummary booking={booking} />
          </section>
          {(state === 'pending' || state === 'needs_code') && canCancel(booking, now) && (
            <>
              <Button type="button" variant="outline" onClick={() => setCancelOpen(true)}>
                {t('booking.cancelBooking')}
              </Button>
              <CancelBookingDialog
                booking={booking}
                open={cancelOpen}
                onOpenChange={setCancelOpen}
              />
            </>
          )}
        </>
      )}
    </Container>
  );
}

/**
 * "Message on WhatsApp" to the operator, with the booking's reference filled in, when the
 * operator published a WhatsApp number (issue 30).
 */
function MessageOperator({ booking }: { booking: BookingDto }) {
  const t = useT(accountMessages);
  const number = booking.operator?.whatsapp;
  const href = number
    ? whatsappLink(number, bookingMessage(booking.reference, booking.serviceName))
    : null;
  if (!href) return null;
  return (
    <p data-no-print>
      <Button as="a" href={href} target="_blank" rel="noopener noreferrer" variant="outline">
        <MessageCircleIcon size={18} />
        {t('booking.messageOnWhatsApp')}
      </Button>
    </p>
  );
}

const StyledCentered = styled.section`
  text-align: center;
  padding: ${theme.space[8]}px 0;

  p {
    color: ${theme.colors.textMuted};
    margin-bottom: ${theme.space[5]}px;
  }
`;

const StyledHeader = styled.header`
  padding: ${theme.space[5]}px 0 0;

  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
  }
`;

/** The page's heading, focused on arrival: no outline for a focus the traveller did not move. */
const StyledHeading = styled.h1`
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

const StyledStatus = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]}px;
  color: ${theme.colors.textMuted};
`;

import { useState } from 'react';
import styled from 'styled-components';
import {
  errorText,
  useCancelBookingMutation,
  useCreateMonimePaymentMutation,
  type BookingDto,
} from '@salone/api-client';
import { Badge, Button, Card, CardContent, Dialog, SmartphoneIcon, toast } from '@salone/ui';
import {
  canCancel,
  formatDate,
  formatSle,
  formatUsd,
  needsPaymentCode,
  paymentDescription,
  serviceLabel,
  statusLabel,
} from '../bookingText';

const TONE = {
  confirmed: 'success',
  pending_payment: 'warning',
  expired: 'neutral',
  cancelled: 'neutral',
} as const;

export function BookingItem({ booking }: { booking: BookingDto }) {
  const [pay, { isLoading: requesting }] = useCreateMonimePaymentMutation();
  const [cancel, { isLoading: cancelling }] = useCancelBookingMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const payment = booking.payment;
  const pending = booking.status === 'pending_payment';

  const requestCode = async () => {
    try {
      const result = await pay({
        createMonimePaymentDto: {
          bookingId: booking.id,
          amount: booking.totalAmount,
          customerName: booking.customerName,
          customerPhone: booking.customerPhone,
          description: paymentDescription(booking),
        },
      }).unwrap();
      toast({
        title: 'Payment code ready',
        description: `Use USSD code: ${result.ussdCode} to complete payment.`,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Payment request failed',
        description: errorText(
          error,
          'The payment code could not be created. Please try again.',
          'Unable to connect to server',
        ),
      });
    }
  };

  const confirmCancel = async () => {
    try {
      await cancel({ id: booking.id }).unwrap();
      setConfirmOpen(false);
      toast({
        title: 'Booking cancelled',
        description: `Booking ${booking.reference} was cancelled.`,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Cancellation failed',
        description: errorText(error, 'The booking could not be cancelled. Please try again.'),
      });
    }
  };

  return (
    <Card as="li" aria-labelledby={`booking-${booking.id}`}>
      <CardContent>
        <StyledHead>
          <div>
            <h3 id={`booking-${booking.id}`}>{booking.serviceName}</h3>
            <StyledMeta>
              {serviceLabel(booking.serviceType)} · Ref {booking.reference}
            </StyledMeta>
          </div>
          <Badge
            tone={TONE[booking.status]}
            variant={booking.status === 'confirmed' ? 'solid' : 'soft'}
          >
            {statusLabel(booking.status)}
          </Badge>
        </StyledHead>
        <StyledFacts>
          <div>
            <dt>{booking.endDate ? 'Dates' : 'Date'}</dt>
            <dd>
              {formatDate(booking.startDate)}
              {booking.endDate ? ` – ${formatDate(booking.endDate)}` : ''}
            </dd>
          </div>
          <div>
            <dt>{booking.serviceType === 'event' ? 'Tickets' : 'Guests'}</dt>
            <dd>{booking.guests}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatUsd(booking.totalAmount)}</dd>
          </div>
        </StyledFacts>

        {pending && payment && !needsPaymentCode(booking) && (
          <StyledPayment aria-label="Payment">
            <SmartphoneIcon size={22} />
            <div>
              <p>
                Dial <StyledCode>{payment.ussdCode}</StyledCode> to pay{' '}
                <strong>{formatSle(payment.amountSle)}</strong> ({formatUsd(payment.amountUsd)}) by
                Orange Money or AfriMoney.
              </p>
              <p>Code valid until {formatDate(payment.expiresAt, true)} GMT.</p>
            </div>
          </StyledPayment>
        )}
        {pending && booking.holdExpiresAt && (
          <StyledMeta>Held for you until {formatDate(booking.holdExpiresAt, true)} GMT.</StyledMeta>
        )}
        {booking.status === 'confirmed' && canCancel(booking) && (
          <StyledMeta>
            Free cancellation until {formatDate(booking.freeCancellationUntil, true)} GMT.
          </StyledMeta>
        )}

        <StyledActions>
          {needsPaymentCode(booking) && (
            <Button type="button" size="sm" onClick={requestCode} disabled={requesting}>
              {requesting ? 'Requesting code...' : 'Pay Now'}
            </Button>
          )}
          {canCancel(booking) && (
            <Button type="button" size="sm" variant="outline" onClick={() => setConfirmOpen(true)}>
              Cancel Booking
            </Button>
          )}
        </StyledActions>
      </CardContent>
      <Dialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Cancel this booking?"
        description={`${booking.serviceName}, reference ${booking.reference}. ${
          booking.status === 'confirmed'
            ? 'You are inside the free-cancellation window; the refund takes 5-10 business days.'
            : 'Nothing has been paid; what it holds is released.'
        }`}
        size="sm"
      >
        <StyledActions>
          <Button type="button" variant="danger" onClick={confirmCancel} disabled={cancelling}>
            {cancelling ? 'Cancelling...' : 'Yes, cancel it'}
          </Button>
          <Button type="button" variant="outline" onClick={() => setConfirmOpen(false)}>
            Keep Booking
          </Button>
        </StyledActions>
      </Dialog>
    </Card>
  );
}

const StyledHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledMeta = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: ${({ theme }) => theme.space[3]}px 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledPayment = styled.section`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
  }
`;

const StyledCode = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.03em;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

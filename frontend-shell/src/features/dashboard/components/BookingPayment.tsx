import styled from 'styled-components';
import type { BookingDto } from '@salone/api-client/bookings';
import { formatDateTime, formatRate, formatSle, formatUsd } from '@salone/format';
import { SmartphoneIcon, theme } from '@salone/ui';
import { canCancel, needsPaymentCode } from '../bookingText';
import { StyledMeta } from './shared';

/**
 * What a booking says about paying and cancelling: the USSD code with both amounts while it
 * can be dialled, how long the booking is held, and until when it cancels free.
 */
export function BookingPayment({ booking }: { booking: BookingDto }) {
  const payment = booking.payment;
  const pending = booking.status === 'pending_payment';
  return (
    <>
      {pending && payment && !needsPaymentCode(booking) && (
        <StyledPayment aria-label="Payment">
          <SmartphoneIcon size={22} />
          <div>
            <p>
              Dial <StyledCode>{payment.ussdCode}</StyledCode> to pay{' '}
              <strong>{formatSle(payment.amountSle)}</strong> ({formatUsd(payment.amountUsd)} at{' '}
              {formatRate(payment.slePerUsd)}) by Orange Money or AfriMoney.
            </p>
            <p>Code valid until {formatDateTime(payment.expiresAt)} GMT.</p>
          </div>
        </StyledPayment>
      )}
      {pending && booking.holdExpiresAt && (
        <StyledMeta>Held for you until {formatDateTime(booking.holdExpiresAt)} GMT.</StyledMeta>
      )}
      {booking.status === 'confirmed' && canCancel(booking) && (
        <StyledMeta>
          Free cancellation until {formatDateTime(booking.freeCancellationUntil)} GMT.
        </StyledMeta>
      )}
    </>
  );
}

const StyledPayment = styled.section`
  display: flex;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[3]}px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.text};

  p {
    margin: 0 0 ${theme.space[1]}px;
  }
`;

const StyledCode = styled.code`
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.03em;
`;

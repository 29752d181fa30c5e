import styled from 'styled-components';
import type { ReactNode } from 'react';
import type { BookingDto } from '@salone/api-client/bookings';
import { formatDateTime, formatRate, formatSle, formatUsd } from '@salone/format';
import { useLocale, useT } from '@salone/i18n';
import { SmartphoneIcon, theme } from '@salone/ui';
import { accountMessages } from '../../../i18n';
import { canCancel, needsPaymentCode } from '../bookingText';
import { StyledMeta } from './shared';

/**
 * What a booking says about paying and cancelling: the USSD code with both amounts while it
 * can be dialled, how long the booking is held, and until when it cancels free.
 */
export function BookingPayment({ booking }: { booking: BookingDto }) {
  const t = useT(accountMessages);
  const { locale } = useLocale();
  const payment = booking.payment;
  const pending = booking.status === 'pending_payment';
  return (
    <>
      {pending && payment && !needsPaymentCode(booking) && (
        <StyledPayment aria-label={t('card.payment')}>
          <SmartphoneIcon size={22} />
          <div>
            <p>
              {t.rich('card.dialToPay', {
                ussd: (chunks: ReactNode[]) => <StyledCode>{chunks}</StyledCode>,
                b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
                code: payment.ussdCode,
                sle: formatSle(payment.amountSle),
                usd: formatUsd(payment.amountUsd),
                rate: formatRate(payment.slePerUsd),
              })}
            </p>
            <p>
              {t('card.codeValidUntil', { time: formatDateTime(payment.expiresAt, { locale }) })}
            </p>
          </div>
        </StyledPayment>
      )}
      {pending && booking.holdExpiresAt && (
        <StyledMeta>
          {t('card.heldUntil', { time: formatDateTime(booking.holdExpiresAt, { locale }) })}
        </StyledMeta>
      )}
      {booking.status === 'confirmed' && canCancel(booking) && (
        <StyledMeta>
          {t('voucher.freeUntil', {
            time: formatDateTime(booking.freeCancellationUntil, { locale }),
          })}
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

import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import { formatPhone, MOBILE_WALLETS, walletForPhone } from '@salone/booking-rules';
import { useCompleteSandboxPaymentMutation, type BookingDto } from '@salone/api-client/bookings';
import { formatDateTime, formatRate, formatSle, formatUsd } from '@salone/format';
import { Button, SmartphoneIcon, toast, theme } from '@salone/ui';
import { useRequestPaymentCode } from '../../dashboard/components/BookingActions';
import { codeExpiresAt, countdown, dialLink, EXPIRING_SOON_MS } from '../bookingPageState';
import { useLocale, useT } from '@salone/i18n';
import { accountMessages } from '../../../i18n';

type Payment = NonNullable<BookingDto['payment']>;

/**
 * While payment is due: the USSD code, large, with a copy button and a dial link; both
 * amounts and the rate the leones were charged at ('Le 22.50 = US$1'); a live countdown to the code's expiry; and, with the payment sandbox only,
 * 'Simulate payment (sandbox)'.
 */
export function PaymentPanel({
  booking,
  payment,
  now,
}: {
  booking: BookingDto;
  payment: Payment;
  now: number;
}) {
  const t = useT(accountMessages);
  const { locale } = useLocale();
  const left = (codeExpiresAt(booking) ?? now) - now;
  const expiring = left < EXPIRING_SOON_MS;
  const wallet = walletForPhone(booking.customerPhone);
  return (
    <StyledPanel aria-labelledby="pay-title">
      <h2 id="pay-title">
        <SmartphoneIcon size={22} /> {t('booking.payTitle')}
      </h2>
      <p>{t('booking.dialThisCode')}</p>
      {wallet && (
        <p>
          {t.rich('booking.walletHint', {
            phone: formatPhone(booking.customerPhone),
            network: MOBILE_WALLETS[wallet].network,
            wallet: MOBILE_WALLETS[wallet].name,
            b: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      )}
      <StyledCode aria-label={t('booking.ussdCode')}>{payment.ussdCode}</StyledCode>
      <StyledRow data-no-print>
        <CopyButton text={payment.ussdCode} />
        <Button as="a" href={dialLink(payment.ussdCode)} variant="outline" size="sm">
          {t('booking.dial', { code: payment.ussdCode })}
        </Button>
      </StyledRow>
      <StyledAmounts>
        <div>
          <dt>{t('booking.toPay')}</dt>
          <dd>{formatSle(payment.amountSle)}</dd>
        </div>
        <div>
          <dt>{t('booking.inDollars')}</dt>
          <dd>{formatUsd(payment.amountUsd)}</dd>
        </div>
        <div>
          <dt>{t('booking.rate')}</dt>
          <dd>{formatRate(payment.slePerUsd)}</dd>
        </div>
        <div>
          <dt>{t('booking.codeExpiresIn')}</dt>
          <dd>
            <time dateTime={payment.expiresAt} aria-live="off">
              {countdown(left)}
            </time>
          </dd>
        </div>
      </StyledAmounts>
      <StyledNote role={expiring ? 'alert' : undefined} $warn={expiring}>
        {expiring
          ? t('booking.codeExpiringSoon', { time: formatDateTime(payment.expiresAt, { locale }) })
          : t('booking.codeWorksUntil', { time: formatDateTime(payment.expiresAt, { locale }) })}
      </StyledNote>
      {payment.sandbox && <SandboxPayButton paymentId={payment.paymentId} />}
    </StyledPanel>
  );
}

function CopyButton({ text }: { text: string }) {
  const t = useT(accountMessages);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({
        variant: 'destructive',
        title: t('booking.copyFailed'),
        description: t('booking.dial', { code: text }),
      });
    }
  };
  return (
    <Button type="button" size="sm" onClick={copy}>
      {copied ? t('booking.copied') : t('booking.copyCode')}
    </Button>
  );
}

/** The sandbox pays the code as if the phone had approved it: never shown with Monime. */
function SandboxPayButton({ paymentId }: { paymentId: string }) {
  const t = useT(accountMessages);
  const [complete, { isLoading }] = useCompleteSandboxPaymentMutation();
  const pay = async () => {
    try {
      await complete({ id: paymentId }).unwrap();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('booking.paymentFailed'),
        description: errorText(error, t('booking.sandboxFailed')),
      });
    }
  };
  return (
    <StyledSandbox data-no-print>
      <Button type="button" variant="secondary" onClick={pay} disabled={isLoading}>
        {isLoading ? t('booking.paying') : t('booking.simulatePayment')}
      </Button>
      <small>{t('booking.testMode')}</small>
    </StyledSandbox>
  );
}

/** A pending booking whose code ran out while the hold lasts: 'Get a new code'. */
export function NewCodePanel({ booking, now }: { booking: BookingDto; now: number }) {
  const t = useT(accountMessages);
  const { requestCode, requesting } = useRequestPaymentCode(booking);
  const holdLeft = booking.holdExpiresAt ? Date.parse(booking.holdExpiresAt) - now : null;
  return (
    <StyledPanel aria-labelledby="pay-title">
      <h2 id="pay-title">
        <SmartphoneIcon size={22} /> {t('booking.codeNeeded')}
      </h2>
      <p>
        {booking.payment ? t('booking.codeExpiredHeld') : t('booking.heldNeedsCode')}
        {holdLeft !== null && ` ${t('booking.holdEndsIn', { time: countdown(holdLeft) })}`}
      </p>
      <Button type="button" onClick={requestCode} disabled={requesting}>
        {requesting ? t('booking.requestingCode') : t('booking.getNewCode')}
      </Button>
    </StyledPanel>
  );
}

export const StyledPanel = styled.section`
  padding: ${theme.space[4]}px;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.warningSoft};
  margin: ${theme.space[4]}px 0;

  h2 {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]}px;
    margin: 0 0 ${theme.space[2]}px;
    font-size: ${theme.fontSizes.lg};
  }
`;

const StyledCode = styled.p`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: clamp(1.75rem, 8vw, 2.5rem);
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.04em;
  margin: ${theme.space[2]}px 0;
  overflow-wrap: anywhere;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;
`;

const StyledAmounts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${theme.space[3]}px;
  margin: ${theme.space[4]}px 0 ${theme.space[2]}px;

  dt {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const StyledNote = styled.p<{ $warn: boolean }>`
  margin: ${theme.space[2]}px 0;
  color: ${({ theme, $warn }) => ($warn ? theme.colors.danger : theme.colors.text)};
  font-weight: ${({ theme, $warn }) => ($warn ? theme.fontWeights.bold : 'inherit')};
`;

const StyledSandbox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]}px;
  margin-top: ${theme.space[3]}px;
  padding-top: ${theme.space[3]}px;
  border-top: 1px dashed ${theme.colors.borderStrong};
`;

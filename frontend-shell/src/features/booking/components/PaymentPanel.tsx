import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import { formatPhone, MOBILE_WALLETS, walletForPhone } from '@salone/booking-rules';
import { useCompleteSandboxPaymentMutation, type BookingDto } from '@salone/api-client/bookings';
import { formatDateTime, formatRate, formatSle, formatUsd } from '@salone/format';
import { Button, SmartphoneIcon, toast, theme } from '@salone/ui';
import { useRequestPaymentCode } from '../../dashboard/components/BookingActions';
import { codeExpiresAt, countdown, dialLink, EXPIRING_SOON_MS } from '../bookingPageState';

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
  const left = (codeExpiresAt(booking) ?? now) - now;
  const expiring = left < EXPIRING_SOON_MS;
  const wallet = walletForPhone(booking.customerPhone);
  return (
    <StyledPanel aria-labelledby="pay-title">
      <h2 id="pay-title">
        <SmartphoneIcon size={22} /> Pay by mobile money
      </h2>
      <p>Dial this code on the phone that pays (Orange Money or AfriMoney):</p>
      {wallet && (
        <p>
          {formatPhone(booking.customerPhone)} is an {MOBILE_WALLETS[wallet].network} number: pay
          with <strong>{MOBILE_WALLETS[wallet].name}</strong>.
        </p>
      )}
      <StyledCode aria-label="USSD code">{payment.ussdCode}</StyledCode>
      <StyledRow data-no-print>
        <CopyButton text={payment.ussdCode} />
        <Button as="a" href={dialLink(payment.ussdCode)} variant="outline" size="sm">
          Dial {payment.ussdCode}
        </Button>
      </StyledRow>
      <StyledAmounts>
        <div>
          <dt>To pay</dt>
          <dd>{formatSle(payment.amountSle)}</dd>
        </div>
        <div>
          <dt>In dollars</dt>
          <dd>{formatUsd(payment.amountUsd)}</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>{formatRate(payment.slePerUsd)}</dd>
        </div>
        <div>
          <dt>Code expires in</dt>
          <dd>
            <time dateTime={payment.expiresAt} aria-live="off">
              {countdown(left)}
            </time>
          </dd>
        </div>
      </StyledAmounts>
      <StyledNote role={expiring ? 'alert' : undefined} $warn={expiring}>
        {expiring
          ? `Your code expires soon, at ${formatDateTime(payment.expiresAt)} GMT. Pay now to keep this booking.`
          : `The code works until ${formatDateTime(payment.expiresAt)} GMT. This page turns into your voucher as soon as the payment arrives.`}
      </StyledNote>
      {payment.sandbox && <SandboxPayButton paymentId={payment.paymentId} />}
    </StyledPanel>
  );
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({ variant: 'destructive', title: 'Copy failed', description: `Dial ${text}` });
    }
  };
  return (
    <Button type="button" size="sm" onClick={copy}>
      {copied ? 'Copied' : 'Copy code'}
    </Button>
  );
}

/** The sandbox pays the code as if the phone had approved it: never shown with Monime. */
function SandboxPayButton({ paymentId }: { paymentId: string }) {
  const [complete, { isLoading }] = useCompleteSandboxPaymentMutation();
  const pay = async () => {
    try {
      await complete({ id: paymentId }).unwrap();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Payment failed',
        description: errorText(error, 'The sandbox payment did not go through.'),
      });
    }
  };
  return (
    <StyledSandbox data-no-print>
      <Button type="button" variant="secondary" onClick={pay} disabled={isLoading}>
        {isLoading ? 'Paying...' : 'Simulate payment (sandbox)'}
      </Button>
      <small>Test mode: no money moves.</small>
    </StyledSandbox>
  );
}

/** A pending booking whose code ran out while the hold lasts: 'Get a new code'. */
export function NewCodePanel({ booking, now }: { booking: BookingDto; now: number }) {
  const { requestCode, requesting } = useRequestPaymentCode(booking);
  const holdLeft = booking.holdExpiresAt ? Date.parse(booking.holdExpiresAt) - now : null;
  return (
    <StyledPanel aria-labelledby="pay-title">
      <h2 id="pay-title">
        <SmartphoneIcon size={22} /> Payment code needed
      </h2>
      <p>
        {booking.payment
          ? 'The payment code has expired, but your booking is still held.'
          : 'Your booking is held; it needs a payment code.'}
        {holdLeft !== null && ` The hold ends in ${countdown(holdLeft)}.`}
      </p>
      <Button type="button" onClick={requestCode} disabled={requesting}>
        {requesting ? 'Requesting code...' : 'Get a new code'}
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

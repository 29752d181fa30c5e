import { useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { BookingDto } from '@salone/api-client/bookings';
import { formatDateTime } from '@salone/format';
import { Button, CalendarIcon, PrinterIcon, theme } from '@salone/ui';
import { canCancel } from '../../dashboard/bookingText';
import { CancelBookingDialog } from '../../dashboard/components/BookingActions';
import { useListingDetails } from '../useListingDetails';
import { BookingSummary } from './BookingSummary';
import { CheckInQr } from './CheckInQr';
import { useLocale, useT } from '@salone/i18n';
import { accountMessages } from '../../../i18n';

/**
 * The voucher of a paid booking: the check-in QR code the operator scans, the reference,
 * what, when and who, the operator's contact, directions, the free-cancellation deadline and
 * 'Add to calendar'. Printed, it fits one A4 page without the site's header and footer.
 */
export function Voucher({ booking, now }: { booking: BookingDto; now: number }) {
  const t = useT(accountMessages);
  const { locale } = useLocale();
  const [cancelOpen, setCancelOpen] = useState(false);
  const { contact, directions } = useListingDetails(booking);
  const cancellable = canCancel(booking, now);
  return (
    <StyledVoucher aria-labelledby="voucher-title">
      <PrintVoucherOnly />
      <StyledTop>
        <div>
          <h2 id="voucher-title">{t('voucher.title')}</h2>
          <p>{t('voucher.showCode')}</p>
          <StyledReference>
            {t.rich('voucher.reference', {
              reference: booking.reference,
              b: (chunks) => <strong>{chunks}</strong>,
            })}
          </StyledReference>
        </div>
        {booking.voucherToken && (
          <StyledQrBox>
            <CheckInQr token={booking.voucherToken} reference={booking.reference} />
          </StyledQrBox>
        )}
      </StyledTop>
      <BookingSummary booking={booking} />
      {contact && (
        <StyledBlock aria-labelledby="contact-title">
          <h3 id="contact-title">{t('voucher.contact')}</h3>
          <p>
            {contact.name}
            <br />
            <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a> ·{' '}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
        </StyledBlock>
      )}
      {directions && (
        <StyledBlock aria-labelledby="directions-title">
          <h3 id="directions-title">{t('voucher.directions')}</h3>
          <p>{directions}</p>
        </StyledBlock>
      )}
      <StyledBlock aria-labelledby="cancel-title">
        <h3 id="cancel-title">{t('voucher.cancellation')}</h3>
        <p>
          {cancellable
            ? t('voucher.freeUntil', {
                time: formatDateTime(booking.freeCancellationUntil, { locale }),
              })
            : t('voucher.freeEnded', {
                time: formatDateTime(booking.freeCancellationUntil, { locale }),
              })}
        </p>
      </StyledBlock>
      <StyledActions data-no-print>
        <Button
          as="a"
          href={`/api/bookings/${encodeURIComponent(booking.reference)}/calendar.ics`}
          download={`${booking.reference}.ics`}
          variant="outline"
        >
          <CalendarIcon size={18} /> {t('voucher.addToCalendar')}
        </Button>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          <PrinterIcon size={18} /> {t('voucher.print')}
        </Button>
        {cancellable && (
          <Button type="button" variant="ghost" onClick={() => setCancelOpen(true)}>
            {t('booking.cancelBooking')}
          </Button>
        )}
      </StyledActions>
      <CancelBookingDialog booking={booking} open={cancelOpen} onOpenChange={setCancelOpen} />
    </StyledVoucher>
  );
}

/** Printing the voucher prints the voucher: no navigation, footer, banners or buttons. */
const PrintVoucherOnly = createGlobalStyle`
  @media print {
    @page { size: A4; margin: 12mm; }
    body { background: #fff; }
    header, nav, footer, [role='status'], [data-no-print] { display: none !important; }
  }
`;

const StyledVoucher = styled.section`
  background: ${theme.colors.surface};
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radii.lg};
  padding: ${theme.space[4]}px;
  margin: ${theme.space[4]}px 0;

  @media print {
    border-width: 1px;
    break-inside: avoid;
    font-size: 11pt;
  }
`;

const StyledTop = styled.div`
  display: grid;
  gap: ${theme.space[4]}px;
  grid-template-columns: 1fr;

  h2 {
    margin: 0;
  }

  ${theme.media.md} {
    grid-template-columns: 1fr 240px;
  }

  @media print {
    grid-template-columns: 1fr 200px;
  }
`;

const StyledReference = styled.p`
  font-size: ${theme.fontSizes.xl};

  strong {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    letter-spacing: 0.05em;
  }
`;

const StyledQrBox = styled.div`
  background: #fff;
  padding: ${theme.space[2]}px;
`;

const StyledBlock = styled.section`
  h3 {
    margin: ${theme.space[3]}px 0 ${theme.space[1]}px;
    font-size: ${theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;
  margin-top: ${theme.space[4]}px;

  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]}px;
  }
`;

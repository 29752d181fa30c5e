import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { BookingDto } from '@salone/api-client/bookings';
import { formatPhone } from '@salone/booking-rules';
import { formatTimeSpan } from '@salone/format';
import { KindFacts } from '../../dashboard/components/KindFacts';
import { theme } from '@salone/ui';
import { useLocale, useT } from '@salone/i18n';
import type { DateOptions } from '@salone/format';
import { accountMessages } from '../../../i18n';

/**
 * When a booking is, with its times on Sierra Leone's clock: check-in to check-out, a tour's
 * start to its end, an event's start to its end, pickup to return, the viewing's half hour.
 */
export function whenText(booking: BookingDto, options: DateOptions = {}): string {
  return formatTimeSpan(booking.startsAt, booking.endsAt, options);
}

/** What, when and who of a booking, and what it costs. */
export function BookingSummary({ booking }: { booking: BookingDto }) {
  const t = useT(accountMessages);
  const { locale } = useLocale();
  const prices = usePrices();
  return (
    <StyledFacts>
      <div>
        <dt>{t('booking.what')}</dt>
        <dd>
          {booking.serviceName} ({t(`service.${booking.serviceType}`)})
        </dd>
      </div>
      <div>
        <dt>{t('booking.when')}</dt>
        <dd>{whenText(booking, { locale })}</dd>
      </div>
      <KindFacts booking={booking} />
      <div>
        <dt>{t('booking.who')}</dt>
        <dd>
          {booking.customerName}
          <br />
          {formatPhone(booking.customerPhone)} · {booking.customerEmail}
        </dd>
      </div>
      <div>
        <dt>{t('booking.total')}</dt>
        <dd>{prices.price(booking.totalAmount)}</dd>
      </div>
    </StyledFacts>
  );
}

export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${theme.space[3]}px;
  margin: ${theme.space[3]}px 0;

  dt {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

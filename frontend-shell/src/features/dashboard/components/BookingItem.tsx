import { usePrices } from '@salone/host';
import styled from 'styled-components';
import { Link } from '@salone/router';
import type { BookingDto } from '@salone/api-client/bookings';
import { formatTimeSpan } from '@salone/format';
import { Badge, Card, CardContent, theme } from '@salone/ui';
import type { TripGroup } from '../bookingText';
import { useLocale, useT } from '@salone/i18n';
import { accountMessages } from '../../../i18n';
import { KindFacts } from './KindFacts';
import { BookingActions } from './BookingActions';
import { BookingPayment } from './BookingPayment';
import { StyledMeta } from './shared';

const TONE = {
  confirmed: 'success',
  pending_payment: 'warning',
  expired: 'neutral',
  cancelled: 'neutral',
  cancelled_by_operator: 'danger',
} as const;

/**
 * One trip of the dashboard: what and when, with what matters for
 * its kind, its status, how to pay while payment is due, and its next action. Its name opens
 * the booking page.
 */
export function BookingItem({ booking, group }: { booking: BookingDto; group: TripGroup }) {
  return (
    <Card as="li" aria-labelledby={`booking-${booking.id}`}>
      <CardContent>
        <BookingHeading booking={booking} />
        <BookingFacts booking={booking} />
        <BookingPayment booking={booking} />
        <BookingActions booking={booking} group={group} />
      </CardContent>
    </Card>
  );
}

function BookingHeading({ booking }: { booking: BookingDto }) {
  const t = useT(accountMessages);
  return (
    <StyledHead>
      <div>
        <h3 id={`booking-${booking.id}`}>
          <Link to={`/bookings/${encodeURIComponent(booking.reference)}`}>
            {booking.serviceName}
          </Link>
        </h3>
        <StyledMeta>
          {t(`service.${booking.serviceType}`)} ·{' '}
          {t('booking.ref', { reference: booking.reference })}
        </StyledMeta>
      </div>
      <Badge
        tone={TONE[booking.status]}
        variant={booking.status === 'confirmed' ? 'solid' : 'soft'}
      >
        {t(`status.${booking.status}`)}
      </Badge>
    </StyledHead>
  );
}

function BookingFacts({ booking }: { booking: BookingDto }) {
  const prices = usePrices();
  const t = useT(accountMessages);
  const { locale } = useLocale();
  return (
    <StyledFacts>
      <div>
        <dt>{booking.endDate ? t('card.dates') : t('card.date')}</dt>
        <dd>{formatTimeSpan(booking.startsAt, booking.endsAt, { locale })}</dd>
      </div>
      <KindFacts booking={booking} />
      <div>
        <dt>{t('card.total')}</dt>
        <dd>{prices.price(booking.totalAmount)}</dd>
      </div>
      {booking.cancellationReason ? (
        <div>
          <dt>{t('card.reason')}</dt>
          <dd>{booking.cancellationReason}</dd>
        </div>
      ) : null}
      {booking.refundDue ? (
        <div>
          <dt>{t('card.refundDue')}</dt>
          <dd>{prices.price(booking.refundDue)}</dd>
        </div>
      ) : null}
      {booking.refundDue ? (
        <div>
          <dt>{t('card.refund')}</dt>
          <dd>{t('card.refundTiming')}</dd>
        </div>
      ) : null}
    </StyledFacts>
  );
}

const StyledHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${theme.space[3]}px;

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  h3 a {
    color: inherit;
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
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
  }
`;

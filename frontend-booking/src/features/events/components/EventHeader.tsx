import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { EventDto } from '@salone/api-client/catalogue';
import { formatDateRange, formatTime } from '@salone/format';
import {
  Badge,
  Button,
  CalendarIcon,
  ClockIcon,
  MapPinIcon,
  TicketIcon,
  UsersIcon,
  theme,
} from '@salone/ui';
import { DetailHeader, MetaRow } from '../../../shared/detail';
import { fromPrice, hasEnded, isSoldOut } from '../eventFormat';
import { useLocale, useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { MessageOnWhatsApp } from '../../../shared/MessageOnWhatsApp';

interface EventHeaderProps {
  event: EventDto;
  /** Opens the ticket dialog (after sign-in for a visitor). */
  onBook(): void;
}

/**
 * The event's category, title, when and where, its lowest price and 'Book Tickets', which is
 * disabled once the event has ended or sold out.
 */
export function EventHeader({ event, onBook }: EventHeaderProps) {
  const prices = usePrices();
  const ended = hasEnded(event);
  const soldOut = isSoldOut(event.ticketCategories);
  const bookable = !ended && !soldOut && event.ticketCategories.length > 0;
  const t = useT(bookingMessages);
  return (
    <DetailHeader>
      <Badge tone="primary">{t(`event.category.${event.category}`)}</Badge>
      <h1>{event.title}</h1>
      <EventMeta event={event} />
      <StyledBooking>
        <p>
          <strong>{t('event.fromPrice', { price: prices.price(fromPrice(event)) })}</strong>{' '}
          {t('event.perTicket')}
        </p>
        <Button size="lg" disabled={!bookable} onClick={onBook}>
          <TicketIcon size={20} />
          {t('event.bookTickets')}
        </Button>
        <MessageOnWhatsApp number={event.whatsapp} listingName={event.title} fullWidth={false} />
        {ended && <StyledNote>{t('event.ended')}</StyledNote>}
        {!ended && soldOut && <StyledNote>{t('event.allSoldOut')}</StyledNote>}
      </StyledBooking>
    </DetailHeader>
  );
}

/** Days, times (GMT; the end time when it ends the same day), place and capacity. */
function EventMeta({ event }: { event: EventDto }) {
  const { locale } = useLocale();
  const endsSameDay =
    event.endDate &&
    formatDateRange(event.startDate, event.endDate) === formatDateRange(event.startDate, null);
  const t = useT(bookingMessages);
  return (
    <MetaRow>
      <li>
        <CalendarIcon size={18} />
        {formatDateRange(event.startDate, event.endDate, { locale })}
      </li>
      <li>
        <ClockIcon size={18} />
        {formatTime(event.startDate)}
        {endsSameDay && event.endDate ? ` – ${formatTime(event.endDate)}` : ''} GMT
      </li>
      <li>
        <MapPinIcon size={18} />
        {event.location}
      </li>
      {event.capacity != null && (
        <li>
          <UsersIcon size={18} />
          {t('event.capacity', { count: event.capacity })}
        </li>
      )}
    </MetaRow>
  );
}

const StyledBooking = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]}px ${theme.space[4]}px;

  p {
    margin: 0;
  }

  strong {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primary};
  }
`;

const StyledNote = styled.p`
  flex-basis: 100%;
  color: ${theme.colors.textMuted};
`;

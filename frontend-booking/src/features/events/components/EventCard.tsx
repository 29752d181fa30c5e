import { usePrices } from '@salone/host';
import { useId } from 'react';
import { Link } from '@salone/router';
import styled from 'styled-components';
import type { EventDto } from '@salone/api-client/catalogue';
import {
  Badge,
  Button,
  CalendarIcon,
  CardContent,
  ClockIcon,
  MapPinIcon,
  TicketIcon,
  UsersIcon,
  theme,
} from '@salone/ui';
import { dayAndMonth, formatDateRange, formatTime } from '@salone/format';
import {
  CardHeading,
  CardMedia,
  CardPhoto,
  ClampedText,
  ListCard,
  SpreadFooter,
} from '../../../shared/card';
import { fromPrice } from '../eventFormat';
import { useLocale, useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { GuestRating } from '../../../shared/reviews/GuestRating';

/** One event of the list (docs/product.md, screens). */
export function EventCard({
  event,
  priority = false,
}: {
  event: EventDto;
  /** The list's first card: its photo is above the fold. */
  priority?: boolean;
}) {
  const prices = usePrices();
  const titleId = useId();
  const { locale } = useLocale();
  const { day, month } = dayAndMonth(event.startDate, { locale });
  const image = event.images[0];
  const t = useT(bookingMessages);

  return (
    <ListCard as="article" aria-labelledby={titleId}>
      <CardMedia $height={200}>
        <CardPhoto src={image} fallback={<TicketIcon size={40} />} priority={priority} />
        <StyledCategory tone="primary" variant="solid">
          {t(`event.category.${event.category}`)}
        </StyledCategory>
        <StyledDateBlock aria-hidden="true">
          <span>{day}</span>
          <span>{month}</span>
        </StyledDateBlock>
      </CardMedia>
      <CardContent>
        <CardHeading id={titleId}>{event.title}</CardHeading>
        <GuestRating average={event.reviewAverage} count={event.reviewCount} hideEmpty />
        <StyledMeta>
          <li>
            <CalendarIcon size={16} />
            {formatDateRange(event.startDate, event.endDate, { locale })}
          </li>
          <li>
            <ClockIcon size={16} />
            {t('event.starts', { time: formatTime(event.startDate) })}
          </li>
          <li>
            <MapPinIcon size={16} />
            {event.location}
          </li>
          {event.capacity != null && (
            <li>
              <UsersIcon size={16} />
              {t('event.capacity', { count: event.capacity })}
            </li>
          )}
        </StyledMeta>
        <ClampedText $lines={2}>{event.description}</ClampedText>
      </CardContent>
      <SpreadFooter>
        <StyledPrice>
          <strong>{t('event.fromPrice', { price: prices.price(fromPrice(event)) })}</strong>
          <span>{t('event.perTicket')}</span>
        </StyledPrice>
        <Button as={Link} to={`/events/${event.id}`} size="md" aria-describedby={titleId}>
          {t('common.viewDetails')}
        </Button>
      </SpreadFooter>
    </ListCard>
  );
}

const StyledCategory = styled(Badge)`
  position: absolute;
  top: ${theme.space[3]}px;
  left: ${theme.space[3]}px;
`;

const StyledDateBlock = styled.div`
  position: absolute;
  top: ${theme.space[3]}px;
  right: ${theme.space[3]}px;
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 52px;
  padding: ${theme.space[1]}px ${theme.space[2]}px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.sm};
  line-height: 1.1;

  span:first-child {
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.bold};
  }

  span:last-child {
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.semibold};
    text-transform: uppercase;
  }
`;

const StyledMeta = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]}px;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[2]}px;
  }

  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const StyledPrice = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;

  strong {
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primary};
  }

  span {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
  }
`;

import { useId } from 'react';
import { Link } from '@salone/router';
import styled from 'styled-components';
import type { EventDto } from '@salone/api-client';
import {
  Badge,
  Button,
  CalendarIcon,
  Card,
  CardContent,
  CardFooter,
  ClockIcon,
  MapPinIcon,
  TicketIcon,
  UsersIcon,
} from '@salone/ui';
import { formatUsd } from '../../../shared/format';
import { CATEGORY_LABELS, dayAndMonth, eventDateRange, fromPrice, startTime } from '../eventFormat';

const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 200;

/** One event of the list (spec section 2, events list). */
export function EventCard({ event }: { event: EventDto }) {
  const titleId = useId();
  const { day, month } = dayAndMonth(event.startDate);
  const image = event.images[0];

  return (
    <StyledCard as="article" aria-labelledby={titleId}>
      <StyledMedia>
        {image ? (
          <img
            src={image}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <StyledFallback aria-hidden="true">
            <TicketIcon size={40} />
          </StyledFallback>
        )}
        <StyledCategory tone="primary" variant="solid">
          {CATEGORY_LABELS[event.category] ?? event.category}
        </StyledCategory>
        <StyledDateBlock aria-hidden="true">
          <span>{day}</span>
          <span>{month}</span>
        </StyledDateBlock>
      </StyledMedia>
      <CardContent>
        <StyledTitle id={titleId}>{event.title}</StyledTitle>
        <StyledMeta>
          <li>
            <CalendarIcon size={16} />
            {eventDateRange(event.startDate, event.endDate)}
          </li>
          <li>
            <ClockIcon size={16} />
            Starts {startTime(event.startDate)}
          </li>
          <li>
            <MapPinIcon size={16} />
            {event.location}
          </li>
          {event.capacity != null && (
            <li>
              <UsersIcon size={16} />
              Up to {event.capacity} attendees
            </li>
          )}
        </StyledMeta>
        <StyledDescription>{event.description}</StyledDescription>
      </CardContent>
      <StyledFooter>
        <StyledPrice>
          <strong>From {formatUsd(fromPrice(event))}</strong>
          <span>per ticket</span>
        </StyledPrice>
        <Button as={Link} to={`/events/${event.id}`} size="md" aria-describedby={titleId}>
          View Details
        </Button>
      </StyledFooter>
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  height: 100%;
`;

const StyledMedia = styled.div`
  position: relative;
  height: ${IMAGE_HEIGHT}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledFallback = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCategory = styled(Badge)`
  position: absolute;
  top: ${({ theme }) => theme.space[3]}px;
  left: ${({ theme }) => theme.space[3]}px;
`;

const StyledDateBlock = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[3]}px;
  right: ${({ theme }) => theme.space[3]}px;
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 52px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  line-height: 1.1;

  span:first-child {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  span:last-child {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
  }
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StyledMeta = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]}px;
  }

  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const StyledFooter = styled(CardFooter)`
  justify-content: space-between;
`;

const StyledPrice = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

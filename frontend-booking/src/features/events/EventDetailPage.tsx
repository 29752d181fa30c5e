import { useState } from 'react';
import { useParams } from '@salone/router';
import { skipToken } from '@salone/api-client';
import styled from 'styled-components';
import { useGetEventQuery, type EventDto } from '@salone/api-client';
import {
  Badge,
  Button,
  CalendarIcon,
  ClockIcon,
  Container,
  Gallery,
  MapPinIcon,
  TicketIcon,
  UsersIcon,
  useSeo,
} from '@salone/ui';
import { formatDateRange, formatNumber, formatTime, formatUsd } from '@salone/format';
import {
  BackLink,
  CheckList,
  ContactLinks,
  DetailCard,
  DetailHeader,
  DetailRoute,
  FactList,
  MetaRow,
  PlainDetailColumns,
} from '../../shared/detail';
import { parseId } from '../../shared/NotFound';
import { useRequireSignIn } from '../../shared/useRequireSignIn';
import { EventTicketsDialog } from './EventTicketsDialog';
import { CATEGORY_LABELS, fromPrice, hasEnded, isSoldOut } from './eventFormat';

/** /events/:id (docs/product.md, screens). */
export default function EventDetailPage() {
  const id = parseId(useParams().id);
  const query = useGetEventQuery(id === undefined ? skipToken : { id });
  return (
    <DetailRoute id={id} query={query} noun="Event" backTo="/events" backLabel="Back to Events">
      {(event) => <EventDetails event={event} />}
    </DetailRoute>
  );
}

function eventJsonLd(event: EventDto) {
  const url = `/events/${event.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.startDate,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    image: event.images,
    url,
    location: {
      '@type': 'Place',
      name: event.venue?.name ?? event.location,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.venue?.address ?? event.location,
        addressLocality: event.city,
        addressCountry: 'SL',
      },
    },
    ...(event.capacity != null ? { maximumAttendeeCapacity: event.capacity } : {}),
    organizer: {
      '@type': 'Organization',
      name: event.organizer?.name,
      ...(event.organizer?.website ? { url: event.organizer.website } : {}),
    },
    offers: event.ticketCategories.map((category) => ({
      '@type': 'Offer',
      name: category.name,
      price: category.price,
      priceCurrency: 'USD',
      availability:
        category.remaining > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url,
    })),
  };
}

function EventDetails({ event }: { event: EventDto }) {
  const [open, setOpen] = useState(false);
  const requireSignIn = useRequireSignIn();
  useSeo({
    title: event.title,
    description: event.description.slice(0, 160),
    keywords: [event.title, CATEGORY_LABELS[event.category], event.city, 'event tickets'],
    canonicalPath: `/events/${event.id}`,
    jsonLd: eventJsonLd(event),
  });

  const ended = hasEnded(event);
  const soldOut = isSoldOut(event.ticketCategories);
  const bookable = !ended && !soldOut && event.ticketCategories.length > 0;
  const endsSameDay =
    event.endDate &&
    formatDateRange(event.startDate, event.endDate) === formatDateRange(event.startDate, null);

  return (
    <Container>
      <BackLink to="/events">Back to Events</BackLink>

      <DetailHeader>
        <Badge tone="primary">{CATEGORY_LABELS[event.category] ?? event.category}</Badge>
        <h1>{event.title}</h1>
        <MetaRow>
          <li>
            <CalendarIcon size={18} />
            {formatDateRange(event.startDate, event.endDate)}
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
              Up to {event.capacity} attendees
            </li>
          )}
        </MetaRow>
        <StyledBooking>
          <p>
            <strong>From {formatUsd(fromPrice(event))}</strong> per ticket
          </p>
          <Button size="lg" disabled={!bookable} onClick={() => requireSignIn(() => setOpen(true))}>
            <TicketIcon size={20} />
            Book Tickets
          </Button>
          {ended && <StyledNote>This event has ended.</StyledNote>}
          {!ended && soldOut && <StyledNote>All tickets are sold out.</StyledNote>}
        </StyledBooking>
      </DetailHeader>

      <PlainDetailColumns>
        <div>
          <Gallery images={event.images} alt={event.title} height={360} />

          <DetailCard title="About This Event">
            <p>{event.description}</p>
          </DetailCard>

          {event.schedule?.length > 0 && (
            <DetailCard title="Schedule">
              <StyledSchedule>
                {event.schedule.map((item) => (
                  <li key={`${item.time}-${item.title}`}>
                    <time>{item.time}</time>
                    <div>
                      <h3>{item.title}</h3>
                      <p>{item.description}</p>
                    </div>
                  </li>
                ))}
              </StyledSchedule>
            </DetailCard>
          )}

          {(event.included?.length > 0 || event.excluded?.length > 0) && (
            <DetailCard title="What's Included">
              <StyledColumns>
                {event.included?.length > 0 && (
                  <div>
                    <h3>Included</h3>
                    <CheckList items={event.included} />
                  </div>
                )}
                {event.excluded?.length > 0 && (
                  <div>
                    <h3>Not included</h3>
                    <CheckList items={event.excluded} crossed />
                  </div>
                )}
              </StyledColumns>
            </DetailCard>
          )}

          <DetailCard title="Ticket Options">
            <StyledTickets>
              {event.ticketCategories.map((category) => (
                <li key={category.id}>
                  <div>
                    <h3>{category.name}</h3>
                    <p>{category.description}</p>
                  </div>
                  <div>
                    <strong>{formatUsd(category.price)}</strong>
                    {category.remaining > 0 ? (
                      <StyledRemaining>
                        {category.remaining} of {category.quantity} available
                      </StyledRemaining>
                    ) : (
                      <Badge tone="danger">Sold out</Badge>
                    )}
                  </div>
                </li>
              ))}
            </StyledTickets>
          </DetailCard>

          {event.venue && (
            <DetailCard title="Venue">
              <h3>{event.venue.name}</h3>
              <FactList
                facts={[
                  ['Address', event.venue.address],
                  ['Capacity', `${formatNumber(event.venue.capacity)} people`],
                  event.venue.facilities.length > 0 && [
                    'Facilities',
                    event.venue.facilities.join(', '),
                  ],
                  ['Getting there', event.venue.directions],
                ]}
              />
            </DetailCard>
          )}
        </div>

        <aside aria-label="Organizer">
          {event.organizer && (
            <DetailCard title="Organizer">
              <h3>{event.organizer.name}</h3>
              <p>{event.organizer.description}</p>
              <ContactLinks
                phone={event.organizer.phone}
                email={event.organizer.email}
                website={event.organizer.website}
              />
            </DetailCard>
          )}
        </aside>
      </PlainDetailColumns>

      <EventTicketsDialog event={event} open={open} onOpenChange={setOpen} />
    </Container>
  );
}

const StyledBooking = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;

  p {
    margin: 0;
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledNote = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSchedule = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;

  li {
    display: grid;
    grid-template-columns: 64px 1fr;
    gap: ${({ theme }) => theme.space[3]}px;
  }

  time {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledTickets = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[3]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  li:last-child {
    border-bottom: 0;
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  li > div:last-child {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space[1]}px;
    text-align: right;
    white-space: nowrap;
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledRemaining = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

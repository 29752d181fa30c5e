import { useState } from 'react';
import { Link, useParams } from '@salone/router';
import { skipToken } from '@salone/api-client';
import styled from 'styled-components';
import { isApiError, useGetEventQuery, type EventDto } from '@salone/api-client';
import {
  ArrowLeftIcon,
  Badge,
  Button,
  CalendarIcon,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  Gallery,
  GlobeIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  TicketIcon,
  UsersIcon,
  useSeo,
} from '@salone/ui';
import { DetailNotFound, parseId } from '../../shared/NotFound';
import { formatUsd } from '../../shared/format';
import { useRequireSignIn } from '../../shared/useRequireSignIn';
import { EventTicketsDialog } from './EventTicketsDialog';
import {
  CATEGORY_LABELS,
  eventDateRange,
  fromPrice,
  hasEnded,
  isSoldOut,
  startTime,
} from './eventFormat';
import {
  DetailError,
  DetailLayout,
  DetailSkeleton,
  FactList,
} from '../../shared/events-cars-detail';

/** /events/:id (spec section 2, event detail). */
export default function EventDetailPage() {
  const id = parseId(useParams().id);
  const { data, error, isLoading } = useGetEventQuery(id === undefined ? skipToken : { id });

  if (id === undefined || (isApiError(error) && error.status === 404)) {
    return <DetailNotFound title="Event Not Found" backTo="/events" backLabel="Back to Events" />;
  }
  if (isLoading) return <DetailSkeleton label="Loading event" />;
  if (!data) return <DetailError noun="Event" backTo="/events" backLabel="Back to Events" />;
  return <EventDetails event={data} />;
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
    eventDateRange(event.startDate, event.endDate) === eventDateRange(event.startDate, null);

  return (
    <StyledPage>
      <Button as={Link} to="/events" variant="ghost" size="sm">
        <ArrowLeftIcon size={16} />
        Back to Events
      </Button>

      <StyledHeader>
        <Badge tone="primary">{CATEGORY_LABELS[event.category] ?? event.category}</Badge>
        <h1>{event.title}</h1>
        <StyledMeta>
          <li>
            <CalendarIcon size={18} />
            {eventDateRange(event.startDate, event.endDate)}
          </li>
          <li>
            <ClockIcon size={18} />
            {startTime(event.startDate)}
            {endsSameDay && event.endDate ? ` – ${startTime(event.endDate)}` : ''} GMT
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
        </StyledMeta>
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
      </StyledHeader>

      <DetailLayout>
        <div>
          <Gallery images={event.images} alt={event.title} height={360} />

          <Card>
            <CardHeader>
              <CardTitle as="h2">About This Event</CardTitle>
            </CardHeader>
            <CardContent>
              <p>{event.description}</p>
            </CardContent>
          </Card>

          {event.schedule?.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Schedule</CardTitle>
              </CardHeader>
              <CardContent>
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
              </CardContent>
            </Card>
          )}

          {(event.included?.length > 0 || event.excluded?.length > 0) && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">What&apos;s Included</CardTitle>
              </CardHeader>
              <CardContent>
                <StyledColumns>
                  {event.included?.length > 0 && (
                    <div>
                      <h3>Included</h3>
                      <StyledChecks>
                        {event.included.map((item) => (
                          <li key={item}>
                            <CheckIcon size={18} />
                            {item}
                          </li>
                        ))}
                      </StyledChecks>
                    </div>
                  )}
                  {event.excluded?.length > 0 && (
                    <div>
                      <h3>Not included</h3>
                      <StyledChecks $muted>
                        {event.excluded.map((item) => (
                          <li key={item}>
                            <CloseIcon size={18} />
                            {item}
                          </li>
                        ))}
                      </StyledChecks>
                    </div>
                  )}
                </StyledColumns>
              </CardContent>
            </Card>
          )}

          <Card>
            <CardHeader>
              <CardTitle as="h2">Ticket Options</CardTitle>
            </CardHeader>
            <CardContent>
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
            </CardContent>
          </Card>

          {event.venue && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Venue</CardTitle>
              </CardHeader>
              <CardContent>
                <h3>{event.venue.name}</h3>
                <FactList>
                  <div>
                    <dt>Address</dt>
                    <dd>{event.venue.address}</dd>
                  </div>
                  <div>
                    <dt>Capacity</dt>
                    <dd>{event.venue.capacity.toLocaleString('en-US')} people</dd>
                  </div>
                  {event.venue.facilities.length > 0 && (
                    <div>
                      <dt>Facilities</dt>
                      <dd>{event.venue.facilities.join(', ')}</dd>
                    </div>
                  )}
                  <div>
                    <dt>Getting there</dt>
                    <dd>{event.venue.directions}</dd>
                  </div>
                </FactList>
              </CardContent>
            </Card>
          )}
        </div>

        <aside aria-label="Organizer">
          {event.organizer && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Organizer</CardTitle>
              </CardHeader>
              <CardContent>
                <h3>{event.organizer.name}</h3>
                <p>{event.organizer.description}</p>
                <StyledContacts>
                  <li>
                    <PhoneIcon size={18} />
                    <a href={`tel:${event.organizer.phone.replace(/\s+/g, '')}`}>
                      {event.organizer.phone}
                    </a>
                  </li>
                  <li>
                    <MailIcon size={18} />
                    <a href={`mailto:${event.organizer.email}`}>{event.organizer.email}</a>
                  </li>
                  {event.organizer.website && (
                    <li>
                      <GlobeIcon size={18} />
                      <a href={event.organizer.website} target="_blank" rel="noopener noreferrer">
                        Website
                      </a>
                    </li>
                  )}
                </StyledContacts>
              </CardContent>
            </Card>
          )}
        </aside>
      </DetailLayout>

      <EventTicketsDialog event={event} open={open} onOpenChange={setOpen} />
    </StyledPage>
  );
}

const StyledPage = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth}px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[4]}px;
  padding-bottom: ${({ theme }) => theme.space[7]}px;

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[5]}px;
  }
`;

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[5]}px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.display};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const StyledMeta = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

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

const StyledChecks = styled.ul<{ $muted?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]}px;
  }

  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.success)};
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

const StyledContacts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

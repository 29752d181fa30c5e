import { useState } from 'react';
import { useParams } from '@salone/router';
import { skipToken } from '@salone/api-client';
import { useGetEventQuery, type EventDto } from '@salone/api-client/catalogue';
import { Container, useSeo } from '@salone/ui';
import { Gallery } from '@salone/ui/media';
import { BackLink, DetailCard, DetailRoute, PlainDetailColumns } from '../../shared/detail';
import { parseId } from '../../shared/NotFound';
import { usePlanBookingLink } from '../../shared/planBookingLink';
import { useRequireSignIn } from '../../shared/useRequireSignIn';
import { EventHeader } from './components/EventHeader';
import {
  EventInclusions,
  EventOrganizer,
  EventSchedule,
  EventTicketOptions,
  EventVenue,
} from './components/EventSections';
import { lazyDialog } from '../../shared/lazyDialog';
import { CATEGORY_LABELS } from './eventFormat';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';
import { ticketsPrefillOf, type TicketsPrefill } from './ticketRules';
import { eventJsonLd } from './eventSeo';
import { GuestRating } from '../../shared/reviews/GuestRating';
import { ReviewsSection, useListingReviews } from '../../shared/reviews/ReviewsSection';
import { ListingMap } from '../../shared/ListingMap';
import { withReviews } from '../../shared/reviews/reviewsJsonLd';

// The booking form (and its form libraries) loads on intent, not with the page.
const tickets = lazyDialog(() => import('./EventTicketsDialog').then((m) => m.EventTicketsDialog));

/** /events/:id (docs/product.md, screens). */
export default function EventDetailPage() {
  const id = parseId(useParams().id);
  const query = useGetEventQuery(id === undefined ? skipToken : { id });
  return (
    <DetailRoute id={id} query={query} kind="event" backTo="/events">
      {(event) => <EventDetails event={event} />}
    </DetailRoute>
  );
}

function EventDetails({ event }: { event: EventDto }) {
  const [open, setOpen] = useState(false);
  const [prefill, setPrefill] = useState<TicketsPrefill>();
  const requireSignIn = useRequireSignIn();
  const t = useT(bookingMessages);
  const book = () => {
    setPrefill(undefined);
    tickets.preload();
    requireSignIn(() => setOpen(true));
  };
  // From a trip plan: a ticket for each traveller, in the category it priced.
  usePlanBookingLink(['tickets', 'category'], (values) => {
    const plan = ticketsPrefillOf(values, event.ticketCategories);
    tickets.preload();
    requireSignIn(() => {
      setPrefill(plan);
      setOpen(true);
    });
  });
  const reviews = useListingReviews('event', event.id);
  useSeo({
    title: event.title,
    description: event.description.slice(0, 160),
    keywords: [event.title, CATEGORY_LABELS[event.category], event.city, 'event tickets'],
    canonicalPath: `/events/${event.id}`,
    jsonLd: withReviews(eventJsonLd(event), event, reviews),
  });

  return (
    <Container>
      <BackLink to="/events">{t('detail.event.back')}</BackLink>
      <EventHeader event={event} onBook={book} />
      <GuestRating average={event.reviewAverage} count={event.reviewCount} />
      <PlainDetailColumns>
        <div>
          <Gallery images={event.images} alt={event.title} height={360} />
          <DetailCard title={t('event.about')}>
            <p>{event.description}</p>
          </DetailCard>
          <EventSchedule event={event} />
          <EventInclusions event={event} />
          <EventTicketOptions event={event} />
          <EventVenue event={event} />
          <ListingMap name={event.title} latitude={event.latitude} longitude={event.longitude} />
          <ReviewsSection kind="event" listingId={event.id} />
        </div>
        <aside aria-label={t('event.organizer')}>
          <EventOrganizer event={event} />
        </aside>
      </PlainDetailColumns>
      <tickets.Dialog event={event} open={open} onOpenChange={setOpen} prefill={prefill} />
    </Container>
  );
}

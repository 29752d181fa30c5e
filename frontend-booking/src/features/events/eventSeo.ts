import type { EventDto } from '@salone/api-client/catalogue';

/** The event's structured data (schema.org Event, with one offer per ticket category). */
export function eventJsonLd(event: EventDto) {
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

import { Injectable } from '@nestjs/common';
import { toDollars } from '@salone/booking-rules';
import { notFound } from '../../common/errors/domain.exception.js';
import { reviewFields, sortListing, withMinRating } from '../filters.js';
import { locationFields } from '../location.js';
import { EventDto } from './dto/event.dto.js';
import { ListEventsQueryDto } from './dto/list-events.query.dto.js';
import { EventEntity } from './event.entity.js';
import { EventsRepository } from './events.repository.js';
import { CatalogueReader, type ListingContact } from '../catalogue-reader.repository.js';

export const toEventDto = (event: EventEntity): EventDto => {
  const categories = [...event.ticketCategories].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.priceCents - b.priceCents,
  );
  const lowest = Math.min(...categories.map((category) => category.priceCents));
  return {
    id: event.id,
    title: event.title,
    category: event.category,
    description: event.description,
    location: event.location,
    city: event.city,
    startDate: event.startDate.toISOString(),
    endDate: event.endDate?.toISOString() ?? null,
    capacity: event.capacity,
    price: categories.length > 0 ? toDollars(lowest) : 0,
    images: event.images,
    schedule: event.schedule,
    included: event.included,
    excluded: event.excluded,
    venue: event.venue,
    organizer: event.organizer,
    ...reviewFields(event),
    ...locationFields(event),
    ticketCategories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      description: category.description,
      price: toDollars(category.priceCents),
      quantity: category.quantity,
      remaining: category.quantity - category.sold,
    })),
  };
};

/**
 * The organiser's phone and e-mail are the organisation's, the one source of a listing's
 * contact (docs/decisions/one-operator-contact.md); the organiser's name and words stay the
 * event's own.
 */
const withOrganiserContact = (dto: EventDto, contact: ListingContact | undefined): EventDto =>
  contact
    ? { ...dto, organizer: { ...dto.organizer, phone: contact.phone, email: contact.email } }
    : dto;

@Injectable()
export class EventsService {
  constructor(
    private readonly rows: EventsRepository,
    private readonly reader: CatalogueReader,
  ) {}

  async list(query: ListEventsQueryDto, now = new Date()): Promise<EventDto[]> {
    const events = await this.rows.findPublic(query, now);
    const contacts = await this.reader.publishedContacts(
      'event',
      events.map((event) => event.id),
    );
    return sortListing(
      withMinRating(
        events.map((event) => withOrganiserContact(toEventDto(event), contacts.get(event.id))),
        query.minRating,
      ),
      query.sort,
      (event) => event.price,
    );
  }

  async findOne(id: number): Promise<EventDto> {
    const event = await this.rows.findPublicById(id);
    if (!event) throw notFound('Event');
    const contact = (await this.reader.publishedContacts('event', [id])).get(id);
    return {
      ...withOrganiserContact(toEventDto(event), contact),
      whatsapp: contact?.whatsapp ?? null,
    };
  }
}

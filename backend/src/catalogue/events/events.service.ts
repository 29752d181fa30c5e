import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { toDollars } from '@salone/booking-rules';
import { notFound } from '../../common/errors/domain.exception.js';
import { eventDateWindow, likePattern, sortListing } from '../filters.js';
import { EventDto } from './dto/event.dto.js';
import { ListEventsQueryDto } from './dto/list-events.query.dto.js';
import { EventEntity } from './event.entity.js';
import { publicListing } from '../listing.entity.js';
import { CatalogueReader } from '../catalogue-reader.js';

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

@Injectable()
export class EventsService {
  constructor(
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly reader: CatalogueReader,
  ) {}

  async list(query: ListEventsQueryDto, now = new Date()): Promise<EventDto[]> {
    const qb = this.events
      .createQueryBuilder('event')
      .leftJoinAndSelect('event.ticketCategories', 'ticket')
      .where(publicListing('event'));
    if (query.search?.trim()) {
      qb.andWhere('(event.title ILIKE :search OR event.location ILIKE :search)', {
        search: likePattern(query.search),
      });
    }
    // What is over leaves the list: an event shows until it ends (its start when no end).
    qb.andWhere('COALESCE(event.endDate, event.startDate) >= :now', { now });
    if (query.category) qb.andWhere('event.category = :category', { category: query.category });
    if (query.date) {
      const { from, to } = eventDateWindow(query.date, now);
      qb.andWhere('event.startDate <= :to AND COALESCE(event.endDate, event.startDate) >= :from', {
        from,
        to,
      });
    }
    // Days asked for (the home search's dates): events on any of them. Sierra Leone keeps GMT,
    // so a day is its UTC day.
    if (query.from) {
      qb.andWhere('COALESCE(event.endDate, event.startDate) >= :fromDay', {
        fromDay: new Date(`${query.from}T00:00:00.000Z`),
      });
    }
    if (query.to) {
      qb.andWhere('event.startDate <= :toDay', { toDay: new Date(`${query.to}T23:59:59.999Z`) });
    }
    const events = await qb
      .orderBy('event.startDate', 'ASC')
      .addOrderBy('event.id', 'ASC')
      .getMany();
    return sortListing(events.map(toEventDto), query.sort, (event) => event.price);
  }

  async findOne(id: number): Promise<EventDto> {
    const event = await this.events
      .createQueryBuilder('event')
      .leftJoinAndSelect('event.ticketCategories', 'ticket')
      .where('event.id = :id', { id })
      .andWhere(publicListing('event'))
      .getOne();
    if (!event) throw notFound('Event');
    return { ...toEventDto(event), whatsapp: await this.reader.publishedWhatsapp('event', id) };
  }
}

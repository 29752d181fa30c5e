import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { eventDateWindow, likePattern } from '../filters.js';
import { publicListing } from '../listing.entity.js';
import type { ListEventsQueryDto } from './dto/list-events.query.dto.js';
import { EventEntity } from './event.entity.js';

/** The public event listings as the catalogue reads them. */
@Injectable()
export class EventsRepository {
  constructor(@InjectRepository(EventEntity) private readonly events: Repository<EventEntity>) {}

  /** The public events matching the query's filters that are not over at `now`, by start. */
  async findPublic(query: ListEventsQueryDto, now: Date): Promise<EventEntity[]> {
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
    return qb.orderBy('event.startDate', 'ASC').addOrderBy('event.id', 'ASC').getMany();
  }

  /** One public listing by id, or null. */
  async findPublicById(id: number): Promise<EventEntity | null> {
    return this.events
      .createQueryBuilder('event')
      .leftJoinAndSelect('event.ticketCategories', 'ticket')
      .where('event.id = :id', { id })
      .andWhere(publicListing('event'))
      .getOne();
  }
}

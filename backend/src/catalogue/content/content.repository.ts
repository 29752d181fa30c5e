import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { publicListing } from '../listing.entity.js';
import { ServiceContentEntity, ServiceType } from './service-content.entity.js';

/** The home page's service cards (table `service_content`) and the public listing counts. */
@Injectable()
export class ContentRepository {
  constructor(
    @InjectRepository(ServiceContentEntity)
    private readonly cards: Repository<ServiceContentEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The cards in their order. */
  serviceCards(): Promise<ServiceContentEntity[]> {
    return this.cards.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
  }

  /**
   * Public listings of each kind (the planner has none), counted as the lists show them: an
   * event until it ends (its start when it has no end), a property whether or not it takes
   * viewings now. The home page's numbers are the lists' lengths without filters.
   */
  async publicCounts(now: Date = new Date()): Promise<Record<ServiceType, number>> {
    const [counts] = await this.dataSource.query<Record<ServiceType, number>[]>(
      `SELECT (SELECT COUNT(*) FROM hotels h WHERE ${publicListing('h')})::int AS hotels,
              (SELECT COUNT(*) FROM events e WHERE ${publicListing('e')}
                  AND COALESCE(e.end_date, e.start_date) >= $1)::int AS events,
              (SELECT COUNT(*) FROM tours t WHERE ${publicListing('t')})::int AS tours,
              (SELECT COUNT(*) FROM cars c WHERE ${publicListing('c')})::int AS cars,
              (SELECT COUNT(*) FROM properties p WHERE ${publicListing('p')})::int AS real_estate,
              0 AS ai_planner`,
      [now],
    );
    return counts;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { ServiceContentDto } from './dto/service-content.dto.js';
import { ServiceContentEntity, ServiceType } from './service-content.entity.js';
import { publicListing } from '../listing.entity.js';

@Injectable()
export class ContentService {
  constructor(
    @InjectRepository(ServiceContentEntity)
    private readonly cards: Repository<ServiceContentEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async listServiceContent(): Promise<ServiceContentDto[]> {
    const [cards, [counts]] = await Promise.all([
      this.cards.find({ order: { sortOrder: 'ASC', id: 'ASC' } }),
      this.dataSource.query<Record<ServiceType, number>[]>(`
        SELECT (SELECT COUNT(*) FROM hotels h WHERE ${publicListing('h')})::int AS hotels,
               (SELECT COUNT(*) FROM events e WHERE ${publicListing('e')})::int AS events,
               (SELECT COUNT(*) FROM tours t WHERE ${publicListing('t')})::int AS tours,
               (SELECT COUNT(*) FROM cars c WHERE ${publicListing('c')})::int AS cars,
               (SELECT COUNT(*) FROM properties p WHERE p.is_active AND ${publicListing('p')})::int AS real_estate,
               0 AS ai_planner`),
    ]);
    return cards.map((card) => ({
      id: card.id,
      title: card.title,
      description: card.description,
      imageUrl: card.imageUrl,
      serviceType: card.serviceType,
      href: card.href,
      count: counts[card.serviceType] ?? 0,
      gradient: card.gradient,
    }));
  }
}

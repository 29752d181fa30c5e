import { Injectable } from '@nestjs/common';
import { ServiceContentDto } from './dto/service-content.dto.js';
import { ContentRepository } from './content.repository.js';

@Injectable()
export class ContentService {
  constructor(private readonly content: ContentRepository) {}

  async listServiceContent(): Promise<ServiceContentDto[]> {
    const [cards, counts] = await Promise.all([
      this.content.serviceCards(),
      this.content.publicCounts(),
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

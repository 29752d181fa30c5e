import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { likePattern } from '../filters.js';
import { publicListing } from '../listing.entity.js';
import type { ListToursQueryDto } from './dto/list-tours.query.dto.js';
import { TourEntity } from './tour.entity.js';

/** The public tour listings as the catalogue reads them. */
@Injectable()
export class ToursRepository {
  constructor(@InjectRepository(TourEntity) private readonly tours: Repository<TourEntity>) {}

  /** The public listings matching the query's filters, in id order. */
  async findPublic(query: ListToursQueryDto): Promise<TourEntity[]> {
    const qb = this.tours.createQueryBuilder('tour').where(publicListing('tour'));
    if (query.search?.trim()) {
      qb.andWhere(
        '(tour.title ILIKE :search OR tour.location ILIKE :search OR tour.description ILIKE :search)',
        { search: likePattern(query.search) },
      );
    }
    if (query.difficulty) {
      qb.andWhere('tour.difficulty = :difficulty', { difficulty: query.difficulty });
    }
    return qb.orderBy('tour.id', 'ASC').getMany();
  }

  /** One public listing by id, or null. */
  async findPublicById(id: number): Promise<TourEntity | null> {
    return this.tours
      .createQueryBuilder('tour')
      .where('tour.id = :id', { id })
      .andWhere(publicListing('tour'))
      .getOne();
  }
}

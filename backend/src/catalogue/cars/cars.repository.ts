import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CAR_PRICE_BANDS, likePattern } from '../filters.js';
import { publicListing } from '../listing.entity.js';
import type { ListCarsQueryDto } from './dto/list-cars.query.dto.js';
import { CarEntity } from './car.entity.js';

/** The public car listings as the catalogue reads them. */
@Injectable()
export class CarsRepository {
  constructor(@InjectRepository(CarEntity) private readonly cars: Repository<CarEntity>) {}

  /** The public listings matching the query's filters, in id order. */
  async findPublic(query: ListCarsQueryDto): Promise<CarEntity[]> {
    const qb = this.cars.createQueryBuilder('car').where(publicListing('car'));
    if (query.search?.trim()) {
      qb.andWhere(
        "(car.make ILIKE :search OR car.model ILIKE :search OR car.location ILIKE :search OR (car.make || ' ' || car.model) ILIKE :search)",
        { search: likePattern(query.search) },
      );
    }
    if (query.type) qb.andWhere('car.type = :type', { type: query.type });
    if (query.priceBand) {
      const band: { min?: number; max?: number } = CAR_PRICE_BANDS[query.priceBand];
      if (band.min !== undefined) qb.andWhere('car.dailyRateCents >= :min', { min: band.min });
      if (band.max !== undefined) qb.andWhere('car.dailyRateCents < :max', { max: band.max });
    }
    return qb.orderBy('car.id', 'ASC').getMany();
  }

  /** One public listing by id, or null. */
  async findPublicById(id: number): Promise<CarEntity | null> {
    return this.cars
      .createQueryBuilder('car')
      .where('car.id = :id', { id })
      .andWhere(publicListing('car'))
      .getOne();
  }
}

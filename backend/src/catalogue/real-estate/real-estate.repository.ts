import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { likePattern, PROPERTY_PRICE_BANDS } from '../filters.js';
import { publicListing } from '../listing.entity.js';
import type { ListPropertiesQueryDto } from './dto/list-properties.query.dto.js';
import { PropertyEntity } from './property.entity.js';

/** The public property listings as the catalogue reads them. */
@Injectable()
export class PropertiesRepository {
  constructor(
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
  ) {}

  /** The public listings matching the query's filters, in id order. */
  async findPublic(query: ListPropertiesQueryDto): Promise<PropertyEntity[]> {
    const qb = this.properties.createQueryBuilder('property').where(publicListing('property'));
    if (query.search?.trim()) {
      qb.andWhere(
        '(property.title ILIKE :search OR property.address ILIKE :search OR property.description ILIKE :search)',
        { search: likePattern(query.search) },
      );
    }
    if (query.type) qb.andWhere('property.type = :type', { type: query.type });
    if (query.purpose === 'sale') qb.andWhere('property.isForSale = true');
    if (query.purpose === 'rent') qb.andWhere('property.isForRent = true');
    if (query.priceBand) {
      const band: { min?: number; max?: number } = PROPERTY_PRICE_BANDS[query.priceBand];
      if (band.min !== undefined) qb.andWhere('property.priceCents >= :min', { min: band.min });
      if (band.max !== undefined) qb.andWhere('property.priceCents < :max', { max: band.max });
    }
    return qb.orderBy('property.id', 'ASC').getMany();
  }

  /** One public listing by id, or null. */
  async findPublicById(id: number): Promise<PropertyEntity | null> {
    return this.properties
      .createQueryBuilder('property')
      .where('property.id = :id', { id })
      .andWhere(publicListing('property'))
      .getOne();
  }
}

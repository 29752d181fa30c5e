import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  areaFromSize,
  EMERGENCY_NUMBER,
  neighbourhoodName,
  propertyDetails,
  propertyFinancials,
  quoteViewing,
  SAFETY_RATING,
  toDollars,
  WALK_SCORE,
} from '@salone/booking-rules';
import { Repository } from 'typeorm';
import { notFound } from '../../common/errors/domain.exception.js';
import { likePattern, PROPERTY_PRICE_BANDS, sortListing } from '../filters.js';
import { ListPropertiesQueryDto } from './dto/list-properties.query.dto.js';
import { PropertyDto } from './dto/property.dto.js';
import { PropertyEntity } from './property.entity.js';
import { publicListing } from '../listing.entity.js';
import { CatalogueReader } from '../catalogue-reader.js';

export const toPropertyDto = (property: PropertyEntity): PropertyDto => ({
  id: property.id,
  title: property.title,
  address: property.address,
  description: property.description,
  type: property.type,
  price: toDollars(property.priceCents),
  monthlyRent: property.monthlyRentCents === null ? null : toDollars(property.monthlyRentCents),
  isForSale: property.isForSale,
  isForRent: property.isForRent,
  isActive: property.isActive,
  bedrooms: property.bedrooms,
  bathrooms: property.bathrooms,
  size: property.size,
  area: areaFromSize(property.size),
  features: property.features,
  amenities: property.features,
  images: property.images,
  yearBuilt: property.yearBuilt,
  agent: property.agent,
  propertyDetails: propertyDetails(property),
  neighborhood: {
    name: neighbourhoodName(property.address),
    ...property.neighborhood,
    walkScore: WALK_SCORE,
    safetyRating: SAFETY_RATING,
  },
  financials: propertyFinancials(property),
  inspection: property.inspection,
  emergencyNumber: EMERGENCY_NUMBER,
  viewingFee: quoteViewing(),
});

@Injectable()
export class RealEstateService {
  constructor(
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
    private readonly reader: CatalogueReader,
  ) {}

  async list(query: ListPropertiesQueryDto): Promise<PropertyDto[]> {
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
    const properties = await qb.orderBy('property.id', 'ASC').getMany();
    return sortListing(properties.map(toPropertyDto), query.sort, (property) => property.price);
  }

  async findOne(id: number): Promise<PropertyDto> {
    const property = await this.properties
      .createQueryBuilder('property')
      .where('property.id = :id', { id })
      .andWhere(publicListing('property'))
      .getOne();
    if (!property) throw notFound('Property');
    return {
      ...toPropertyDto(property),
      whatsapp: await this.reader.publishedWhatsapp('real_estate', id),
    };
  }
}

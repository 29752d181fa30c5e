import { Injectable } from '@nestjs/common';
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
import { notFound } from '../../common/errors/domain.exception.js';
import { reviewFields, sortListing, withMinRating } from '../filters.js';
import { ListPropertiesQueryDto } from './dto/list-properties.query.dto.js';
import { PropertyDto } from './dto/property.dto.js';
import { PropertyEntity } from './property.entity.js';
import { PropertiesRepository } from './real-estate.repository.js';
import { CatalogueReader } from '../catalogue-reader.repository.js';

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
  ...reviewFields(property),
});

@Injectable()
export class RealEstateService {
  constructor(
    private readonly rows: PropertiesRepository,
    private readonly reader: CatalogueReader,
  ) {}

  async list(query: ListPropertiesQueryDto): Promise<PropertyDto[]> {
    const properties = await this.rows.findPublic(query);
    return sortListing(
      withMinRating(properties.map(toPropertyDto), query.minRating),
      query.sort,
      (property) => property.price,
    );
  }

  async findOne(id: number): Promise<PropertyDto> {
    const property = await this.rows.findPublicById(id);
    if (!property) throw notFound('Property');
    return {
      ...toPropertyDto(property),
      whatsapp: await this.reader.publishedWhatsapp('real_estate', id),
    };
  }
}

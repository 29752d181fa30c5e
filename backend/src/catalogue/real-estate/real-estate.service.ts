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
import { locationFields } from '../location.js';
import { ListPropertiesQueryDto } from './dto/list-properties.query.dto.js';
import { PropertyDto } from './dto/property.dto.js';
import { PropertyEntity } from './property.entity.js';
import { PropertiesRepository } from './real-estate.repository.js';
import { CatalogueReader, type ListingContact } from '../catalogue-reader.repository.js';

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
  ...locationFields(property),
});

/** What a property rents for a month: its rent, or its price when it is for rent only. */
const monthlyRentOf = (property: PropertyDto): number | null =>
  property.monthlyRent ?? (property.isForRent && !property.isForSale ? property.price : null);

/**
 * The agent's company, phone and e-mail are the organisation's, the one source of a listing's
 * contact (docs/decisions/one-operator-contact.md); the agent's own name and profile stay.
 */
const withAgencyContact = (dto: PropertyDto, contact: ListingContact | undefined): PropertyDto =>
  contact
    ? {
        ...dto,
        agent: { ...dto.agent, company: contact.name, phone: contact.phone, email: contact.email },
      }
    : dto;

@Injectable()
export class RealEstateService {
  constructor(
    private readonly rows: PropertiesRepository,
    private readonly reader: CatalogueReader,
  ) {}

  async list(query: ListPropertiesQueryDto): Promise<PropertyDto[]> {
    const properties = await this.rows.findPublic(query);
    const contacts = await this.reader.publishedContacts(
      'real_estate',
      properties.map((property) => property.id),
    );
    const dtos = withMinRating(
      properties.map((property) =>
        withAgencyContact(toPropertyDto(property), contacts.get(property.id)),
      ),
      query.minRating,
    );
    if (!query.sort) return dtos;
    if (query.purpose === 'rent') {
      // For rent: by the monthly rent (a rent-only listing's price is its rent).
      return sortListing(dtos, query.sort, (property) => monthlyRentOf(property));
    }
    if (query.purpose === 'sale')
      return sortListing(dtos, query.sort, (property) => property.price);
    // Both: sale prices and monthly rents are not one scale. Listings for sale come first, by
    // sale price, then those only for rent, by rent.
    return [
      ...sortListing(
        dtos.filter((property) => property.isForSale),
        query.sort,
        (property) => property.price,
      ),
      ...sortListing(
        dtos.filter((property) => !property.isForSale),
        query.sort,
        (property) => monthlyRentOf(property),
      ),
    ];
  }

  async findOne(id: number): Promise<PropertyDto> {
    const property = await this.rows.findPublicById(id);
    if (!property) throw notFound('Property');
    const contact = (await this.reader.publishedContacts('real_estate', [id])).get(id);
    return {
      ...withAgencyContact(toPropertyDto(property), contact),
      whatsapp: contact?.whatsapp ?? null,
    };
  }
}

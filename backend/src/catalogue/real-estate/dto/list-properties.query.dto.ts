import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  PRICE_SORTS,
  PROPERTY_PRICE_BANDS,
  type PriceSort,
  type PropertyPriceBand,
} from '../../filters.js';
import { PROPERTY_TYPES, type PropertyType } from '../property.entity.js';

export const PROPERTY_PURPOSES = ['sale', 'rent'] as const;
export type PropertyPurpose = (typeof PROPERTY_PURPOSES)[number];

/** Optional filters of the real estate screen; none given returns every listing. */
export class ListPropertiesQueryDto {
  /** Text found in the title, address or description. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsIn(PROPERTY_TYPES)
  type?: PropertyType;

  /** Listings for sale, or for rent (a listing may be both). */
  @IsOptional()
  @IsIn(PROPERTY_PURPOSES)
  purpose?: PropertyPurpose;

  /** Price band: under $100K, $100K-$500K, $500K and more. */
  @IsOptional()
  @IsIn(Object.keys(PROPERTY_PRICE_BANDS))
  priceBand?: PropertyPriceBand;

  /**
   * Order: lowest price first, or highest first (the sale price, or the monthly rent of a
   * listing for rent only). Without it, the list's own order.
   */
  @IsOptional()
  @IsIn(PRICE_SORTS)
  sort?: PriceSort;
}

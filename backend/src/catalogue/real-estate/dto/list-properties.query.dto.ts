import { CursorPageQueryDto } from '../../../common/pagination.dto.js';
import { Type } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  LIST_SORTS,
  PROPERTY_PRICE_BANDS,
  type ListSort,
  type PropertyPriceBand,
} from '../../filters.js';
import { PROPERTY_TYPES, type PropertyType } from '../property.entity.js';

export const PROPERTY_PURPOSES = ['sale', 'rent'] as const;
export type PropertyPurpose = (typeof PROPERTY_PURPOSES)[number];

/** Optional filters of the real estate screen; none given returns every listing. */
export class ListPropertiesQueryDto extends CursorPageQueryDto {
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
   * listing for rent only). `rating`: the best guests' rating first. Without it, the list's own order.
   */
  @IsOptional()
  @IsIn(LIST_SORTS)
  sort?: ListSort;

  /**
   * Only listings whose verified reviews average at least this (1-5); unrated listings are left out.
   * @example 4
   */
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 1 }, { message: 'minRating must be a number from 1 to 5' })
  @Min(1, { message: 'minRating must be a number from 1 to 5' })
  @Max(5, { message: 'minRating must be a number from 1 to 5' })
  minRating?: number;
}

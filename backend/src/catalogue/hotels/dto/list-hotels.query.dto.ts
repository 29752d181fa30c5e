import { IntersectionType } from '@nestjs/swagger';
import { CursorPageQueryDto } from '../../../common/pagination.dto.js';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { StayDatesQueryDto } from './stay-dates.query.dto.js';
import {
  HOTEL_PRICE_BANDS,
  RATED_SORTS,
  type HotelPriceBand,
  type RatedSort,
} from '../../filters.js';

/** Optional filters of the hotels screen; none given returns every hotel. */
export class ListHotelsQueryDto extends IntersectionType(StayDatesQueryDto, CursorPageQueryDto) {
  /** Text found in the name, address, town or description. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  /** Only hotels with exactly this many stars. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(5)
  stars?: number;

  /** Band of the lowest room price: budget under $100, mid $100-$200, luxury $200+. */
  @IsOptional()
  @IsIn(Object.keys(HOTEL_PRICE_BANDS))
  priceBand?: HotelPriceBand;

  /**
   * Order: lowest price first, highest price first (the lowest price free for the stay
   * dates when they are given), or most stars first. Without it, the list's own order.
   */
  @IsOptional()
  @IsIn(RATED_SORTS)
  sort?: RatedSort;

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

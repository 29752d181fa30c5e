import { IntersectionType } from '@nestjs/swagger';
import { CursorPageQueryDto } from '../../../common/pagination.dto.js';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { CAR_PRICE_BANDS, LIST_SORTS, type CarPriceBand, type ListSort } from '../../filters.js';
import { CAR_TYPES, type CarType } from '../car.entity.js';

/** Optional filters of the car rentals screen; none given returns every car. */
/** Optional rental days: cars then say whether they are free for them. */
export class RentalDatesQueryDto {
  /** Pickup day (YYYY-MM-DD); give it with returnDate to see each car's availability. */
  @ValidateIf(
    (query: RentalDatesQueryDto) =>
      query.pickupDate !== undefined || query.returnDate !== undefined,
  )
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Pickup date is required' })
  pickupDate?: string;

  /** Return day (YYYY-MM-DD). */
  @ValidateIf(
    (query: RentalDatesQueryDto) =>
      query.pickupDate !== undefined || query.returnDate !== undefined,
  )
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Return date is required' })
  returnDate?: string;
}

export class ListCarsQueryDto extends IntersectionType(RentalDatesQueryDto, CursorPageQueryDto) {
  /** Text found in the make, model or location. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  /** SUV, Sedan, Hatchback or Pickup (any letter case). */
  @IsOptional()
  @Transform(({ value }) =>
    typeof value === 'string'
      ? (CAR_TYPES.find((type) => type.toLowerCase() === value.toLowerCase()) ?? value)
      : value,
  )
  @IsIn(CAR_TYPES)
  type?: CarType;

  /** Daily rate band: budget under $50, mid $50-$99, premium $100+. */
  @IsOptional()
  @IsIn(Object.keys(CAR_PRICE_BANDS))
  priceBand?: CarPriceBand;

  /** Order: lowest daily rate first, or highest first. Without it, the list's own order. */
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

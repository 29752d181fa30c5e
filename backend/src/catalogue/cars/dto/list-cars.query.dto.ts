import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CAR_PRICE_BANDS, type CarPriceBand } from '../../filters.js';
import { CAR_TYPES, type CarType } from '../car.entity.js';

/** Optional filters of the car rentals screen; none given returns every car. */
export class ListCarsQueryDto {
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
}

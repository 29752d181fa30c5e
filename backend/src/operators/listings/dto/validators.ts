import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Required text, trimmed, 1..max characters; messages name the field as people read it. */
export const Text = (label: string, max: number) =>
  applyDecorators(
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    IsString({ message: `${label} must be text` }),
    Transform(trim),
    IsNotEmpty({ message: `${label} is required` }),
  );

/** A list of short texts (amenities, features, ...). */
export const TextList = (label: string, maxItems = 40, maxLength = 200) =>
  applyDecorators(
    MaxLength(maxLength, {
      each: true,
      message: `Each of ${label} must be at most ${maxLength} characters`,
    }),
    IsNotEmpty({ each: true, message: `${label} must not contain empty entries` }),
    IsString({ each: true, message: `${label} must be a list of texts` }),
    ArrayMaxSize(maxItems, { message: `${label} may have at most ${maxItems} entries` }),
    IsArray({ message: `${label} must be a list` }),
  );

/** US dollars with at most two decimals, above zero. */
export const Dollars = (label: string, max = 100_000_000) =>
  applyDecorators(
    Max(max, { message: `${label} must be at most ${max}` }),
    Min(0.01, { message: `${label} must be more than 0` }),
    IsNumber(
      { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
      { message: `${label} must be an amount in US dollars, e.g. 120 or 89.50` },
    ),
  );

/** US dollars, zero allowed. */
export const DollarsOrZero = (label: string, max = 100_000_000) =>
  applyDecorators(
    Max(max, { message: `${label} must be at most ${max}` }),
    Min(0, { message: `${label} must not be negative` }),
    IsNumber(
      { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
      { message: `${label} must be an amount in US dollars, e.g. 120 or 89.50` },
    ),
  );

export const Whole = (label: string, min: number, max: number) =>
  applyDecorators(
    Max(max, { message: `${label} must be at most ${max}` }),
    Min(min, { message: `${label} must be at least ${min}` }),
    IsInt({ message: `${label} must be a whole number` }),
  );

export const Flag = (label: string) =>
  applyDecorators(IsBoolean({ message: `${label} must be true or false` }));

/** A nested object (or list of them, `each`) validated with its own class. */
export const Nested = (cls: new () => object, label: string, list = false, maxItems = 30) =>
  applyDecorators(
    ValidateNested({ each: list }),
    Type(() => cls),
    ...(list
      ? [
          ArrayMaxSize(maxItems, { message: `${label} may have at most ${maxItems} entries` }),
          IsArray({ message: `${label} must be a list` }),
        ]
      : []),
  );

export { IsOptional };

/** A coordinate in degrees (at most six decimals), or null to clear it; optional. */
const Degrees = (label: string, limit: number) =>
  applyDecorators(
    IsOptional(),
    Max(limit, { message: `${label} must be at most ${limit}` }),
    Min(-limit, { message: `${label} must be at least -${limit}` }),
    IsNumber(
      { maxDecimalPlaces: 6, allowNaN: false, allowInfinity: false },
      { message: `${label} must be a number of degrees with at most six decimals` },
    ),
  );

/** Latitude, -90 to 90 (the service checks the point is in Sierra Leone). */
export const Latitude = () => Degrees('Latitude', 90);
/** Longitude, -180 to 180 (the service checks the point is in Sierra Leone). */
export const Longitude = () => Degrees('Longitude', 180);

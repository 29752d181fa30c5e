import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { CLOSABLE_KINDS, type ClosableKind } from '../../entities/closure.entity.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class CreateClosureDto {
  /**
   * What is closed: a hotel's room type, a car or a tour.
   * @example "hotel"
   */
  @IsIn(CLOSABLE_KINDS, { message: 'serviceType must be hotel, car or tour' })
  serviceType: ClosableKind;

  /**
   * The hotel, car or tour.
   * @example 1
   */
  @Type(() => Number)
  @IsInt({ message: 'serviceId must be a listing id' })
  @Min(1, { message: 'serviceId must be a listing id' })
  serviceId: number;

  /**
   * The hotel's room type (hotels only).
   * @example 2
   */
  @ValidateIf((body: CreateClosureDto) => body.serviceType === 'hotel' || body.roomId !== undefined)
  @Type(() => Number)
  @IsInt({ message: 'Please select a room type' })
  @Min(1, { message: 'Please select a room type' })
  roomId?: number;

  /**
   * How many of the room type's units to close (hotels only); all of them when not given.
   * @example 1
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  units?: number;

  /**
   * First closed day (for a hotel, the first closed night), YYYY-MM-DD.
   * @example "2027-01-10"
   */
  @Matches(DAY, { message: 'startDate must be a date (YYYY-MM-DD)' })
  startDate: string;

  /**
   * Last closed day, included, YYYY-MM-DD.
   * @example "2027-01-14"
   */
  @Matches(DAY, { message: 'endDate must be a date (YYYY-MM-DD)' })
  endDate: string;

  /**
   * Why (the operator's own note).
   * @example "Air conditioning replaced"
   */
  @IsString()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty({ message: 'Please give a reason for the closure' })
  @MaxLength(200)
  reason: string;
}

export class ListClosuresQueryDto {
  /** Only closures of this kind. */
  @IsOptional()
  @IsIn(CLOSABLE_KINDS)
  serviceType?: ClosableKind;

  /** Only closures of this listing. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  serviceId?: number;

  /** Also closures that ended before today. */
  @IsOptional()
  @IsIn(['true', 'false'])
  includePast?: 'true' | 'false';
}

export class ClosureDto {
  /** @example "3c1f6a2e-8b4d-4e5f-9a0b-1c2d3e4f5a6b" */
  id: string;
  /** @example "hotel" */
  serviceType: ClosableKind;
  /** @example 1 */
  serviceId: number;
  /** @example 2 */
  roomId: number | null;
  /**
   * Units closed; null: the whole room type (or the car, or the tour).
   * @example null
   */
  units: number | null;
  /** @example "2027-01-10" */
  startDate: string;
  /** @example "2027-01-14" */
  endDate: string;
  /** @example "Air conditioning replaced" */
  reason: string;
  /** @example "2026-11-26T12:00:00.000Z" */
  createdAt: string;
}

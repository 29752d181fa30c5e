import { CursorPageQueryDto } from '../../../common/pagination.dto.js';
import { Type } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  RATED_SORTS,
  TOUR_DURATION_CLASSES,
  type RatedSort,
  type TourDurationClass,
} from '../../filters.js';
import { TOUR_DIFFICULTIES, type TourDifficulty } from '../tour.entity.js';

/** Optional filters of the tours screen; none given returns every tour. */
export class ListToursQueryDto extends CursorPageQueryDto {
  /** Text found in the title, location or description. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsIn(TOUR_DIFFICULTIES)
  difficulty?: TourDifficulty;

  /** Half-day, full-day or multi-day, read from the tour's duration text. */
  @IsOptional()
  @IsIn(TOUR_DURATION_CLASSES)
  duration?: TourDurationClass;

  /**
   * Order: lowest price per person first, highest first, or best-rated operator first.
   * Without it, the list's own order.
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

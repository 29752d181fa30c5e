import { CursorPageQueryDto } from '../../../common/pagination.dto.js';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
import {
  EVENT_DATE_WINDOWS,
  LIST_SORTS,
  type EventDateWindow,
  type ListSort,
} from '../../filters.js';
import { EVENT_CATEGORIES, type EventCategory } from '../event.entity.js';

/** Optional filters of the events screen; none given returns every event. */
export class ListEventsQueryDto extends CursorPageQueryDto {
  /** Text found in the title or location. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsIn(EVENT_CATEGORIES)
  category?: EventCategory;

  /**
   * Events taking place between now and the end of today, the next 7 days, or the next
   * month. Events that have already ended never match.
   */
  @IsOptional()
  @IsIn(EVENT_DATE_WINDOWS)
  date?: EventDateWindow;

  /**
   * First day (YYYY-MM-DD, Freetown time): events still on that day or later. With `to`, the
   * events taking place on any day from `from` to `to`; alone, from that day on.
   * @example "2026-12-20"
   */
  @IsOptional()
  @Matches(DAY, { message: 'from must be a day (YYYY-MM-DD)' })
  from?: string;

  /**
   * Last day (YYYY-MM-DD, included): events that start by the end of that day.
   * @example "2026-12-23"
   */
  @IsOptional()
  @Matches(DAY, { message: 'to must be a day (YYYY-MM-DD)' })
  to?: string;

  /**
   * Order: cheapest ticket first, or dearest first. Without it, soonest first.
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

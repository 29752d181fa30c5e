import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
import {
  EVENT_DATE_WINDOWS,
  PRICE_SORTS,
  type EventDateWindow,
  type PriceSort,
} from '../../filters.js';
import { EVENT_CATEGORIES, type EventCategory } from '../event.entity.js';

/** Optional filters of the events screen; none given returns every event. */
export class ListEventsQueryDto {
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
  @IsIn(PRICE_SORTS)
  sort?: PriceSort;
}

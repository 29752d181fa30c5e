import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
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
   * Order: cheapest ticket first, or dearest first. Without it, soonest first.
   */
  @IsOptional()
  @IsIn(PRICE_SORTS)
  sort?: PriceSort;
}

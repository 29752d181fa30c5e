import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The most a night may cost, US dollars (the listing editor's own bound on a room's price). */
export const MAX_NIGHT_PRICE = 100_000;

/**
 * Sets prices, a minimum stay or closed-to-arrival on a range of nights of one or more room
 * types, in one step. Give at least one of `price`, `weekendPrice`, `minNights` and
 * `closedToArrival`; what is left out stays as it was.
 */
export class CreateRoomRateDto {
  /**
   * The hotel's room types to change.
   * @example [2]
   */
  @IsArray({ message: 'Please select a room type' })
  @ArrayMinSize(1, { message: 'Please select a room type' })
  @ArrayMaxSize(50)
  @ArrayUnique()
  @Type(() => Number)
  @IsInt({ each: true, message: 'Please select a room type' })
  @Min(1, { each: true, message: 'Please select a room type' })
  roomIds: number[];

  /**
   * First night (the night that starts on this day), YYYY-MM-DD.
   * @example "2026-12-01"
   */
  @Matches(DAY, { message: 'startDate must be a date (YYYY-MM-DD)' })
  startDate: string;

  /**
   * Last night, included, YYYY-MM-DD.
   * @example "2026-12-31"
   */
  @Matches(DAY, { message: 'endDate must be a date (YYYY-MM-DD)' })
  endDate: string;

  /**
   * The operator's name for the range, shown on the calendar.
   * @example "December"
   */
  @IsOptional()
  @IsString()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(80)
  label?: string;

  /**
   * Price of each night of the range, US dollars (at most two decimals).
   * @example 150
   */
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'price must be an amount in dollars' })
  @Min(1, { message: 'price must be at least $1' })
  @Max(MAX_NIGHT_PRICE, { message: `price must be at most $${MAX_NIGHT_PRICE}` })
  price?: number;

  /**
   * Price of each Friday and Saturday night of the range, US dollars.
   * @example 180.5
   */
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'weekendPrice must be an amount in dollars' })
  @Min(1, { message: 'weekendPrice must be at least $1' })
  @Max(MAX_NIGHT_PRICE, { message: `weekendPrice must be at most $${MAX_NIGHT_PRICE}` })
  weekendPrice?: number;

  /**
   * Shortest stay arriving on a night of the range, 1 to 30 nights.
   * @example 2
   */
  @IsOptional()
  @IsInt({ message: 'minNights must be a whole number of nights' })
  @Min(1, { message: 'minNights must be between 1 and 30' })
  @Max(30, { message: 'minNights must be between 1 and 30' })
  minNights?: number;

  /**
   * True: no stay may arrive on these nights; false: stays may arrive again.
   * @example false
   */
  @IsOptional()
  @IsBoolean({ message: 'closedToArrival must be true or false' })
  closedToArrival?: boolean;
}

export class ListRoomRatesQueryDto {
  /** Also ranges whose last night is before today. */
  @IsOptional()
  @IsIn(['true', 'false'])
  includePast?: 'true' | 'false';
}

/** A date range on a room type's price calendar, as the operator set it. */
export class RoomRateDto {
  /** @example 12 */
  id: number;
  /** @example 1 */
  hotelId: number;
  /** @example 2 */
  roomId: number;
  /** @example "2026-12-01" */
  startDate: string;
  /** @example "2026-12-31" */
  endDate: string;
  /** @example "December" */
  label: string;
  /**
   * US dollars a night; null: the range leaves it unchanged.
   * @example null
   */
  price: number | null;
  /**
   * US dollars a Friday or Saturday night; null: unchanged.
   * @example 180.5
   */
  weekendPrice: number | null;
  /**
   * Shortest stay arriving on one of these nights; null: unchanged.
   * @example 2
   */
  minNights: number | null;
  /**
   * Closed to arrival (true), open again (false); null: unchanged.
   * @example null
   */
  closedToArrival: boolean | null;
  /** @example "2026-11-26T12:00:00.000Z" */
  createdAt: string;
}

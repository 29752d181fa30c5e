import { Transform, Type } from 'class-transformer';
import {
  IsInt,
  IsObject,
  Max,
  Min,
  ValidateNested,
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  Matches,
  ValidateIf,
} from 'class-validator';
import {
  BUDGETS,
  DURATIONS,
  INTERESTS,
  MAX_ADULTS,
  MAX_CHILDREN,
  PACES,
  type Pace,
  type Budget,
  type Duration,
  type Interest,
} from '@salone/booking-rules';

/** The product's message when budget, trip length or interests are missing. */
export const REQUIRED_FIELDS = 'Please fill in all required fields.';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An empty date field (a cleared date input) means no date. */
const emptyToUndefined = ({ value }: { value: unknown }) =>
  value === '' || value === null ? undefined : value;

type Body = Record<'budget' | 'duration' | 'interests', unknown>;

const missing = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * A required field is checked when it is missing, or when all three are there: while any is
 * missing the answer is the one message for missing fields, whatever else is wrong.
 */
const checkRequired = (field: keyof Body) => (body: Body) =>
  missing(body[field]) ||
  !(['budget', 'duration', 'interests'] as const).some((f) => missing(body[f]));

/** Who travels: adults, and each child's age (tour prices and ages follow them). */
export class PartyDto {
  /**
   * Adults (17 and over), 1 to 10.
   * @example 2
   */
  @Max(MAX_ADULTS, { message: `party.adults must be at most ${MAX_ADULTS}` })
  @Min(1, { message: 'party.adults must be at least 1' })
  @IsInt({ message: 'party.adults must be a whole number' })
  adults: number;

  /**
   * Each child's age in years (0-16), at most 8 children.
   * @example [7]
   */
  @Max(16, { each: true, message: 'Children are 16 or younger; count older ones as adults' })
  @Min(0, { each: true, message: 'A child’s age cannot be negative' })
  @IsInt({ each: true, message: 'Children’s ages must be whole numbers' })
  @ArrayMaxSize(MAX_CHILDREN, {
    message: `party.childrenAges can hold at most ${MAX_CHILDREN} children`,
  })
  @IsArray({ message: 'party.childrenAges must be a list' })
  childrenAges: number[];
}

/** The planner form. Budget, trip length and at least one interest are required; dates are optional. */
export class TripPlanRequestDto {
  /**
   * Budget for the whole trip in US dollars: under $500, $500-$1000, $1000-$2000 or $2000+.
   * @example "500-1000"
   */
  @ValidateIf(checkRequired('budget'))
  @IsIn(BUDGETS, { message: 'budget must be one of: under-500, 500-1000, 1000-2000, 2000-plus' })
  @IsNotEmpty({ message: REQUIRED_FIELDS })
  @IsDefined({ message: REQUIRED_FIELDS })
  budget: Budget;

  /**
   * Trip length: 1-3 days, 4-7 days, 1-2 weeks (8-14 days) or 3+ weeks (15-30 days).
   * @example "4-7-days"
   */
  @ValidateIf(checkRequired('duration'))
  @IsIn(DURATIONS, {
    message: 'duration must be one of: 1-3-days, 4-7-days, 1-2-weeks, 3-plus-weeks',
  })
  @IsNotEmpty({ message: REQUIRED_FIELDS })
  @IsDefined({ message: REQUIRED_FIELDS })
  duration: Duration;

  /**
   * One or more of the eight interests, each at most once.
   * @example ["beaches", "food"]
   */
  @ValidateIf(checkRequired('interests'))
  @ArrayUnique({ message: 'interests must not repeat' })
  @IsIn(INTERESTS, {
    each: true,
    message:
      'interests must be chosen from: beaches, mountains, culture, adventure, food, wildlife, music, relaxation',
  })
  @ArrayMaxSize(8, { message: 'interests can hold at most 8 choices' })
  @ArrayNotEmpty({ message: REQUIRED_FIELDS })
  @IsArray({ message: 'interests must be a list' })
  @IsDefined({ message: REQUIRED_FIELDS })
  interests: Interest[];

  /**
   * First day of the trip (arrival), YYYY-MM-DD; today or later, at most 12 months ahead.
   * @example "2026-12-12"
   */
  @IsOptional()
  @Matches(DAY, { message: 'startDate must be a date (YYYY-MM-DD)' })
  @Transform(emptyToUndefined)
  startDate?: string;

  /**
   * Last day of the trip (departure), YYYY-MM-DD, on or after startDate. With both dates the
   * trip lasts from one to the other, which must fit the chosen length; with only startDate
   * the planner picks the length.
   * @example "2026-12-16"
   */
  @IsOptional()
  @Matches(DAY, { message: 'endDate must be a date (YYYY-MM-DD)' })
  @Transform(emptyToUndefined)
  endDate?: string;

  /**
   * Who travels; one adult when left out.
   * @example {"adults": 2, "childrenAges": [7]}
   */
  @IsOptional()
  @ValidateNested()
  @IsObject({ message: 'party must be an object with adults and childrenAges' })
  @Type(() => PartyDto)
  party?: PartyDto;

  /**
   * How full the days are: relaxed (2 things a day, more rest days), balanced (3) or packed
   * (an early start and fewer rest days); balanced when left out.
   * @example "balanced"
   */
  @IsOptional()
  @IsIn(PACES, { message: 'pace must be one of: relaxed, balanced, packed' })
  pace?: Pace;
}

import { IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PACES, type Pace } from '@salone/booking-rules';

/** Swap one activity of a day for one of the alternatives the plan offers for it. */
export class SwapActivityDto {
  /**
   * The activity's key, as in the plan.
   * @example "place:big-market"
   */
  @MaxLength(80)
  @IsNotEmpty({ message: 'key is required' })
  @IsString({ message: 'key must be text' })
  key: string;

  /**
   * The key of one of that activity's alternatives.
   * @example "place:railway-museum"
   */
  @MaxLength(80)
  @IsNotEmpty({ message: 'alternative is required' })
  @IsString({ message: 'alternative must be text' })
  alternative: string;
}

/** Lock an activity so that regenerating its day or changing the pace keeps it, or unlock it. */
export class LockActivityDto {
  /** @example "tour:1" */
  @MaxLength(80)
  @IsNotEmpty({ message: 'key is required' })
  @IsString({ message: 'key must be text' })
  key: string;

  /** @example true */
  @IsBoolean({ message: 'locked must be true or false' })
  locked: boolean;
}

export class ChangePaceDto {
  /** @example "relaxed" */
  @IsIn(PACES, { message: 'pace must be one of: relaxed, balanced, packed' })
  pace: Pace;
}

/** A change asked for in the traveller's own words. */
export class RefinePlanDto {
  /** @example "Make day 3 slower and add more music" */
  @MaxLength(500, { message: 'Please keep the request under 500 characters' })
  @IsNotEmpty({ message: 'Please say what you would like to change' })
  @IsString({ message: 'message must be text' })
  message: string;
}

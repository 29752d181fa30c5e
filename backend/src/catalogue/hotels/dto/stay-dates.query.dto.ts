import { Matches, ValidateIf } from 'class-validator';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Optional stay dates: rooms then say whether they are free for them. */
export class StayDatesQueryDto {
  /** Check-in day (YYYY-MM-DD); give it with checkOut to see each room's availability. */
  @ValidateIf(
    (query: StayDatesQueryDto) => query.checkIn !== undefined || query.checkOut !== undefined,
  )
  @Matches(DAY, { message: 'Check-in date is required' })
  checkIn?: string;

  /** Check-out day (YYYY-MM-DD). */
  @ValidateIf(
    (query: StayDatesQueryDto) => query.checkIn !== undefined || query.checkOut !== undefined,
  )
  @Matches(DAY, { message: 'Check-out date is required' })
  checkOut?: string;
}

import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** `limit` and `cursor`, for every paginated list's query (see pagination.ts). */
export class CursorPageQueryDto {
  /** Rows per page, 1-100 (default 25). @example 25 */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(100, { message: 'limit must be at most 100' })
  limit?: number;

  /** The `nextCursor` of the previous page; leave it out for the first page. */
  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'cursor must be at most 300 characters' })
  cursor?: string;
}

/** `updatedSince`, for the lists a partner syncs by update time (see sync.ts). */
export class UpdatedSinceQueryDto {
  /**
   * Only rows changed after this instant: a date and time with a time zone (ISO 8601, up to
   * microseconds), at most a few minutes ahead of the server's clock. Give the `updatedAt` of
   * the last row of your previous sync.
   * @example "2026-12-01T08:00:00.000000Z"
   */
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'updatedSince must be a date and time (ISO 8601)' })
  updatedSince?: string;
}

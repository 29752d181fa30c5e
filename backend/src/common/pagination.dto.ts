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

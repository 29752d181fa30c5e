import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { CursorPageQueryDto } from '../../common/pagination.dto.js';
import { LISTING_KINDS, type ListingKind } from '../../catalogue/index.js';
import { MAX_REPLY_TEXT, MAX_REVIEW_PHOTOS, MAX_REVIEW_TEXT } from '../review-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A traveller's review of one of their bookings. */
export class CreateReviewDto {
  /**
   * The booking reviewed: the caller's own, paid, and checked in or over.
   * @example "3f1d2c4b-5a6e-4f70-8b9c-0d1e2f3a4b5c"
   */
  @IsUUID('all', { message: 'bookingId must be a booking id' })
  bookingId: string;

  /**
   * The overall score, 1 to 5 stars.
   * @example 5
   */
  @Type(() => Number)
  @IsInt({ message: 'Please give an overall score from 1 to 5' })
  @Min(1, { message: 'Please give an overall score from 1 to 5' })
  @Max(5, { message: 'Please give an overall score from 1 to 5' })
  overall: number;

  /**
   * The kind's sub-scores, each 1 to 5: hotel `cleanliness`, `location`, `staff`, `value`;
   * tour `guide`, `value`; event `organisation`, `value`; car `condition`, `value`;
   * property `accuracy`, `agent`.
   * @example {"guide": 5, "value": 4}
   */
  @IsObject({ message: 'subScores must be an object of scores' })
  subScores: Record<string, number>;

  /**
   * What the traveller has to say; optional, at most 2000 characters.
   * @example "Our guide knew every chimpanzee by name. Worth the early start."
   */
  @IsOptional()
  @IsString()
  @Transform(trim)
  @MaxLength(MAX_REVIEW_TEXT, {
    message: `The review text must be at most ${MAX_REVIEW_TEXT} characters`,
  })
  text?: string;

  /**
   * Photos: ids the caller's photos were given by `POST /api/reviews/photos`, at most 4.
   * @example ["7d8f2c1e-4b6a-4c33-9a51-0f2e8b7c6d5a"]
   */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_REVIEW_PHOTOS, { message: `At most ${MAX_REVIEW_PHOTOS} photos` })
  @ArrayUnique()
  @IsUUID('all', { each: true, message: 'photoIds must be photo ids' })
  photoIds?: string[];
}

/**
 * A photo stored for a review the caller is writing: decoded, without metadata, at a few widths
 * as WebP and JPEG. Not shown until the review that names it is written.
 */
export class ReviewPhotoDto {
  /**
   * Name it in the review's `photoIds`.
   * @example "7d8f2c1e-4b6a-4c33-9a51-0f2e8b7c6d5a"
   */
  id: string;

  /**
   * Its largest JPEG's address (served once the review is written).
   * @example "/api/photos/7d8f2c1e-4b6a-4c33-9a51-0f2e8b7c6d5a/1600x1200.jpg"
   */
  url: string;

  /** @example 1600 */
  width: number;

  /** @example 1200 */
  height: number;
}

/** A public review, as the listing's page shows it. */
export class ReviewDto {
  /** @example "9b2e4c1a-7d3f-4e5b-8a6c-1f2e3d4c5b6a" */
  id: string;

  /** @example "tour" */
  listingKind: string;

  /** @example 1 */
  listingId: number;

  /** @example "Tacugama Chimpanzee Sanctuary Tour" */
  listingName: string;

  /**
   * The author's first name and initial.
   * @example "Aminata K."
   */
  authorName: string;

  /** @example 5 */
  overall: number;

  /** @example {"guide": 5, "value": 4} */
  subScores: Record<string, number>;

  /** @example "Our guide knew every chimpanzee by name." */
  text: string | null;

  /**
   * The photos' addresses, each its largest JPEG, `/api/photos/{id}/{width}x{height}.jpg`; the
   * other sizes and WebP are beside it (`/api/photos/{id}/{width}.webp|jpg`).
   * @example ["/api/photos/7d8f2c1e-4b6a-4c33-9a51-0f2e8b7c6d5a/1600x1200.jpg"]
   */
  photos: string[];

  /**
   * Always true: every review is of a paid booking of the author's.
   * @example true
   */
  verifiedBooking: boolean;

  /**
   * When the booked service took place (its start).
   * @example "2026-11-20T00:00:00.000Z"
   */
  servedAt: string;

  /** @example "2026-11-22T10:00:00.000Z" */
  createdAt: string;

  /**
   * The operator's public reply; null while there is none.
   * @example "Thank you, Aminata! See you again."
   */
  reply: string | null;

  /** @example "2026-11-23T09:00:00.000Z" */
  repliedAt: string | null;
}

/** A review as its operator and the admins see it: with its reports and hiding. */
export class ModeratedReviewDto extends ReviewDto {
  /** @example "SL-7K3Q9D" */
  bookingReference: string;

  /** @example 0 */
  reportCount: number;

  /** When an admin hid it; null: visible. */
  hiddenAt: string | null;

  /** @example "Personal details of a member of staff" */
  hiddenReason: string | null;
}

/** The listing's average and count, and a page of its visible reviews, newest first. */
export class ReviewPageDto {
  /**
   * The average overall score; null while there are none.
   * @example 4.67
   */
  average: number | null;

  /** @example 3 */
  count: number;

  /**
   * The average of each sub-score over the visible reviews.
   * @example {"guide": 4.67, "value": 4.33}
   */
  subScores: Record<string, number>;

  items: ReviewDto[];

  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export class ModeratedReviewPageDto {
  items: ModeratedReviewDto[];

  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** Which listing's reviews. */
export class ListReviewsQueryDto extends CursorPageQueryDto {
  /** @example "tour" */
  @IsIn(LISTING_KINDS, { message: 'kind must be one of: hotel, event, car, tour, property' })
  kind: ListingKind;

  /** @example 1 */
  @Type(() => Number)
  @IsInt({ message: 'listingId must be a listing id' })
  @Min(1, { message: 'listingId must be a listing id' })
  listingId: number;
}

/** The admins' list: every review, or only the reported ones. */
export class AdminReviewsQueryDto extends CursorPageQueryDto {
  /**
   * `reported`: only reviews travellers reported; `hidden`: only hidden ones.
   * @example "reported"
   */
  @IsOptional()
  @IsIn(['reported', 'hidden'], { message: 'filter must be reported or hidden' })
  filter?: 'reported' | 'hidden';
}

/** A booking the caller may review, or has reviewed. */
export class ReviewableBookingDto {
  /** @example "3f1d2c4b-5a6e-4f70-8b9c-0d1e2f3a4b5c" */
  bookingId: string;

  /** @example "SL-7K3Q9D" */
  reference: string;

  /** @example "tour" */
  listingKind: string;

  /** @example 1 */
  listingId: number;

  /** @example "Tacugama Chimpanzee Sanctuary Tour" */
  serviceName: string;

  /**
   * The sub-scores its review asks for.
   * @example ["guide", "value"]
   */
  subScores: string[];

  /**
   * The last moment a review may be written.
   * @example "2026-12-20T00:00:00.000Z"
   */
  reviewBy: string;

  /**
   * The caller's review of it; null while there is none.
   */
  review: ReviewDto | null;
}

/** A traveller's report of a review. */
export class ReportReviewDto {
  /**
   * What is wrong with it; 3-500 characters.
   * @example "It names a member of staff and their phone number"
   */
  @IsString({ message: 'Please say what is wrong with the review' })
  @Transform(trim)
  @Matches(/\S.*\S/s, { message: 'Please say what is wrong with the review' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters' })
  reason: string;
}

/** The operator's one public reply. */
export class ReplyDto {
  /**
   * Shown under the review; 2-1000 characters.
   * @example "Thank you, Aminata! We are glad you enjoyed the sanctuary."
   */
  @IsString({ message: 'Please write a reply' })
  @Transform(trim)
  @Matches(/\S.*\S/s, { message: 'Please write a reply' })
  @MaxLength(MAX_REPLY_TEXT, { message: `The reply must be at most ${MAX_REPLY_TEXT} characters` })
  text: string;
}

/** An admin's reason for hiding a review, told to its author. */
export class HideReviewDto {
  /**
   * Told to the author; 3-500 characters.
   * @example "It shares a member of staff's phone number"
   */
  @IsString({ message: 'Please give a reason' })
  @Transform(trim)
  @Matches(/\S.*\S/s, { message: 'Please give a reason' })
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  reason: string;
}

export class ReportReceiptDto {
  /** @example true */
  reported: boolean;
}

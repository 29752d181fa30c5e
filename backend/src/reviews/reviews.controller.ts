import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Redirect,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExcludeEndpoint,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import {
  Authenticated,
  CROSS_SITE_REFUSED,
  CurrentMembership,
  CurrentUser,
  Public,
  type Membership,
  type UserEntity,
} from '../auth/index.js';
import {
  ApiErrors,
  ApiInvalid,
  ApiNotFound,
  ApiPageInvalid,
  ApiServerError,
} from '../common/openapi/index.js';
import { notFound } from '../common/errors/domain.exception.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import {
  DocumentFileInterceptor,
  FILE_REQUIRED,
  FILE_TOO_LARGE,
  IMAGE_REFUSED,
  PHOTO_TYPES_ONLY,
  photosPerDayExceeded,
  type ReceivedFile,
} from '../uploads/index.js';
import {
  AdminReviewsQueryDto,
  CreateReviewDto,
  HideReviewDto,
  ListReviewsQueryDto,
  ModeratedReviewDto,
  ModeratedReviewPageDto,
  ReplyDto,
  ReportReceiptDto,
  ReportReviewDto,
  ReviewableBookingDto,
  ReviewDto,
  ReviewPageDto,
  ReviewPhotoDto,
} from './dto/review.dto.js';
import { CursorPageQueryDto } from '../common/pagination.dto.js';
import {
  REVIEW,
  REVIEW_ALREADY_EXISTS,
  REVIEW_ALREADY_HIDDEN,
  REVIEW_ALREADY_REPLIED,
  REVIEW_NOT_ELIGIBLE,
  REVIEW_OWN_LISTING,
  REVIEW_PHOTO_NOT_FOUND,
  REVIEW_WINDOW_CLOSED,
  ReviewsService,
} from './reviews.service.js';

const reviewId = { name: 'id', description: 'The review', format: 'uuid' } as const;

/** Travellers' verified reviews: writing one, reading a listing's, reporting one. */
@ApiTags('Reviews')
@ApiServerError()
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /**
   * A listing's visible reviews, newest first, with the average overall score, the count and
   * the sub-scores' averages. Every review is of a paid booking (`verifiedBooking`). Public.
   */
  @Get()
  @Public()
  @ApiOkResponse({ description: 'The listing’s reviews', type: ReviewPageDto })
  @ApiPageInvalid('kind', 'kind must be one of: hotel, event, car, tour, property')
  listReviews(@Query() query: ListReviewsQueryDto): Promise<ReviewPageDto> {
    return this.reviews.listForListing(query.kind, query.listingId, query);
  }

  /**
   * The signed-in traveller's bookings that may be reviewed now (checked in, or paid and over,
   * less than 30 days ago; never their own organisation's), and those they reviewed.
   */
  @Get('mine')
  @Authenticated()
  @ApiOkResponse({ description: 'Reviewable and reviewed bookings', type: [ReviewableBookingDto] })
  listMyReviewableBookings(@CurrentUser() user: UserEntity): Promise<ReviewableBookingDto[]> {
    return this.reviews.reviewable(user);
  }

  /**
   * Writes a review of one of the caller's bookings: once per booking, when it was checked in
   * or paid and over, until 30 days after it ended. Members of the listing's organisation
   * cannot. Photos are sent first, one by one, to `POST /api/reviews/photos`.
   */
  @Post()
  @Authenticated()
  @ApiCreatedResponse({ description: 'The review, now public', type: ReviewDto })
  @ApiInvalid('overall', 'Please give an overall score from 1 to 5')
  @ApiErrors({
    400: {
      codes: ['REVIEW_SUB_SCORES', 'REVIEW_PHOTO_NOT_FOUND'],
      description: 'Sub-scores that do not fit the kind, or a photo that is not the caller’s',
      messages: {
        REVIEW_SUB_SCORES: 'Please score guide, value, each from 1 to 5',
        REVIEW_PHOTO_NOT_FOUND,
      },
    },
    403: {
      codes: ['REVIEW_NOT_ELIGIBLE', 'REVIEW_OWN_LISTING', 'REVIEW_WINDOW_CLOSED'],
      description:
        'Not the caller’s booking, not paid, not checked in nor over (REVIEW_NOT_ELIGIBLE); a member of the listing’s organisation (REVIEW_OWN_LISTING); more than 30 days after it ended (REVIEW_WINDOW_CLOSED)',
      messages: { REVIEW_NOT_ELIGIBLE, REVIEW_OWN_LISTING, REVIEW_WINDOW_CLOSED },
    },
    409: {
      codes: ['REVIEW_ALREADY_EXISTS'],
      description: 'The booking already has its review',
      messages: { REVIEW_ALREADY_EXISTS },
    },
  })
  createReview(@CurrentUser() user: UserEntity, @Body() dto: CreateReviewDto): Promise<ReviewDto> {
    return this.reviews.create(user, dto);
  }

  /** Reports a review to the admins (signed in). Reporting the same review twice counts once. */
  @Post(':id/report')
  @HttpCode(200)
  @Authenticated()
  @ApiParam(reviewId)
  @ApiOkResponse({ description: 'Reported', type: ReportReceiptDto })
  @ApiInvalid('reason', 'Please say what is wrong with the review')
  @ApiNotFound(REVIEW)
  async reportReview(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe(REVIEW, 'uuid')) id: string,
    @Body() dto: ReportReviewDto,
  ): Promise<ReportReceiptDto> {
    await this.reviews.report(user, id, dto.reason);
    return { reported: true };
  }

  /**
   * Stores a photo for the review the caller is about to write: one JPG or PNG of at most 5 MB
   * and 40 megapixels in the multipart field `file`, its type read from its content. It is
   * decoded and stored at a few widths as WebP and JPEG without its metadata (camera, GPS),
   * like a listing's photos (docs/decisions/photo-variants-webp-and-jpeg.md), and shown at
   * its `url` once a review names its `id` in `photoIds`; one no review names within
   * UNATTACHED_UPLOAD_HOURS (24) is deleted. Each account may send UPLOADS_PER_USER_PER_DAY
   * (10) photos in 24 hours.
   */
  @Post('photos')
  @Authenticated()
  @UseInterceptors(DocumentFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'JPG or PNG, at most 5 MB' },
      },
    },
  })
  @ApiCreatedResponse({ description: 'The stored photo, not yet shown', type: ReviewPhotoDto })
  @ApiErrors({
    400: {
      codes: ['FILE_REQUIRED', 'UNSUPPORTED_FILE', 'ONE_FILE_ONLY'],
      description:
        'No file (FILE_REQUIRED), more than one (ONE_FILE_ONLY), or not a JPG or PNG (UNSUPPORTED_FILE)',
      messages: { FILE_REQUIRED, UNSUPPORTED_FILE: PHOTO_TYPES_ONLY },
    },
    403: {
      codes: ['CSRF'],
      description: 'Sent from another origin',
      messages: { CSRF: CROSS_SITE_REFUSED },
    },
    413: {
      codes: ['PAYLOAD_TOO_LARGE', 'FILE_TOO_LARGE'],
      description: 'Larger than 5 MB (FILE_TOO_LARGE)',
      messages: { PAYLOAD_TOO_LARGE: FILE_TOO_LARGE },
    },
    422: IMAGE_REFUSED,
    429: {
      codes: ['UPLOAD_DAILY_LIMIT'],
      description: 'More photos in 24 hours than UPLOADS_PER_USER_PER_DAY (UPLOAD_DAILY_LIMIT)',
      messages: { UPLOAD_DAILY_LIMIT: photosPerDayExceeded(10) },
    },
  })
  uploadReviewPhoto(
    @CurrentUser() user: UserEntity,
    @UploadedFile() file: ReceivedFile | undefined,
  ): Promise<ReviewPhotoDto> {
    return this.reviews.uploadPhoto(user, file);
  }

  /**
   * Review photos were served here before they moved to the photo pipeline (with the same
   * ids): an old address is sent on, permanently, to the photo's largest JPEG while a visible
   * review shows it. Not in the contract; no new address points here.
   */
  @Get('photos/:photoId')
  @Public()
  @ApiExcludeEndpoint()
  @Redirect(undefined, 301)
  async formerReviewPhoto(@Param('photoId') photoId: string): Promise<{ url: string }> {
    const url = await this.reviews.formerPhotoAddress(photoId);
    if (!url) throw notFound('Photo');
    return { url };
  }
}

/**
 * The reviews of an organisation's listings, for its members (and its API keys with
 * `reviews:read`), and its one public reply to each.
 */
@ApiTags('Operator reviews')
@ApiServerError()
@Controller('partner/organisations/:orgId/reviews')
export class PartnerReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** The organisation's reviews, newest first, hidden ones marked. Members, or a key with reviews:read. */
  @Get()
  @Authenticated({ role: 'member', scope: 'reviews:read' })
  @ApiOkResponse({ description: 'A page of reviews', type: ModeratedReviewPageDto })
  @ApiPageInvalid()
  listOrganisationReviews(
    @CurrentMembership() membership: Membership,
    @Query() query: CursorPageQueryDto,
  ): Promise<ModeratedReviewPageDto> {
    return this.reviews.listForOrganisation(membership.organisationId, query);
  }

  /** Replies to a review, publicly, once. Members (signed in). */
  @Post(':id/reply')
  @HttpCode(200)
  @Authenticated({ role: 'member' })
  @ApiParam(reviewId)
  @ApiOkResponse({ description: 'The review with its reply', type: ModeratedReviewDto })
  @ApiInvalid('text', 'Please write a reply')
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND', 'ORGANISATION_NOT_FOUND'],
      description: 'No such review of this organisation’s listings',
      messages: { NOT_FOUND: 'Review not found' },
    },
    409: {
      codes: ['REVIEW_ALREADY_REPLIED'],
      description: 'The review already has the reply',
      messages: { REVIEW_ALREADY_REPLIED },
    },
  })
  replyToReview(
    @CurrentMembership() membership: Membership,
    @Param('id', new ParseIdPipe(REVIEW, 'uuid')) id: string,
    @Body() dto: ReplyDto,
  ): Promise<ModeratedReviewDto> {
    return this.reviews.reply(membership.organisationId, id, dto.text);
  }
}

/** The admins' moderation of reviews. */
@ApiTags('Admin')
@ApiServerError()
@Authenticated({ role: 'admin' })
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** Every review, newest first; `filter=reported` or `filter=hidden` narrows it. Admins only. */
  @Get()
  @ApiOkResponse({ description: 'A page of reviews', type: ModeratedReviewPageDto })
  @ApiPageInvalid('filter', 'filter must be reported or hidden')
  listAllReviews(@Query() query: AdminReviewsQueryDto): Promise<ModeratedReviewPageDto> {
    return this.reviews.listForAdmin(query);
  }

  /**
   * Hides a review with a reason: it leaves the listing's page and average, the action is
   * audited (`review.hide`) and the author is told by e-mail. Admins only.
   */
  @Post(':id/hide')
  @HttpCode(200)
  @ApiParam(reviewId)
  @ApiOkResponse({ description: 'Hidden', type: ModeratedReviewDto })
  @ApiInvalid('reason', 'Please give a reason')
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such review',
      messages: { NOT_FOUND: 'Review not found' },
    },
    409: {
      codes: ['REVIEW_ALREADY_HIDDEN'],
      description: 'The review is already hidden',
      messages: { REVIEW_ALREADY_HIDDEN },
    },
  })
  hideReview(
    @CurrentUser() admin: UserEntity,
    @Param('id', new ParseIdPipe(REVIEW, 'uuid')) id: string,
    @Body() dto: HideReviewDto,
  ): Promise<ModeratedReviewDto> {
    return this.reviews.hide(admin, id, dto.reason);
  }
}

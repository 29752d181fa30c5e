import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService, type AuditActor } from '../audit/index.js';
import { accountContact, findAccountAddress, type UserEntity } from '../auth/index.js';
import {
  bookingForReview,
  confirmedBookingsEnded,
  confirmedBookingsOf,
  type EndedBooking,
} from '../bookings/index.js';
import { CatalogueReader, type ListingKind } from '../catalogue/index.js';
import { mailConfig } from '../config/configuration.js';
import { conflict, forbidden, invalidField, notFound } from '../common/errors/domain.exception.js';
import { isUuid } from '../common/parse-id.pipe.js';
import { pageOf, pageSize, type Page } from '../common/pagination.js';
import { OutboxService, type ReviewSnapshot } from '../notifications/index.js';
import { OrganisationsRepository } from '../operators/index.js';
import { PhotosService, type ReceivedFile } from '../uploads/index.js';
import type {
  CreateReviewDto,
  ModeratedReviewDto,
  ReviewableBookingDto,
  ReviewDto,
  ReviewPageDto,
  ReviewPhotoDto,
} from './dto/review.dto.js';
import type { ReviewEntity } from './entities/review.entity.js';
import {
  authorName,
  ineligibility,
  REVIEW_WINDOW_DAYS,
  reviewDeadline,
  SUB_SCORES,
  subScoreProblem,
} from './review-rules.js';
import { ReviewsRepository } from './reviews.repository.js';

export const REVIEW_NOT_ELIGIBLE =
  'You can review a booking of yours once it was checked in, or paid and over';
export const REVIEW_OWN_LISTING = 'Members of an organisation cannot review its listings';
export const REVIEW_WINDOW_CLOSED = `Reviews can be written until ${REVIEW_WINDOW_DAYS} days after the booking ended`;
export const REVIEW_ALREADY_EXISTS = 'You have already reviewed this booking';
export const REVIEW_PHOTO_NOT_FOUND =
  'A photo was not found: upload each photo (JPG or PNG) for the review first';
export const REVIEW_ALREADY_REPLIED = 'This review already has your reply';
export const REVIEW_ALREADY_HIDDEN = 'This review is already hidden';
export const REVIEW = 'Review';

const SERVICE_KINDS: Record<string, ListingKind> = {
  hotel: 'hotel',
  event: 'event',
  car: 'car',
  tour: 'tour',
  real_estate: 'property',
};
const kindOf = (serviceType: string): ListingKind | null => SERVICE_KINDS[serviceType] ?? null;
const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

export const toReviewDto = (review: ReviewEntity): ReviewDto => ({
  id: review.id,
  listingKind: review.listingKind,
  listingId: review.listingId,
  listingName: review.listingName,
  authorName: review.authorName,
  overall: review.overall,
  subScores: review.subScores,
  text: review.text,
  photos: review.photos,
  verifiedBooking: true,
  servedAt: new Date(review.servedAt).toISOString(),
  createdAt: new Date(review.createdAt).toISOString(),
  reply: review.reply,
  repliedAt: iso(review.repliedAt),
});

const toModerated = (review: ReviewEntity): ModeratedReviewDto => ({
  ...toReviewDto(review),
  bookingReference: review.bookingReference,
  reportCount: review.reportCount,
  hiddenAt: iso(review.hiddenAt),
  hiddenReason: review.hiddenReason,
});

const snapshotOf = (review: ReviewEntity, reference: string): ReviewSnapshot => ({
  id: review.id,
  bookingReference: reference,
  listing: { kind: review.listingKind, id: review.listingId, name: review.listingName },
  authorName: review.authorName,
  overall: review.overall,
  subScores: review.subScores,
  text: review.text,
  photoCount: review.photos.length,
  createdAt: new Date(review.createdAt).toISOString(),
});

/** Review requests go out between these hours, Freetown time (GMT), as the reminders do. */
const SEND_FROM_HOUR = 8;
const SEND_UNTIL_HOUR = 20;
/** How far back a missed request is still sent (a sweep that did not run for days). */
const REQUEST_LOOKBACK_DAYS = 7;
const BATCH = 100;

/** Verified reviews: who may write one, the listing's average, replies, reports, hiding. */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rows: ReviewsRepository,
    private readonly catalogue: CatalogueReader,
    private readonly organisations: OrganisationsRepository,
    private readonly photos: PhotosService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    @Inject(mailConfig.KEY) private readonly mail: ConfigType<typeof mailConfig>,
  ) {}

  /** Writes the caller's review of their booking; refuses whoever may not (403/409). */
  async create(user: UserEntity, dto: CreateReviewDto, now = new Date()): Promise<ReviewDto> {
    return this.dataSource.transaction(async (manager) => {
      const booking = await bookingForReview(manager, dto.bookingId);
      if (!booking || booking.userId !== user.id) {
        throw forbidden(REVIEW_NOT_ELIGIBLE, 'REVIEW_NOT_ELIGIBLE');
      }
      // In the transaction: on the embedded database it holds the one connection.
      if ((await this.organisations.roleIn(booking.organisationId, user.id, manager)) !== null) {
        throw forbidden(REVIEW_OWN_LISTING, 'REVIEW_OWN_LISTING');
      }
      const refusal = ineligibility(booking, user.id, now);
      if (refusal === 'window_closed')
        throw forbidden(REVIEW_WINDOW_CLOSED, 'REVIEW_WINDOW_CLOSED');
      if (refusal) throw forbidden(REVIEW_NOT_ELIGIBLE, 'REVIEW_NOT_ELIGIBLE');
      if (await this.rows.findByBooking(manager, booking.id)) {
        throw conflict(REVIEW_ALREADY_EXISTS, 'REVIEW_ALREADY_EXISTS');
      }
      const listing = await this.catalogue.listingOfBooking(
        manager,
        booking.serviceType,
        booking.serviceId,
      );
      if (!listing) throw forbidden(REVIEW_NOT_ELIGIBLE, 'REVIEW_NOT_ELIGIBLE');
      const problem = subScoreProblem(listing.kind, dto.subScores ?? {});
      if (problem) throw invalidField('subScores', problem, 'REVIEW_SUB_SCORES');
      // Each photo is the caller's, stored by the photo pipeline, and no review's yet; taken
      // (and shown) in this transaction, so a refusal below leaves them untaken.
      const photos = await this.photos.claimForReview(manager, user.id, dto.photoIds ?? [], now);
      if (!photos) {
        throw invalidField('photoIds', REVIEW_PHOTO_NOT_FOUND, 'REVIEW_PHOTO_NOT_FOUND');
      }
      const subScores = Object.fromEntries(
        SUB_SCORES[listing.kind].map((key) => [key, dto.subScores[key]]),
      );
      let review: ReviewEntity;
      try {
        review = await this.rows.insert(manager, {
          bookingId: booking.id,
          bookingReference: booking.reference,
          userId: user.id,
          organisationId: booking.organisationId,
          listingKind: listing.kind,
          listingId: listing.id,
          listingName: listing.name,
          authorName: authorName(booking.customerName),
          overall: dto.overall,
          subScores,
          text: dto.text ? dto.text : null,
          photos,
          servedAt: booking.startDate,
        });
      } catch (error) {
        // Two tabs at once: the unique booking index keeps one.
        if ((error as { code?: string }).code === '23505') {
          throw conflict(REVIEW_ALREADY_EXISTS, 'REVIEW_ALREADY_EXISTS');
        }
        throw error;
      }
      await this.refreshRating(manager, listing.kind, listing.id);
      await this.outbox.record(manager, {
        type: 'review.created',
        aggregateType: 'review',
        aggregateId: review.id,
        payload: {
          review: snapshotOf(review, booking.reference),
          organisationId: booking.organisationId,
        },
      });
      return toReviewDto(review);
    });
  }

  /** The bookings the caller may review now, and those they reviewed, latest end first. */
  async reviewable(user: UserEntity, now = new Date()): Promise<ReviewableBookingDto[]> {
    const since = new Date(now.getTime() - REVIEW_WINDOW_DAYS * 86_400_000);
    const bookings = await this.dataSource.transaction((manager) =>
      confirmedBookingsOf(manager, user.id, since),
    );
    const reviews = new Map(
      (
        await this.rows.findByBookings(
          user.id,
          bookings.map((b) => b.id),
        )
      ).map((r) => [r.bookingId, r]),
    );
    const own = new Set((await this.organisations.rolesOf(user.id)).map((o) => o.id));
    const answer: ReviewableBookingDto[] = [];
    for (const booking of bookings) {
      const kind = kindOf(booking.serviceType);
      const review = reviews.get(booking.id);
      if (!kind || own.has(booking.organisationId)) continue;
      const open =
        ineligibility({ ...booking, status: 'confirmed', noShowAt: null }, user.id, now) === null;
      if (!open && !review) continue;
      answer.push({
        bookingId: booking.id,
        reference: booking.reference,
        listingKind: kind,
        listingId: booking.serviceId,
        serviceName: booking.serviceName,
        subScores: [...SUB_SCORES[kind]],
        reviewBy: reviewDeadline(booking.end).toISOString(),
        review: review ? toReviewDto(review) : null,
      });
    }
    return answer;
  }

  /** A listing's visible reviews, newest first, with its average. Public. */
  async listForListing(
    kind: ListingKind,
    listingId: number,
    query: { limit?: number; cursor?: string },
  ): Promise<ReviewPageDto> {
    const limit = pageSize(query);
    const rows = await this.rows.page(
      { listing: { kind, id: listingId }, visibleOnly: true },
      query.cursor,
      limit,
    );
    const summary = await this.rows.summary(this.dataSource, kind, listingId);
    return {
      ...summary,
      ...pageOf(rows, limit, (row) => [row.cursorAt, row.id], toReviewDto),
    };
  }

  /** An organisation's reviews (hidden ones too, marked), newest first. */
  async listForOrganisation(
    organisationId: number,
    query: { limit?: number; cursor?: string },
  ): Promise<Page<ModeratedReviewDto>> {
    const limit = pageSize(query);
    const rows = await this.rows.page({ organisationId }, query.cursor, limit);
    return pageOf(rows, limit, (row) => [row.cursorAt, row.id], toModerated);
  }

  /** Every review for the admins, newest first; reported or hidden ones only when asked. */
  async listForAdmin(query: {
    limit?: number;
    cursor?: string;
    filter?: 'reported' | 'hidden';
  }): Promise<Page<ModeratedReviewDto>> {
    const limit = pageSize(query);
    const rows = await this.rows.page({ only: query.filter }, query.cursor, limit);
    return pageOf(rows, limit, (row) => [row.cursorAt, row.id], toModerated);
  }

  /** The operator's one public reply to a review of its organisation's listing. */
  async reply(
    organisationId: number,
    reviewId: string,
    text: string,
    now = new Date(),
  ): Promise<ModeratedReviewDto> {
    return this.dataSource.transaction(async (manager) => {
      const review = isUuid(reviewId) ? await this.rows.lock(manager, reviewId) : null;
      if (!review || review.organisationId !== organisationId) throw notFound(REVIEW);
      if (!(await this.rows.reply(manager, review.id, text, now))) {
        throw conflict(REVIEW_ALREADY_REPLIED, 'REVIEW_ALREADY_REPLIED');
      }
      return toModerated({ ...review, reply: text, repliedAt: now });
    });
  }

  /** A traveller's report of a visible review; reporting it twice counts once. */
  async report(user: UserEntity, reviewId: string, reason: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const review = isUuid(reviewId) ? await this.rows.lock(manager, reviewId) : null;
      if (!review || review.hiddenAt) throw notFound(REVIEW);
      await this.rows.report(manager, review.id, user.id, reason);
    });
  }

  /**
   * An admin hides a review with a reason: it leaves the listing's page and average, the
   * audit log records it, and its author is told why by e-mail.
   */
  async hide(
    admin: UserEntity,
    reviewId: string,
    reason: string,
    now = new Date(),
  ): Promise<ModeratedReviewDto> {
    return this.dataSource.transaction(async (manager) => {
      const review = isUuid(reviewId) ? await this.rows.lock(manager, reviewId) : null;
      if (!review) throw notFound(REVIEW);
      if (review.hiddenAt) throw conflict(REVIEW_ALREADY_HIDDEN, 'REVIEW_ALREADY_HIDDEN');
      await this.rows.update(manager, review.id, { hiddenAt: now, hiddenReason: reason });
      const hidden = { ...review, hiddenAt: now, hiddenReason: reason };
      await this.photos.showTravellerPhotos(manager, review.photos, false);
      await this.refreshRating(manager, review.listingKind, review.listingId);
      const actor: AuditActor = { id: admin.id, email: accountContact(admin), role: 'admin' };
      await this.audit.record(
        manager,
        actor,
        'review.hide',
        { type: 'review', id: review.id, organisationId: review.organisationId },
        { hiddenAt: null, overall: review.overall, listing: review.listingName },
        { hiddenAt: now, hiddenReason: reason },
      );
      const booking = await bookingForReview(manager, review.bookingId);
      const account = await findAccountAddress(manager, review.userId);
      const email = account?.email ?? booking?.customerEmail;
      if (email) {
        await this.outbox.record(manager, {
          type: 'review.hidden',
          aggregateType: 'review',
          aggregateId: review.id,
          payload: {
            email,
            firstName: firstName(booking?.customerName ?? review.authorName),
            locale: account?.locale ?? 'en',
            reference: review.bookingReference,
            serviceName: review.listingName,
            link: `${this.mail.publicUrl}/dashboard`,
            reason,
          },
        });
      }
      return toModerated(hidden);
    });
  }

  /**
   * Stores a photo the caller will name in their review: decoded and stored as variants by the
   * photo pipeline, shown once a review takes it.
   */
  async uploadPhoto(user: UserEntity, file: ReceivedFile | undefined): Promise<ReviewPhotoDto> {
    const photo = await this.photos.storeTravellerPhoto(user.id, file);
    return { id: photo.id, url: photo.url, width: photo.width, height: photo.height };
  }

  /**
   * Where a photo once served at `/api/reviews/photos/{id}` is now (its id was kept when it
   * moved to the photo pipeline), while it is shown; null otherwise.
   */
  formerPhotoAddress(photoId: string): Promise<string | null> {
    return this.photos.addressOf(photoId);
  }

  /**
   * Queues the review request of every paid booking that ended before today (and not more
   * than a week ago), once each, the day after it ended, between 08:00 and 20:00 Freetown
   * time. Returns how many were queued.
   */
  async requestReviews(now = new Date()): Promise<number> {
    const hour = now.getUTCHours();
    if (hour < SEND_FROM_HOUR || hour >= SEND_UNTIL_HOUR) return 0;
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const from = new Date(today.getTime() - REQUEST_LOOKBACK_DAYS * 86_400_000);
    let total = 0;
    let after: string | null = null;
    for (;;) {
      const batch: EndedBooking[] = await this.dataSource.transaction(async (manager) => {
        const due = await confirmedBookingsEnded(manager, from, today, after, BATCH);
        for (const booking of due) {
          if (await this.rows.findByBooking(manager, booking.id)) continue;
          if (!(await this.rows.markRequested(manager, booking.id))) continue;
          await this.queueRequest(manager, booking);
          total += 1;
        }
        return due;
      });
      if (batch.length < BATCH) return total;
      after = batch[batch.length - 1].id;
    }
  }

  private async queueRequest(manager: EntityManager, booking: EndedBooking): Promise<void> {
    const account = await findAccountAddress(manager, booking.userId);
    await this.outbox.record(manager, {
      type: 'review.requested',
      aggregateType: 'booking',
      aggregateId: booking.id,
      payload: {
        email: account?.email ?? booking.customerEmail,
        firstName: firstName(booking.customerName),
        locale: account?.locale ?? 'en',
        reference: booking.reference,
        serviceName: booking.serviceName,
        link: `${this.mail.publicUrl}/dashboard?review=${encodeURIComponent(booking.id)}`,
        until: reviewDeadline(booking.end).toISOString(),
      },
    });
  }

  /** Writes the listing's visible average and count into the catalogue. */
  private async refreshRating(
    manager: EntityManager,
    kind: ListingKind,
    listingId: number,
  ): Promise<void> {
    const { average, count } = await this.rows.summary(manager, kind, listingId);
    await this.catalogue.setRating(manager, kind, listingId, average, count);
  }
}

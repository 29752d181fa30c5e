import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  useListReviewsQuery,
  useReportReviewMutation,
  type ReviewDto,
} from '@salone/api-client/bookings';
import { Badge, Button, Photo, StarsIcon, TextArea, theme } from '@salone/ui';
import { formatDate } from '@salone/format';
import { useLocale, useT } from '@salone/i18n';
import { bookingMessages, type BookingKey } from '../../i18n';
import { useRequireSignIn } from '../useRequireSignIn';
import { GuestRating, ratingText } from './GuestRating';

export type ReviewedKind = 'hotel' | 'event' | 'car' | 'tour' | 'property';

/** A listing's reviews, as its page and its JSON-LD read them (one request for both). */
export const useListingReviews = (kind: ReviewedKind, listingId: number) =>
  useListReviewsQuery({ kind, listingId, limit: 10 }).data;

/** The listing page's guest reviews: the average, the sub-scores, and each verified review. */
export function ReviewsSection({ kind, listingId }: { kind: ReviewedKind; listingId: number }) {
  const t = useT(bookingMessages);
  const headingId = useId();
  const page = useListingReviews(kind, listingId);
  return (
    <StyledSection aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reviews.heading')}</h2>
      <GuestRating average={page?.average} count={page?.count} />
      {page && Object.keys(page.subScores).length > 0 && (
        <StyledScores>
          {Object.entries(page.subScores).map(([key, value]) => (
            <div key={key}>
              <dt>{t(`reviews.sub.${key}` as BookingKey)}</dt>
              <dd>{ratingText(value)}</dd>
            </div>
          ))}
        </StyledScores>
      )}
      {page && page.items.length > 0 && (
        <StyledList>
          {page.items.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </StyledList>
      )}
    </StyledSection>
  );
}

function ReviewItem({ review }: { review: ReviewDto }) {
  const t = useT(bookingMessages);
  const { locale } = useLocale();
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const [report, reportState] = useReportReviewMutation();
  const requireSignIn = useRequireSignIn();
  return (
    <StyledReview>
      <StyledTop>
        <strong>{review.authorName}</strong>
        <span role="img" aria-label={t('reviews.stars', { overall: review.overall })}>
          <StarsIcon size={14} filled={review.overall} of={5} />
        </span>
        <Badge tone="success">{t('reviews.verified')}</Badge>
        <StyledDate>{formatDate(review.createdAt, { locale })}</StyledDate>
      </StyledTop>
      {review.text && <p>{review.text}</p>}
      {review.photos.length > 0 && (
        <StyledPhotos>
          {review.photos.map((src) => (
            <Photo
              key={src}
              src={src}
              alt={t('reviews.photo', { author: review.authorName })}
              sizes="120px"
              width={120}
              height={90}
            />
          ))}
        </StyledPhotos>
      )}
      {review.reply && (
        <StyledReply>
          <strong>{t('reviews.reply')}</strong>
          <p>{review.reply}</p>
        </StyledReply>
      )}
      {reportState.isSuccess ? (
        <p role="status">{t('reviews.reported')}</p>
      ) : reporting ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void report({ id: review.id, reportReviewDto: { reason } });
          }}
        >
          <TextArea
            label={t('reviews.reportReason')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            required
          />
          <Button type="submit" size="sm" variant="secondary" disabled={reportState.isLoading}>
            {t('reviews.reportSend')}
          </Button>
        </form>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => requireSignIn(() => setReporting(true))}
        >
          {t('reviews.report')}
        </Button>
      )}
    </StyledReview>
  );
}

const StyledSection = styled.section`
  margin-top: ${theme.space[6]}px;
  display: grid;
  gap: ${theme.space[3]}px;
`;

const StyledScores = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]}px;
  margin: 0;

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[4]}px;
`;

const StyledReview = styled.li`
  border-top: 1px solid ${theme.colors.border};
  padding-top: ${theme.space[3]}px;

  p {
    margin: ${theme.space[2]}px 0;
  }
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px;

  [role='img'] {
    color: ${theme.colors.borderStrong};
  }

  path[data-filled='true'] {
    color: ${theme.colors.warning};
  }
`;

const StyledDate = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const StyledPhotos = styled.div`
  display: flex;
  gap: ${theme.space[2]}px;

  img {
    width: 120px;
    height: 90px;
    border-radius: ${theme.radii.sm};
    object-fit: cover;
  }
`;

const StyledReply = styled.div`
  background: ${theme.colors.surfaceMuted};
  border-radius: ${theme.radii.md};
  padding: ${theme.space[3]}px;
`;

import type { ReactNode } from 'react';
import type { ModeratedReviewDto } from '@salone/api-client/partner';
import { formatDate } from '@salone/format';
import { useT } from '@salone/i18n';
import { Badge } from '@salone/ui';
import { partnerMessages } from '../../i18n';
import { StyledFacts } from '../../shared/layout';
import { StyledCardHead } from '../../shared/listStyles';

/** One review as operators and admins read it: scores, text, reply, reports, hiding. */
export function ReviewCard({
  review,
  children,
}: {
  review: ModeratedReviewDto;
  children?: ReactNode;
}) {
  const t = useT(partnerMessages);
  const titleId = `review-${review.id}`;
  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h2 id={titleId}>
          {t('reviews.cardTitle', {
            author: review.authorName,
            overall: review.overall,
            listing: review.listingName,
          })}
        </h2>
        {review.hiddenAt ? (
          <Badge tone="danger">{t('reviews.hidden')}</Badge>
        ) : (
          <Badge tone="success">{t('reviews.verified')}</Badge>
        )}
      </StyledCardHead>
      {review.text && <p>{review.text}</p>}
      <StyledFacts>
        <div>
          <dt>{t('reviews.booking')}</dt>
          <dd>{review.bookingReference}</dd>
        </div>
        <div>
          <dt>{t('reviews.written')}</dt>
          <dd>{formatDate(review.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('reviews.scores')}</dt>
          <dd>
            {Object.entries(review.subScores)
              .map(([key, value]) => `${key} ${value}`)
              .join(', ')}
          </dd>
        </div>
        {review.photos.length > 0 && (
          <div>
            <dt>{t('reviews.photos')}</dt>
            <dd>{review.photos.length}</dd>
          </div>
        )}
        {review.reportCount > 0 && (
          <div>
            <dt>{t('reviews.reports')}</dt>
            <dd>{review.reportCount}</dd>
          </div>
        )}
        {review.hiddenReason && (
          <div>
            <dt>{t('reviews.hiddenReason')}</dt>
            <dd>{review.hiddenReason}</dd>
          </div>
        )}
      </StyledFacts>
      {review.reply && (
        <p>
          <strong>{t('reviews.yourReply')}</strong> {review.reply}
        </p>
      )}
      {children}
    </li>
  );
}

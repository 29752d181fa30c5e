import { useState } from 'react';
import { errorText } from '@salone/api-client';
import {
  useListOrganisationReviewsQuery,
  useReplyToReviewMutation,
  type ModeratedReviewDto,
  type OrganisationDto,
} from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { Button, QueryError, Skeleton, TextArea, toast, useSeo } from '@salone/ui';
import { partnerMessages } from '../../i18n';
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { StyledCards } from '../../shared/listStyles';
import { ReviewCard } from './ReviewCard';

const PAGE_SIZE = 20;
const REPLY_MAX = 1000;

/** `/partner/reviews`: the reviews of the organisation's listings, each with one public reply. */
export default function ReviewsPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('reviews.title'),
    description: t('reviews.description'),
    canonicalPath: '/partner/reviews',
  });
  return (
    <OrganisationGate title={t('reviews.title')}>
      {(organisation) => <Reviews organisation={organisation} />}
    </OrganisationGate>
  );
}

function Reviews({ organisation }: { organisation: OrganisationDto }) {
  const t = useT(partnerMessages);
  const pages = useCursorPages();
  const reviews = useListOrganisationReviewsQuery({
    orgId: organisation.id,
    limit: PAGE_SIZE,
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
  });
  return (
    <PartnerPage nav="partner" title={t('reviews.title')} lead={t('reviews.lead')}>
      {reviews.isLoading ? (
        <Skeleton height={96} radius="lg" />
      ) : reviews.isError ? (
        <QueryError text={t('reviews.error')} onRetry={() => reviews.refetch()} />
      ) : !reviews.data || reviews.data.items.length === 0 ? (
        <StyledNotice>
          <p>{t('reviews.none')}</p>
        </StyledNotice>
      ) : (
        <>
          <StyledCards aria-label={t('reviews.list')}>
            {reviews.data.items.map((review) => (
              <ReviewCard key={review.id} review={review}>
                {!review.reply && !review.hiddenAt && (
                  <ReplyForm orgId={organisation.id} review={review} />
                )}
              </ReviewCard>
            ))}
          </StyledCards>
          <CursorPager pages={pages} nextCursor={reviews.data.nextCursor} />
        </>
      )}
    </PartnerPage>
  );
}

/** The organisation's one public reply to a review. */
export function ReplyForm({ orgId, review }: { orgId: number; review: ModeratedReviewDto }) {
  const t = useT(partnerMessages);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [reply, { isLoading }] = useReplyToReviewMutation();
  return (
    <form
      aria-label={t('reviews.replyTo', { author: review.authorName })}
      onSubmit={async (event) => {
        event.preventDefault();
        if (text.trim().length < 2) {
          setProblem(t('reviews.replyMissing'));
          return;
        }
        setProblem(undefined);
        try {
          await reply({ orgId, id: review.id, replyDto: { text } }).unwrap();
          toast({ title: t('reviews.replied') });
        } catch (error) {
          toast({
            variant: 'destructive',
            title: t('reviews.notReplied'),
            description: errorText(error, t('common.tryAgain'), t('common.offline')),
          });
        }
      }}
    >
      <TextArea
        label={t('reviews.reply')}
        hint={t('reviews.replyHint')}
        value={text}
        maxLength={REPLY_MAX}
        error={problem}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={isLoading}>
        {isLoading ? t('reviews.replying') : t('reviews.send')}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { errorText } from '@salone/api-client';
import {
  useHideReviewMutation,
  useListAllReviewsQuery,
  type ListAllReviewsApiArg,
  type ModeratedReviewDto,
} from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { Button, QueryError, Select, Skeleton, toast, useSeo } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../i18n';
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledActions, StyledNotice } from '../../shared/layout';
import { ReasonDialog } from '../../shared/ReasonDialog';
import { StyledCards, StyledFilters } from '../../shared/listStyles';
import { ReviewCard } from '../reviews/ReviewCard';

type Filter = NonNullable<ListAllReviewsApiArg['filter']> | '';

const FILTERS: { value: Filter; label: PartnerKey }[] = [
  { value: 'reported', label: 'reviews.filter.reported' },
  { value: 'hidden', label: 'reviews.filter.hidden' },
  { value: '', label: 'reviews.filter.all' },
];

const PAGE_SIZE = 20;

/** `/admin/reviews`: every review, the reported ones first; hide one with a reason. */
export default function ReviewsModerationPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('reviews.adminTitle'),
    description: t('reviews.adminDescription'),
    canonicalPath: '/admin/reviews',
  });
  const [filter, setFilter] = useState<Filter>('reported');
  const pages = useCursorPages();
  const reviews = useListAllReviewsQuery({
    limit: PAGE_SIZE,
    ...(filter ? { filter } : {}),
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
  });
  const [hiding, setHiding] = useState<ModeratedReviewDto | null>(null);
  const [hide, { isLoading: busy }] = useHideReviewMutation();
  return (
    <PartnerPage nav="admin" title={t('reviews.adminTitle')} lead={t('reviews.adminLead')}>
      <StyledFilters aria-label={t('reviews.filters')} onSubmit={(event) => event.preventDefault()}>
        <Select
          label={t('reviews.show')}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as Filter);
            pages.reset();
          }}
          options={FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        />
      </StyledFilters>
      {reviews.isLoading ? (
        <Skeleton height={96} radius="lg" />
      ) : reviews.isError ? (
        <QueryError text={t('reviews.error')} onRetry={() => reviews.refetch()} />
      ) : reviews.data && reviews.data.items.length > 0 ? (
        <>
          <StyledCards aria-label={t('reviews.list')}>
            {reviews.data.items.map((review) => (
              <ReviewCard key={review.id} review={review}>
                {!review.hiddenAt && (
                  <StyledActions>
                    <Button variant="danger" size="sm" onClick={() => setHiding(review)}>
                      {t('reviews.hide')}
                    </Button>
                  </StyledActions>
                )}
              </ReviewCard>
            ))}
          </StyledCards>
          <CursorPager pages={pages} nextCursor={reviews.data.nextCursor} />
        </>
      ) : (
        <StyledNotice>
          <p>{t('reviews.noneToModerate')}</p>
        </StyledNotice>
      )}
      <ReasonDialog
        open={hiding !== null}
        title={hiding ? t('reviews.hideName', { author: hiding.authorName }) : t('reviews.hide')}
        description={t('reviews.hideText')}
        missing={t('reviews.hideMissing')}
        minLength={3}
        action={t('reviews.hide')}
        pending={t('reviews.hiding')}
        busy={busy}
        onClose={() => setHiding(null)}
        onSubmit={async (reason) => {
          if (!hiding) return false;
          try {
            await hide({ id: hiding.id, hideReviewDto: { reason } }).unwrap();
          } catch (error) {
            toast({
              variant: 'destructive',
              title: t('reviews.notHidden'),
              description: errorText(error, t('common.tryAgain'), t('common.offline')),
            });
            return false;
          }
          toast({ title: t('reviews.hiddenDone') });
          return true;
        }}
      />
    </PartnerPage>
  );
}

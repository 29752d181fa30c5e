import { usePrices } from '@salone/host';
import { Link } from '@salone/router';
import styled from 'styled-components';
import { useAuth } from '@salone/api-client';
import { Button, Spinner, theme } from '@salone/ui';
import { useListItinerariesQuery } from '../../../api/plannerApi';
import { useT } from '@salone/i18n';
import { plannerMessages } from '../../../i18n';
import { usePlanDates } from '../format';
import type { ItinerarySummaryDto } from '../itinerary';
import { StyledMuted } from './shared';

/** The signed-in traveller's saved plans, newest first, each reopening at ?itinerary=<id>. */
export function SavedItineraries({ onOpen }: { onOpen(): void }) {
  const t = useT(plannerMessages);
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const { data, isLoading, isError, isFetching, refetch } = useListItinerariesQuery(undefined, {
    skip: !signedIn,
  });
  if (!signedIn) return null;

  const newestFirst = [...(data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <StyledSaved aria-labelledby="planner-saved-heading" className="no-print">
      <h2 id="planner-saved-heading">{t('saved.heading')}</h2>
      {isLoading ? (
        <Spinner label={t('saved.loading')} />
      ) : isError ? (
        <StyledError>
          <StyledMuted>{t('saved.loadFailed')}</StyledMuted>
          <Button variant="outline" size="sm" onClick={() => refetch()} disabled={isFetching}>
            {t('saved.tryAgain')}
          </Button>
        </StyledError>
      ) : newestFirst.length === 0 ? (
        <StyledMuted>{t('saved.empty')}</StyledMuted>
      ) : (
        <StyledList>
          {newestFirst.map((summary) => (
            <SavedItem key={summary.id} summary={summary} onOpen={onOpen} />
          ))}
        </StyledList>
      )}
    </StyledSaved>
  );
}

function SavedItem({ summary, onOpen }: { summary: ItinerarySummaryDto; onOpen(): void }) {
  const t = useT(plannerMessages);
  const prices = usePrices();
  const dates = usePlanDates();
  const days = t(summary.days === 1 ? 'saved.day' : 'saved.days', { count: summary.days });
  return (
    <li>
      <Link to={`?itinerary=${encodeURIComponent(summary.id)}`} onClick={onOpen}>
        {dates.date(summary.createdAt)} · {days} · {prices.price(summary.totalEstimatedCost)}
      </Link>
      <StyledMuted>
        {t(`budget.${summary.request.budget}`)} ·{' '}
        {summary.request.interests.map((interest) => t(`interest.${interest}`)).join(', ')}
      </StyledMuted>
      {summary.overview ? <StyledOverview>{summary.overview}</StyledOverview> : null}
    </li>
  );
}

const StyledSaved = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;

  h2 {
    font-size: ${theme.fontSizes.xl};
  }
`;

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]}px;
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};

  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${theme.space[3]}px ${theme.space[4]}px;
  }

  li + li {
    border-top: 1px solid ${theme.colors.border};
  }

  a {
    display: inline-flex;
    align-items: center;
    align-self: flex-start;
    min-height: ${theme.touchTarget}px;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const StyledOverview = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

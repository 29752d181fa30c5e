import styled from 'styled-components';
import { isApiError } from '@salone/api-client';
import { useT } from '@salone/i18n';
import { Button, QueryError, QueryState, theme } from '@salone/ui';
import { plannerMessages } from '../../../i18n';
import { useGetSharedItineraryQuery } from '../../../api/plannerApi';
import { ItineraryView } from './ItineraryView';
import { StyledMuted } from './shared';

export interface SharedItineraryProps {
  /** The `shared` query parameter: the link's token. */
  token: string;
  onPlanAnother(): void;
}

/** A plan opened from a share link: read-only, for anyone with the link, signed in or not. */
export function SharedItinerary({ token, onPlanAnother }: SharedItineraryProps) {
  const t = useT(plannerMessages);
  const { currentData, error, isError, isFetching, refetch } = useGetSharedItineraryQuery({
    token,
  });
  if (isError && isApiError(error) && error.status === 404) {
    return (
      <StyledState aria-live="polite">
        <h2>{t('shared.gone.title')}</h2>
        <StyledMuted>{t('shared.gone.text')}</StyledMuted>
        <Button onClick={onPlanAnother}>{t('shared.planOwn')}</Button>
      </StyledState>
    );
  }
  if (isError && !isFetching && !currentData) {
    // QueryState's own error, with its retry button in the page's language.
    return (
      <QueryError
        title={t('shared.failed')}
        variant="inline"
        retryLabel={t('shared.retry')}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <QueryState
      query={{ data: currentData, isLoading: false, isError: false, refetch }}
      loadingLabel={t('shared.loading')}
    >
      {(itinerary) => (
        <>
          <StyledMuted>{t('shared.note')}</StyledMuted>
          <ItineraryView itinerary={itinerary} onPlanAnother={onPlanAnother} />
        </>
      )}
    </QueryState>
  );
}

const StyledState = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]}px;
`;

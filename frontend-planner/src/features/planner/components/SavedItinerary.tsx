import type { ReactNode } from 'react';
import styled from 'styled-components';
import { isApiError, requestSignIn, useAuth } from '@salone/api-client';
import { useT } from '@salone/i18n';
import { Button, Spinner, theme } from '@salone/ui';
import { plannerMessages } from '../../../i18n';
import { useGetItineraryQuery } from '../../../api/plannerApi';
import { usePlanEdits } from '../hooks/usePlanEdits';
import { isItineraryId, type ItineraryDto } from '../itinerary';
import { ItineraryView } from './ItineraryView';
import { StyledMuted } from './shared';

export interface SavedItineraryProps {
  /** The `itinerary` query parameter. */
  id: string;
  onPlanAnother(): void;
  autoFocusHeading?: boolean;
  /** The plan just generated, shown while the session is still being confirmed. */
  initial?: ItineraryDto;
}

/** A saved plan reopened from its address (`/ai-planner?itinerary=<id>`). */
export function SavedItinerary({
  id,
  onPlanAnother,
  autoFocusHeading,
  initial,
}: SavedItineraryProps) {
  const t = useT(plannerMessages);
  const { status } = useAuth();
  const wellFormed = isItineraryId(id);
  const edits = usePlanEdits(id);
  const fresh = initial?.id === id ? initial : undefined;
  const { currentData, error, isError, isFetching, refetch } = useGetItineraryQuery(
    { id },
    { skip: !wellFormed || (status !== 'authenticated' && !fresh) },
  );
  const plan = currentData ?? (status !== 'anonymous' ? fresh : undefined);

  if (!wellFormed || (isError && isApiError(error) && error.status === 404)) {
    return (
      <State title={t('open.notFound.title')}>
        <StyledMuted>{t('open.notFound.text')}</StyledMuted>
        <Button onClick={onPlanAnother}>{t('open.planNew')}</Button>
      </State>
    );
  }
  if (status === 'anonymous' && !currentData) {
    return (
      <State title={t('open.signIn.title')}>
        <StyledMuted>{t('open.signIn.text')}</StyledMuted>
        <StyledButtons>
          <Button onClick={() => requestSignIn()}>{t('open.signIn')}</Button>
          <Button variant="outline" onClick={onPlanAnother}>
            {t('open.planNew')}
          </Button>
        </StyledButtons>
      </State>
    );
  }
  if (plan) {
    return (
      <ItineraryView
        itinerary={plan}
        onPlanAnother={onPlanAnother}
        autoFocusHeading={autoFocusHeading}
        edits={edits}
      />
    );
  }
  if (isError && !isFetching) {
    return (
      <State title={t('open.failed.title')}>
        <StyledMuted>{t('open.failed.text')}</StyledMuted>
        <StyledButtons>
          <Button onClick={() => refetch()}>{t('open.tryAgain')}</Button>
          <Button variant="outline" onClick={onPlanAnother}>
            {t('open.planNew')}
          </Button>
        </StyledButtons>
      </State>
    );
  }
  return (
    <StyledLoading>
      <Spinner size="lg" label={t('open.loading')} />
    </StyledLoading>
  );
}

function State({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StyledState>
      <h2>{title}</h2>
      {children}
    </StyledState>
  );
}

const StyledState = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[6]}px 0;

  h2 {
    font-size: ${theme.fontSizes.xl};
  }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]}px;
`;

const StyledLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.space[7]}px 0;
`;

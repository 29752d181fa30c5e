// The AI trip planner page (/ai-planner), exposed to the shell as `planner/PlannerPage`.
// The shell mounts it inside its store, theme, router and toaster.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@salone/router';
import styled from 'styled-components';
import { useAppDispatch, useAuth } from '@salone/api-client';
import { plannerApi } from '@salone/api-client/planner';
import { Container, useSeo, theme } from '@salone/ui';
import { PLANNER_SEO } from './plannerSeo';
import { useT } from '@salone/i18n';
import { plannerMessages } from './i18n';
import { PlannerHero } from './features/planner/components/PlannerHero';
import { PlannerPrintStyles } from './features/planner/components/PlannerPrintStyles';
import { SavedItineraries } from './features/planner/components/SavedItineraries';
import { SavedItinerary } from './features/planner/components/SavedItinerary';
import { SharedItinerary } from './features/planner/components/SharedItinerary';
import { TripPlanForm } from './features/planner/components/TripPlanForm';
import { useItineraryGeneration } from './features/planner/hooks/useItineraryGeneration';
import type { ItineraryDto } from './features/planner/itinerary';
import { EMPTY_PLAN_FORM, type PlanFormValues } from './features/planner/planForm';

const ITINERARY_PARAM = 'itinerary';
const SHARED_PARAM = 'shared';

/**
 * Form, then result, then back to the form (docs/product.md, Screens). The plan on screen is named by
 * the address (`?itinerary=<id>`), so a generated plan survives a reload and opens from the saved
 * list; the one just generated is put in the cache, where its edits update it. A share link
 * (`?shared=<token>`) shows a plan read-only, signed in or not.
 */
export default function PlannerPage() {
  const t = useT(plannerMessages);
  useSeo({ ...PLANNER_SEO, title: t('seo.title'), description: t('seo.description') });
  const { status } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const itineraryId = searchParams.get(ITINERARY_PARAM);
  const sharedToken = searchParams.get(SHARED_PARAM);
  const dispatch = useAppDispatch();
  // Kept while a plan is shown, so 'Plan Another Trip' starts from the last choices.
  const [values, setValues] = useState<PlanFormValues>(EMPTY_PLAN_FORM);
  const [generated, setGenerated] = useState<ItineraryDto | null>(null);
  // Where focus goes when the view changes on the traveller's own action.
  const [focusTarget, setFocusTarget] = useState<'form' | 'result' | null>(null);

  const showItinerary = useCallback(
    (itinerary: ItineraryDto) => {
      // The new plan is the cached copy its edits update.
      dispatch(plannerApi.util.upsertQueryData('getItinerary', { id: itinerary.id }, itinerary));
      setGenerated(itinerary);
      setFocusTarget('result');
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(ITINERARY_PARAM, itinerary.id);
        return next;
      });
    },
    [dispatch, setSearchParams],
  );

  const planAnother = useCallback(() => {
    setFocusTarget('form');
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(ITINERARY_PARAM);
      next.delete(SHARED_PARAM);
      return next;
    });
  }, [setSearchParams]);

  const { submit, isGenerating } = useItineraryGeneration(showItinerary);

  // Signing out takes the plan off the screen; the saved copy needs the account again.
  useEffect(() => {
    // The session is outside React (the api cache); its end is an event this page follows.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (status === 'anonymous') setGenerated(null);
  }, [status]);

  let content;
  if (sharedToken) {
    content = <SharedItinerary token={sharedToken} onPlanAnother={planAnother} />;
  } else if (itineraryId) {
    content = (
      <SavedItinerary
        id={itineraryId}
        initial={generated ?? undefined}
        onPlanAnother={planAnother}
        autoFocusHeading={focusTarget === 'result'}
      />
    );
  } else {
    content = (
      <>
        <TripPlanForm
          values={values}
          onChange={setValues}
          onSubmit={submit}
          isGenerating={isGenerating}
          signedOut={status === 'anonymous'}
          autoFocusHeading={focusTarget === 'form'}
        />
        <SavedItineraries onOpen={() => setFocusTarget('result')} />
      </>
    );
  }

  return (
    <>
      <PlannerPrintStyles />
      <PlannerHero />
      <StyledBody>
        <Container>
          <StyledColumn>{content}</StyledColumn>
        </Container>
      </StyledBody>
    </>
  );
}

const StyledBody = styled.div`
  padding: ${theme.space[5]}px 0 ${theme.space[7]}px;

  ${theme.media.md} {
    padding-top: ${theme.space[6]}px;
  }
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]}px;
  max-width: 960px;
  margin-inline: auto;
`;

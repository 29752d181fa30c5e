import styled from 'styled-components';
import { isApiError } from '@salone/api-client';
import { Button, QueryState, theme } from '@salone/ui';
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
  const { currentData, error, isError, isFetching, refetch } = useGetSharedItineraryQuery({
    token,
  });
  if (isError && isApiError(error) && error.status === 404) {
    return (
      <StyledState aria-live="polite">
        <h2>This shared plan is no longer available</h2>
        <StyledMuted>The link was turned off by the person who shared it.</StyledMuted>
        <Button onClick={onPlanAnother}>Plan your own trip</Button>
      </StyledState>
    );
  }
  return (
    <QueryState
      query={{
        data: currentData,
        isLoading: false,
        isError: isError && !isFetching && !currentData,
        refetch,
      }}
      loadingLabel="Loading the shared plan"
      errorTitle="We couldn't load this plan"
      errorVariant="inline"
    >
      {(itinerary) => (
        <>
          <StyledMuted>A trip plan shared with you (read-only).</StyledMuted>
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

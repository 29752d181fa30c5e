import styled from 'styled-components';
import { isApiError } from '@salone/api-client';
import { Button, Spinner, theme } from '@salone/ui';
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
  if (currentData) {
    return (
      <>
        <StyledMuted>A trip plan shared with you (read-only).</StyledMuted>
        <ItineraryView itinerary={currentData} onPlanAnother={onPlanAnother} />
      </>
    );
  }
  if (isError && !isFetching) {
    return (
      <StyledState>
        <h2>We couldn&apos;t load this plan</h2>
        <Button onClick={() => void refetch()}>Try Again</Button>
      </StyledState>
    );
  }
  return <Spinner label="Loading the shared plan" />;
}

const StyledState = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]}px;
`;

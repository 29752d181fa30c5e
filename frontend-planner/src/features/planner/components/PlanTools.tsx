import { lazy, Suspense, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, CenteredSpinner, TextArea, toast, theme } from '@salone/ui';
import type { PlanEdits, Pace } from '../hooks/usePlanEdits';
import type { ItineraryDto } from '../itinerary';
import { StyledMuted, StyledSection } from './shared';

const RouteMap = lazy(() => import('../map/RouteMap'));

const PACES: { value: Pace; label: string }[] = [
  { value: 'relaxed', label: 'Relaxed' },
  { value: 'balanced', label: 'Balanced' },
  { value: 'packed', label: 'Packed' },
];

/** The page a share link opens, on this site. */
export const sharedPlanPath = (token: string) => `/ai-planner?shared=${encodeURIComponent(token)}`;

/** The route map, opened on demand (its map data loads only then). */
export function MapSection({ itinerary }: { itinerary: ItineraryDto }) {
  const [open, setOpen] = useState(false);
  return (
    <StyledSection className="no-print">
      <h3>Route map</h3>
      {open ? (
        <Suspense fallback={<CenteredSpinner label="Loading the map" />}>
          <RouteMap days={itinerary.dailyPlan} />
        </Suspense>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          Show map
        </Button>
      )}
    </StyledSection>
  );
}

/** Pace, refining in words, sharing and the calendar file: what the owner can do with a plan. */
export function PlanTools({ itinerary, edits }: { itinerary: ItineraryDto; edits: PlanEdits }) {
  const [message, setMessage] = useState('');
  const [reply, setReply] = useState('');
  const link = itinerary.shareToken
    ? `${window.location.origin}${sharedPlanPath(itinerary.shareToken)}`
    : null;

  const refine = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    const done = await edits.refine(message.trim());
    if (done !== null) {
      setReply(done);
      setMessage('');
    }
  };

  return (
    <StyledSection className="no-print">
      <h3>Shape your plan</h3>
      <StyledRow role="group" aria-label="Pace">
        <span>Pace:</span>
        {PACES.map((pace) => (
          <Button
            key={pace.value}
            size="sm"
            variant={itinerary.request.pace === pace.value ? 'primary' : 'outline'}
            aria-pressed={itinerary.request.pace === pace.value}
            disabled={edits.busy || itinerary.request.pace === pace.value}
            onClick={() => void edits.changePace(pace.value)}
          >
            {pace.label}
          </Button>
        ))}
      </StyledRow>
      <form onSubmit={(event) => void refine(event)}>
        <TextArea
          id="planner-refine"
          label="Change the plan in your own words"
          placeholder="Make day 3 slower, more music…"
          value={message}
          maxLength={500}
          onChange={(event) => setMessage(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={edits.busy || !message.trim()}>
          Change my plan
        </Button>
        {reply ? <StyledMuted role="status">{reply}</StyledMuted> : null}
      </form>
      <StyledRow>
        {link ? (
          <>
            <StyledLink>
              Share link: <a href={link}>{link}</a>
            </StyledLink>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(link)
                  .then(() => toast({ title: 'Link copied' }))
                  .catch(() => undefined)
              }
            >
              Copy link
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={edits.busy}
              onClick={() => void edits.unshare()}
            >
              Stop sharing
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={edits.busy}
            onClick={() => void edits.share()}
          >
            Share a read-only link
          </Button>
        )}
        {itinerary.request.startDate ? (
          <Button
            as="a"
            size="sm"
            variant="outline"
            href={`/api/ai/itineraries/${itinerary.id}/calendar`}
            download="sierra-leone-trip.ics"
          >
            Add to calendar (.ics)
          </Button>
        ) : (
          <StyledMuted>Plan with dates to export it to a calendar.</StyledMuted>
        )}
      </StyledRow>
    </StyledSection>
  );
}

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px;
`;

const StyledLink = styled.p`
  overflow-wrap: anywhere;
`;

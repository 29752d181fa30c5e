import { lazy, Suspense, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, CenteredSpinner, TextArea, toast, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { plannerMessages } from '../../../i18n';
import type { PlanEdits, Pace } from '../hooks/usePlanEdits';
import type { ItineraryDto } from '../itinerary';
import { StyledMuted, StyledSection } from './shared';

const RouteMap = lazy(() => import('../map/RouteMap'));

const PACES: Pace[] = ['relaxed', 'balanced', 'packed'];

/** The page a share link opens, on this site. */
export const sharedPlanPath = (token: string) => `/ai-planner?shared=${encodeURIComponent(token)}`;

/** The route map, opened on demand (its map data loads only then). */
export function MapSection({ itinerary }: { itinerary: ItineraryDto }) {
  const t = useT(plannerMessages);
  const [open, setOpen] = useState(false);
  return (
    <StyledSection className="no-print">
      <h3>{t('map.heading')}</h3>
      {open ? (
        <Suspense fallback={<CenteredSpinner label={t('map.loading')} />}>
          <RouteMap days={itinerary.dailyPlan} />
        </Suspense>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('map.show')}
        </Button>
      )}
    </StyledSection>
  );
}

/** Pace, refining in words, sharing and the calendar file: what the owner can do with a plan. */
export function PlanTools({ itinerary, edits }: { itinerary: ItineraryDto; edits: PlanEdits }) {
  const t = useT(plannerMessages);
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
      <h3>{t('tools.heading')}</h3>
      <StyledRow role="group" aria-label={t('form.pace')}>
        <span>{t('tools.pace')}</span>
        {PACES.map((pace) => (
          <Button
            key={pace}
            size="sm"
            variant={itinerary.request.pace === pace ? 'primary' : 'outline'}
            aria-pressed={itinerary.request.pace === pace}
            disabled={edits.busy || itinerary.request.pace === pace}
            onClick={() => void edits.changePace(pace)}
          >
            {t(`tools.pace.${pace}`)}
          </Button>
        ))}
      </StyledRow>
      <form onSubmit={(event) => void refine(event)}>
        <TextArea
          id="planner-refine"
          label={t('tools.refineLabel')}
          placeholder={t('tools.refinePlaceholder')}
          value={message}
          maxLength={500}
          onChange={(event) => setMessage(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={edits.busy || !message.trim()}>
          {t('tools.refine')}
        </Button>
        {reply ? <StyledMuted role="status">{reply}</StyledMuted> : null}
      </form>
      <StyledRow>
        {link ? (
          <>
            <StyledLink>
              {t('tools.shareLink')} <a href={link}>{link}</a>
            </StyledLink>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(link)
                  .then(() => toast({ title: t('tools.linkCopied') }))
                  .catch(() => undefined)
              }
            >
              {t('tools.copyLink')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={edits.busy}
              onClick={() => void edits.unshare()}
            >
              {t('tools.stopSharing')}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={edits.busy}
            onClick={() => void edits.share()}
          >
            {t('tools.share')}
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
            {t('tools.calendar')}
          </Button>
        ) : (
          <StyledMuted>{t('tools.calendarNeedsDates')}</StyledMuted>
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

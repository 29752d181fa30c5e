import { usePrices } from '@salone/host';
import { Link } from '@salone/router';
import styled from 'styled-components';
import { Button, ClockIcon, MapPinIcon, VisuallyHidden, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { plannerMessages } from '../../../i18n';
import { usePlanDates } from '../format';
import type { PlanEdits } from '../hooks/usePlanEdits';
import { isAppPath, type PlanDay, type PlanStop } from '../itinerary';
import { StyledMuted, StyledSection } from './shared';

export interface DayByDayPlanProps {
  days: PlanDay[];
  /** The traveller's own plan: days can be regenerated and activities locked or swapped. */
  edits?: PlanEdits;
}

/** Day-by-Day Plan: each day's date, cost and timed activities, with its controls. */
export function DayByDayPlan({ days, edits }: DayByDayPlanProps) {
  const t = useT(plannerMessages);
  const prices = usePrices();
  const dates = usePlanDates();
  return (
    <StyledSection>
      <h3>{t('day.heading')}</h3>
      <StyledDays>
        {days.map((day) => (
          <StyledDay
            key={day.day}
            className="planner-keep-together"
            aria-label={t('day.label', { day: day.day })}
          >
            <StyledDayTop>
              <div>
                <h4>{t('day.label', { day: day.day })}</h4>
                {day.title ? <StyledDayTitle>{day.title}</StyledDayTitle> : null}
                {day.date ? (
                  <StyledDate dateTime={day.date}>{dates.dayDate(day.date)}</StyledDate>
                ) : null}
              </div>
              <StyledDayTotal>
                {t('day.total')} <strong>{prices.price(day.totalDayCost)}</strong>
              </StyledDayTotal>
            </StyledDayTop>
            {edits && day.kind !== 'excursion' ? (
              <StyledDayActions className="no-print">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={edits.busy}
                  onClick={() => void edits.regenerateDay(day.day)}
                >
                  {t('day.regenerate', { day: day.day })}
                </Button>
              </StyledDayActions>
            ) : null}
            {day.activities.length === 0 ? (
              <StyledMuted>{t('day.free')}</StyledMuted>
            ) : (
              <StyledStops>
                {day.activities.map((stop, index) => (
                  <Stop
                    key={`${index}-${stop.time}-${stop.activity}`}
                    stop={stop}
                    day={day.day}
                    edits={edits}
                  />
                ))}
              </StyledStops>
            )}
          </StyledDay>
        ))}
      </StyledDays>
    </StyledSection>
  );
}

function Stop({ stop, day, edits }: { stop: PlanStop; day: number; edits?: PlanEdits }) {
  const t = useT(plannerMessages);
  const prices = usePrices();
  const cost = (usd: number) => (usd > 0 ? prices.price(usd) : t('price.free'));
  const editable =
    edits && stop.key && stop.category === 'activity' && !stop.key.startsWith('excursion:');
  return (
    <StyledStop>
      <StyledTime dateTime={stop.time}>
        <ClockIcon size={16} />
        {stop.time}
      </StyledTime>
      <StyledStopBody>
        <p className="activity">
          {isAppPath(stop.href) ? <Link to={stop.href}>{stop.activity}</Link> : stop.activity}
          {stop.locked ? <StyledLocked> {t('day.locked')}</StyledLocked> : null}
        </p>
        <p className="location">
          <MapPinIcon size={16} />
          <VisuallyHidden>{t('day.location')} </VisuallyHidden>
          {stop.location}
        </p>
        {stop.notes ? <p className="notes">{stop.notes}</p> : null}
        <StyledStopActions className="no-print">
          {stop.bookingHref && isAppPath(stop.bookingHref) ? (
            <Link to={stop.bookingHref} aria-label={t('day.bookNamed', { name: stop.activity })}>
              {t('day.book')}
            </Link>
          ) : null}
          {editable ? (
            <Button
              size="sm"
              variant="ghost"
              aria-pressed={stop.locked}
              disabled={edits.busy}
              onClick={() => void edits.lock(day, stop.key!, !stop.locked)}
            >
              {t(stop.locked ? 'day.unlock' : 'day.lock', { name: stop.activity })}
            </Button>
          ) : null}
          {editable && stop.alternatives.length > 0 && !stop.locked ? (
            <StyledSwap>
              <summary>{t('day.swap', { name: stop.activity })}</summary>
              <ul>
                {stop.alternatives.map((alternative) => (
                  <li key={alternative.key}>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={edits.busy}
                      onClick={() => void edits.swap(day, stop.key!, alternative.key)}
                    >
                      {t('day.swapFor', { name: alternative.activity })}
                    </Button>
                    <span> {cost(alternative.cost)}</span>
                  </li>
                ))}
              </ul>
            </StyledSwap>
          ) : null}
        </StyledStopActions>
      </StyledStopBody>
      <StyledStopCost>
        <VisuallyHidden>{t('day.cost')} </VisuallyHidden>
        {cost(stop.cost)}
      </StyledStopCost>
    </StyledStop>
  );
}

const StyledDayTitle = styled.p`
  font-weight: ${theme.fontWeights.medium};
`;

const StyledDayActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;
`;

const StyledStopActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px;
  /* A button named after a long activity wraps rather than widening a phone's page. */
  button {
    max-width: 100%;
    white-space: normal;
    text-align: start;
  }
  &:empty {
    display: none;
  }
`;

const StyledLocked = styled.span`
  font-weight: normal;
  color: ${theme.colors.textMuted};
`;

const StyledSwap = styled.details`
  summary {
    cursor: pointer;
    color: ${theme.colors.secondary};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]}px;
    margin: ${theme.space[2]}px 0 0;
    padding: 0;
    list-style: none;
  }
`;

const StyledDays = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledDay = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[4]}px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radii.md};
`;

const StyledDayTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]}px;

  h4 {
    font-size: ${theme.fontSizes.lg};
  }
`;

const StyledDate = styled.time`
  display: block;
  color: ${theme.colors.textMuted};
`;

const StyledDayTotal = styled.p`
  color: ${theme.colors.textMuted};

  strong {
    color: ${theme.colors.text};
  }
`;

const StyledStops = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledStop = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-areas:
    'time cost'
    'body body';
  align-items: start;
  gap: ${theme.space[1]}px ${theme.space[3]}px;
  padding: ${theme.space[3]}px 0;
  border-top: 1px solid ${theme.colors.border};

  ${theme.media.sm} {
    grid-template-columns: 5.5rem 1fr auto;
    grid-template-areas: 'time body cost';
  }
`;

const StyledTime = styled.time`
  grid-area: time;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]}px;
  font-weight: ${theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const StyledStopBody = styled.div`
  grid-area: body;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;

  .activity {
    font-weight: ${theme.fontWeights.semibold};
  }

  .location {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]}px;
    color: ${theme.colors.textMuted};
  }

  .notes {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;

const StyledStopCost = styled.p`
  grid-area: cost;
  justify-self: end;
  font-weight: ${theme.fontWeights.semibold};
  white-space: nowrap;
`;

import { usePrices } from '@salone/host';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { AlertTriangleIcon, Badge, Button, PrinterIcon, theme } from '@salone/ui';
import { formatDate } from '../format';
import type { ItineraryDto } from '../itinerary';
import { budgetLabel, capitalise, durationLabel } from '../planOptions';
import type { PlanEdits } from '../hooks/usePlanEdits';
import { BudgetBreakdown } from './BudgetBreakdown';
import { DayByDayPlan } from './DayByDayPlan';
import { MapSection, PlanTools } from './PlanTools';
import { MustDoActivities, RecommendedPlaces } from './Recommendations';
import { StyledSection } from './shared';

export interface ItineraryViewProps {
  itinerary: ItineraryDto;
  /** 'Plan Another Trip': back to the form. */
  onPlanAnother(): void;
  /** Move focus to the plan's heading when it appears (after generating or opening it). */
  autoFocusHeading?: boolean;
  /** The owner's controls; a shared plan is read-only without them. */
  edits?: PlanEdits;
}

/** The result view: every section of the itinerary (docs/product.md, Screens), then 'Plan Another Trip' and print. */
export function ItineraryView({
  itinerary,
  onPlanAnother,
  autoFocusHeading = false,
  edits,
}: ItineraryViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocusHeading) headingRef.current?.focus();
  }, [autoFocusHeading]);

  return (
    <StyledItinerary className="planner-print" aria-labelledby="planner-itinerary-heading">
      <StyledTitle>
        <h2 id="planner-itinerary-heading" ref={headingRef} tabIndex={-1}>
          Your Sierra Leone Itinerary
        </h2>
        <TripFacts itinerary={itinerary} />
      </StyledTitle>

      <StyledSection>
        <h3>Overview</h3>
        <StyledOverview>{itinerary.overview}</StyledOverview>
      </StyledSection>

      {itinerary.warnings.length > 0 ? (
        <StyledSection role="note" aria-label="Warnings">
          {itinerary.warnings.map((warning) => (
            <StyledWarning key={warning}>
              <AlertTriangleIcon size={18} /> {warning}
            </StyledWarning>
          ))}
        </StyledSection>
      ) : null}
      <TotalCost itinerary={itinerary} />
      <BudgetBreakdown itinerary={itinerary} />
      {edits ? <PlanTools itinerary={itinerary} edits={edits} /> : null}
      <RecommendedPlaces hotels={itinerary.recommendations.hotels} />
      <MustDoActivities activities={itinerary.recommendations.activities} />
      <MapSection itinerary={itinerary} />
      <DayByDayPlan days={itinerary.dailyPlan} edits={edits} />

      {itinerary.tips.length > 0 ? (
        <StyledSection className="planner-keep-together">
          <h3>Local Tips</h3>
          <StyledTips>
            {itinerary.tips.map((tip, index) => (
              <li key={index}>{tip}</li>
            ))}
          </StyledTips>
        </StyledSection>
      ) : null}

      <StyledActions className="no-print">
        <Button variant="outline" size="lg" onClick={onPlanAnother}>
          Plan Another Trip
        </Button>
        <Button size="lg" onClick={() => window.print()}>
          <PrinterIcon />
          Save Itinerary
        </Button>
      </StyledActions>
    </StyledItinerary>
  );
}

/** What the plan was made from: budget, length, dates, interests. */
function TripFacts({ itinerary }: { itinerary: ItineraryDto }) {
  const { request } = itinerary;
  const dates = request.startDate
    ? request.endDate
      ? `${formatDate(request.startDate)} to ${formatDate(request.endDate)}`
      : `From ${formatDate(request.startDate)}`
    : null;
  return (
    <StyledFacts>
      <div>
        <dt>Budget</dt>
        <dd>{budgetLabel(request.budget)}</dd>
      </div>
      <div>
        <dt>Trip length</dt>
        <dd>
          {durationLabel(request.duration)} ({itinerary.dailyPlan.length}{' '}
          {itinerary.dailyPlan.length === 1 ? 'day' : 'days'} planned)
        </dd>
      </div>
      {dates ? (
        <div>
          <dt>Dates</dt>
          <dd>{dates}</dd>
        </div>
      ) : null}
      <div>
        <dt>Interests</dt>
        <dd>{request.interests.map(capitalise).join(', ')}</dd>
      </div>
    </StyledFacts>
  );
}

/** The total in US dollars, and whether it keeps to the chosen budget. */
function TotalCost({ itinerary }: { itinerary: ItineraryDto }) {
  const prices = usePrices();
  const { totalEstimatedCost: total, budgetLimit, withinBudget } = itinerary;
  return (
    <StyledTotal className="planner-keep-together">
      <h3>Total estimated cost</h3>
      <StyledAmount>
        {prices.price(total)} <span>USD</span>
      </StyledAmount>
      {withinBudget && budgetLimit !== null ? (
        <Badge tone="success">Within your budget of {prices.price(budgetLimit)}</Badge>
      ) : null}
      {!withinBudget ? (
        <StyledOverBudget>
          <AlertTriangleIcon />
          <span>
            <strong>Over your budget.</strong> This plan comes to {prices.price(total)}
            {budgetLimit !== null ? `, more than your budget of ${prices.price(budgetLimit)}` : ''}.
            It is the lowest-cost plan we could put together for this trip length and these
            interests.
          </span>
        </StyledOverBudget>
      ) : null}
      <StyledFinePrint>
        Estimated from current prices in our catalogue. Book each item to confirm its price and
        availability.
      </StyledFinePrint>
    </StyledTotal>
  );
}

const StyledItinerary = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]}px;
`;

const StyledTitle = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;

  h2 {
    font-size: ${theme.fontSizes.xxl};
    outline-offset: 4px;
  }
`;

const StyledFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px ${theme.space[5]}px;
  margin: 0;

  div {
    display: flex;
    gap: ${theme.space[1]}px;
  }

  dt {
    color: ${theme.colors.textMuted};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const StyledOverview = styled.p`
  max-width: 70ch;
  font-size: ${theme.fontSizes.lg};
`;

const StyledTotal = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[2]}px;
  padding: ${theme.space[4]}px;
  background: ${theme.colors.primarySoft};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};

  h3 {
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.text};
  }
`;

const StyledAmount = styled.p`
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primary};

  span {
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.medium};
    color: ${theme.colors.textMuted};
  }
`;

const StyledOverBudget = styled.p`
  display: flex;
  gap: ${theme.space[2]}px;
  padding: ${theme.space[3]}px;
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
  border: 1px solid ${theme.colors.warning};
  border-radius: ${theme.radii.md};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const StyledFinePrint = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const StyledTips = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]}px;
  margin: 0;
  padding-left: ${theme.space[5]}px;
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;

  ${theme.media.sm} {
    flex-direction: row;
  }
`;

const StyledWarning = styled.p`
  display: flex;
  gap: ${theme.space[2]}px;
  align-items: flex-start;
  color: ${theme.colors.text};
`;

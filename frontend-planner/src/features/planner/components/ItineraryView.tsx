import { usePrices } from '@salone/host';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { AlertTriangleIcon, Badge, Button, PrinterIcon, theme } from '@salone/ui';
import { usePlanDates } from '../format';
import type { ItineraryDto } from '../itinerary';
import type { PlanEdits } from '../hooks/usePlanEdits';
import { BudgetBreakdown } from './BudgetBreakdown';
import { DayByDayPlan } from './DayByDayPlan';
import { MapSection, PlanTools } from './PlanTools';
import { MustDoActivities, RecommendedPlaces } from './Recommendations';
import { StyledSection } from './shared';
import { useT } from '@salone/i18n';
import { plannerMessages } from '../../../i18n';

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
  const t = useT(plannerMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocusHeading) headingRef.current?.focus();
  }, [autoFocusHeading]);

  return (
    <StyledItinerary className="planner-print" aria-labelledby="planner-itinerary-heading">
      <StyledTitle>
        <h2 id="planner-itinerary-heading" ref={headingRef} tabIndex={-1}>
          {t('plan.title')}
        </h2>
        <TripFacts itinerary={itinerary} />
      </StyledTitle>

      <StyledSection>
        <h3>{t('plan.overview')}</h3>
        <StyledOverview>{itinerary.overview}</StyledOverview>
      </StyledSection>

      {itinerary.warnings.length > 0 ? (
        <StyledSection role="note" aria-label={t('plan.warnings')}>
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

      {itinerary.tips.length + itinerary.practical.length > 0 ? (
        <StyledSection className="planner-keep-together">
          <h3>{t('plan.tips')}</h3>
          <StyledTips>
            {[...itinerary.tips, ...itinerary.practical].map((tip, index) => (
              <li key={index}>{tip}</li>
            ))}
          </StyledTips>
        </StyledSection>
      ) : null}

      <StyledActions className="no-print">
        <Button variant="outline" size="lg" onClick={onPlanAnother}>
          {t('plan.planAnother')}
        </Button>
        <Button size="lg" onClick={() => window.print()}>
          <PrinterIcon />
          {t('plan.save')}
        </Button>
      </StyledActions>
    </StyledItinerary>
  );
}

/** What the plan was made from: budget, length, dates, interests. */
function TripFacts({ itinerary }: { itinerary: ItineraryDto }) {
  const t = useT(plannerMessages);
  const { date } = usePlanDates();
  const { request } = itinerary;
  const dates = request.startDate
    ? request.endDate
      ? t('plan.dateRange', {
          start: date(request.startDate),
          end: date(request.endDate),
        })
      : t('plan.fromDate', { start: date(request.startDate) })
    : null;
  const days = itinerary.dailyPlan.length;
  return (
    <StyledFacts>
      <div>
        <dt>{t('plan.budget')}</dt>
        <dd>{t(`budget.${request.budget}`)}</dd>
      </div>
      <div>
        <dt>{t('plan.tripLength')}</dt>
        <dd>
          {t(days === 1 ? 'plan.dayPlanned' : 'plan.daysPlanned', {
            length: t(`duration.${request.duration}`),
            count: days,
          })}
        </dd>
      </div>
      {dates ? (
        <div>
          <dt>{t('plan.dates')}</dt>
          <dd>{dates}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('plan.interests')}</dt>
        <dd>{request.interests.map((interest) => t(`interest.${interest}`)).join(', ')}</dd>
      </div>
    </StyledFacts>
  );
}

/** The total in the page's currency, and whether it keeps to the chosen budget. */
function TotalCost({ itinerary }: { itinerary: ItineraryDto }) {
  const t = useT(plannerMessages);
  const prices = usePrices();
  const { totalEstimatedCost: total, budgetLimit, withinBudget } = itinerary;
  return (
    <StyledTotal className="planner-keep-together">
      <h3>{t('plan.totalCost')}</h3>
      <StyledAmount>
        {prices.price(total)}
        {prices.currency === 'USD' ? <span> USD</span> : null}
      </StyledAmount>
      {withinBudget && budgetLimit !== null ? (
        <Badge tone="success">
          {t('plan.withinBudget', { budget: prices.price(budgetLimit) })}
        </Badge>
      ) : null}
      {!withinBudget ? (
        <StyledOverBudget>
          <AlertTriangleIcon />
          <span>
            <strong>{t('plan.overBudget')}</strong>{' '}
            {budgetLimit !== null
              ? t('plan.overBudgetLimit', {
                  total: prices.price(total),
                  budget: prices.price(budgetLimit),
                })
              : t('plan.overBudgetNoLimit', { total: prices.price(total) })}
          </span>
        </StyledOverBudget>
      ) : null}
      <StyledFinePrint>{t('plan.finePrint')}</StyledFinePrint>
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

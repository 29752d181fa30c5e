import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { ItineraryDto } from '../itinerary';
import { StyledSection } from './shared';
import { theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { plannerMessages } from '../../../i18n';

const CATEGORIES = [
  ['lodging', 'plan.lodging'],
  ['transport', 'plan.transport'],
  ['activities', 'plan.activities'],
  ['food', 'plan.food'],
] as const;

/**
 * Where the money goes: lodging, transport, activities and food, against the budget band, and
 * what the plan keeps spare of it (it aims at 90% of the band's limit).
 */
export function BudgetBreakdown({ itinerary }: { itinerary: ItineraryDto }) {
  const t = useT(plannerMessages);
  const prices = usePrices();
  const { breakdown, totalEstimatedCost: total, budgetLimit } = itinerary;
  const scale = Math.max(total, budgetLimit ?? 0) || 1;
  return (
    <StyledSection className="planner-keep-together">
      <h3>{t('plan.breakdown')}</h3>
      <StyledTable>
        <caption>
          {budgetLimit === null
            ? t('plan.breakdownTotal', { total: prices.price(total) })
            : t('plan.breakdownOfBudget', {
                total: prices.price(total),
                budget: prices.price(budgetLimit),
              })}
        </caption>
        <tbody>
          {CATEGORIES.map(([key, label]) => (
            <tr key={key}>
              <th scope="row">{t(label)}</th>
              <td>{prices.price(breakdown[key])}</td>
              <td aria-hidden="true">
                <StyledBar style={{ width: `${(breakdown[key] / scale) * 100}%` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
      {breakdown.aim !== undefined && breakdown.spare !== undefined && (
        <p className="planner-spare">
          {t('plan.breakdownSpare', {
            aim: prices.price(breakdown.aim),
            spare: prices.price(breakdown.spare),
          })}
        </p>
      )}
    </StyledSection>
  );
}

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: left;
    padding-bottom: ${theme.space[2]}px;
    color: ${theme.colors.textMuted};
  }
  th,
  td {
    padding: ${theme.space[1]}px ${theme.space[2]}px;
    text-align: left;
  }
  td:nth-child(2) {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  td:last-child {
    width: 50%;
  }
`;

const StyledBar = styled.span`
  display: block;
  height: 10px;
  border-radius: 5px;
  background: ${theme.colors.primary};
`;

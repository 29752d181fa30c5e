import { usePrices } from '@salone/host';
import { Link } from '@salone/router';
import styled from 'styled-components';
import { useListItinerariesQuery } from '@salone/api-client/planner';
import { Button, Card, QueryState, CardContent, CardHeader, CardTitle, theme } from '@salone/ui';
import { formatDate } from '@salone/format';
import { useLocale, useT } from '@salone/i18n';
import { accountMessages } from '../../../i18n';

/** The user's saved trip plans, each reopened in the planner. */
export function SavedPlans() {
  const prices = usePrices();
  const t = useT(accountMessages);
  const { locale } = useLocale();
  const itineraries = useListItinerariesQuery();
  return (
    <Card as="section" aria-labelledby="saved-plans-title">
      <CardHeader>
        <CardTitle as="h2" id="saved-plans-title">
          {t('plans.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={itineraries}
          loadingLabel={t('plans.loadingLabel')}
          loading={<StyledMuted>{t('plans.loading')}</StyledMuted>}
          errorText={t('plans.error')}
          errorVariant="inline"
          onRetry={false}
          isEmpty={(plans) => plans.length === 0}
          empty={
            <>
              <StyledMuted>{t('plans.none')}</StyledMuted>
              <Button as={Link} to="/ai-planner" variant="outline" size="sm">
                {t('dashboard.planTrip')}
              </Button>
            </>
          }
        >
          {(plans) => (
            <StyledList>
              {plans.slice(0, 5).map((plan) => (
                <li key={plan.id}>
                  <Link to={`/ai-planner?itinerary=${plan.id}`}>
                    {t('plans.plan', {
                      days: plan.days,
                      cost: prices.price(plan.totalEstimatedCost),
                    })}
                  </Link>
                  <span>
                    {t('plans.planned', { date: formatDate(plan.createdAt, { locale }) })}
                  </span>
                </li>
              ))}
            </StyledList>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

const StyledMuted = styled.p`
  margin: 0 0 ${theme.space[3]}px;
  color: ${theme.colors.textMuted};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    flex-direction: column;
    padding: ${theme.space[2]}px 0;
    border-bottom: 1px solid ${theme.colors.border};
  }

  li:last-child {
    border-bottom: 0;
  }

  a {
    color: ${theme.colors.secondary};
    font-weight: ${theme.fontWeights.medium};
    min-height: 24px;
  }

  span {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;

import { usePrices } from '@salone/host';
import styled from 'styled-components';
import { Badge, Card, CardContent, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { plannerMessages } from '../../../i18n';
import { isAppPath, type RecommendedActivity, type RecommendedHotel } from '../itinerary';
import { DetailLink, StyledCardList, StyledMuted, StyledSection } from './shared';

const KINDS: ReadonlySet<string> = new Set<RecommendedActivity['kind']>([
  'tour',
  'event',
  'place',
  'transport',
]);

/** Recommended Places: the plan's hotels, each with why it was chosen and a link to book it. */
export function RecommendedPlaces({ hotels }: { hotels: RecommendedHotel[] }) {
  const t = useT(plannerMessages);
  const prices = usePrices();
  return (
    <StyledSection>
      <h3>{t('rec.places')}</h3>
      {hotels.length === 0 ? (
        <StyledMuted>{t('rec.noStay')}</StyledMuted>
      ) : (
        <StyledCardList>
          {hotels.map((hotel) => (
            <Card as="li" key={`${hotel.hotelId}-${hotel.name}`} className="planner-keep-together">
              <StyledItem>
                <h4>{hotel.name}</h4>
                <p>{hotel.reason}</p>
                <StyledPrice>
                  {prices.price(hotel.pricePerNight)} <span>{t('rec.perNight')}</span>
                </StyledPrice>
                {isAppPath(hotel.href) ? <DetailLink href={hotel.href} name={hotel.name} /> : null}
              </StyledItem>
            </Card>
          ))}
        </StyledCardList>
      )}
    </StyledSection>
  );
}

/** Must-Do Activities: tours, events, places and transport, with their cost or 'Free'. */
export function MustDoActivities({ activities }: { activities: RecommendedActivity[] }) {
  const t = useT(plannerMessages);
  const prices = usePrices();
  if (activities.length === 0) return null;
  return (
    <StyledSection>
      <h3>{t('rec.mustDo')}</h3>
      <StyledCardList>
        {activities.map((activity, index) => (
          <Card as="li" key={`${index}-${activity.name}`} className="planner-keep-together">
            <StyledItem>
              <Badge tone="info">
                {KINDS.has(activity.kind) ? t(`rec.kind.${activity.kind}`) : activity.kind}
              </Badge>
              <h4>{activity.name}</h4>
              <p>{activity.description}</p>
              <StyledPrice>
                <span>{t('day.cost')} </span>
                {activity.cost > 0 ? prices.price(activity.cost) : t('price.free')}
              </StyledPrice>
              {isAppPath(activity.href) ? (
                <DetailLink href={activity.href} name={activity.name} />
              ) : null}
            </StyledItem>
          </Card>
        ))}
      </StyledCardList>
    </StyledSection>
  );
}

const StyledItem = styled(CardContent)`
  gap: ${theme.space[2]}px;

  h4 {
    font-size: ${theme.fontSizes.lg};
  }

  /* The link sits at the foot of the card, so cards in a row line up. */
  > a:last-child {
    margin-top: auto;
  }

  ${Badge} {
    align-self: flex-start;
  }
`;

const StyledPrice = styled.p`
  font-weight: ${theme.fontWeights.semibold};

  span {
    font-weight: ${theme.fontWeights.regular};
    color: ${theme.colors.textMuted};
  }
`;

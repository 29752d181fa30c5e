import { usePrices } from '@salone/host';
import styled from 'styled-components';
import { Badge, Card, CardContent, theme } from '@salone/ui';
import { isAppPath, type RecommendedActivity, type RecommendedHotel } from '../itinerary';
import { DetailLink, StyledCardList, StyledMuted, StyledSection } from './shared';

const KIND_LABELS: Record<RecommendedActivity['kind'], string> = {
  tour: 'Tour',
  event: 'Event',
  place: 'Place',
  transport: 'Transport',
};

/** Recommended Places: the plan's hotels, each with why it was chosen and a link to book it. */
export function RecommendedPlaces({ hotels }: { hotels: RecommendedHotel[] }) {
  const prices = usePrices();
  return (
    <StyledSection>
      <h3>Recommended Places</h3>
      {hotels.length === 0 ? (
        <StyledMuted>This plan needs no overnight stay.</StyledMuted>
      ) : (
        <StyledCardList>
          {hotels.map((hotel) => (
            <Card as="li" key={`${hotel.hotelId}-${hotel.name}`} className="planner-keep-together">
              <StyledItem>
                <h4>{hotel.name}</h4>
                <p>{hotel.reason}</p>
                <StyledPrice>
                  {prices.price(hotel.pricePerNight)} <span>per night</span>
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
  const prices = usePrices();
  if (activities.length === 0) return null;
  return (
    <StyledSection>
      <h3>Must-Do Activities</h3>
      <StyledCardList>
        {activities.map((activity, index) => (
          <Card as="li" key={`${index}-${activity.name}`} className="planner-keep-together">
            <StyledItem>
              <Badge tone="info">{KIND_LABELS[activity.kind] ?? activity.kind}</Badge>
              <h4>{activity.name}</h4>
              <p>{activity.description}</p>
              <StyledPrice>
                <span>Cost: </span>
                {prices.priceOrFree(activity.cost)}
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

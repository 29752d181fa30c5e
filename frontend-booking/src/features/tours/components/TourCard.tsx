import { Link } from '@salone/router';
import styled from 'styled-components';
import type { TourDto } from '@salone/api-client';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  ClockIcon,
  MapPinIcon,
  UsersIcon,
  VisuallyHidden,
} from '@salone/ui';
import { formatUsd } from '../../../shared/format';
import { ACTIVITIES_PER_CARD } from '../tourRules';
import { DifficultyBadge } from './DifficultyBadge';

/** One tour in the list (spec section 2, Tours list). */
export function TourCard({ tour }: { tour: TourDto }) {
  const shown = tour.includedActivities.slice(0, ACTIVITIES_PER_CARD);
  const more = tour.includedActivities.length - shown.length;
  return (
    <StyledCard as="article">
      {tour.images[0] ? (
        <StyledImage
          src={tour.images[0]}
          alt=""
          width={400}
          height={200}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <CardContent>
        <StyledTop>
          <DifficultyBadge difficulty={tour.difficulty} />
          <StyledMeta>
            <ClockIcon size={16} />
            {tour.duration}
          </StyledMeta>
        </StyledTop>
        <StyledTitle>{tour.title}</StyledTitle>
        <StyledMeta>
          <MapPinIcon size={16} />
          {tour.location}
        </StyledMeta>
        <StyledMeta>
          <UsersIcon size={16} />
          Max {tour.maxGroupSize} people
        </StyledMeta>
        <StyledDescription>{tour.description}</StyledDescription>
        {shown.length > 0 ? (
          <StyledActivities aria-label="Included activities">
            {shown.map((activity) => (
              <li key={activity}>{activity}</li>
            ))}
            {more > 0 ? <li>+{more} more</li> : null}
          </StyledActivities>
        ) : null}
      </CardContent>
      <StyledFooter>
        <StyledPrice>
          <strong>{formatUsd(tour.price)}</strong> per person
        </StyledPrice>
        <Button as={Link} to={`/tours/${tour.id}`}>
          View Details<VisuallyHidden>: {tour.title}</VisuallyHidden>
        </Button>
      </StyledFooter>
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  height: 100%;
`;

const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: 180px;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StyledMeta = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const StyledActivities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px ${({ theme }) => theme.space[2]}px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const StyledFooter = styled(CardFooter)`
  justify-content: space-between;
`;

const StyledPrice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

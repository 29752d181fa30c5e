import { useId } from 'react';
import { Link } from '@salone/router';
import styled from 'styled-components';
import type { CarDto } from '@salone/api-client';
import {
  Badge,
  Button,
  CalendarIcon,
  Card,
  CardContent,
  CardFooter,
  CarIcon,
  MapPinIcon,
} from '@salone/ui';
import { formatUsd } from '../../../shared/format';
import { CARD_FEATURES, datesQuery, isCarAvailable, type RentalDates } from '../carFormat';
import { CarFeatures } from './CarFeatures';

const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 200;

/** One car of the list (spec section 2, cars list). */
export function CarCard({ car, dates }: { car: CarDto; dates?: RentalDates }) {
  const titleId = useId();
  const name = `${car.make} ${car.model}`;
  const available = isCarAvailable(car);
  const image = car.images[0];

  return (
    <StyledCard as="article" aria-labelledby={titleId}>
      <StyledMedia>
        {image ? (
          <img
            src={image}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <StyledFallback aria-hidden="true">
            <CarIcon size={48} />
          </StyledFallback>
        )}
        <StyledBadges>
          <Badge tone="info" variant="solid">
            {car.type}
          </Badge>
          <Badge tone={available ? 'success' : 'danger'} variant="solid">
            {available ? 'Available' : 'Rented'}
          </Badge>
        </StyledBadges>
      </StyledMedia>
      <CardContent>
        <div>
          <StyledTitle id={titleId}>{name}</StyledTitle>
          <StyledMeta>
            <span>
              <CalendarIcon size={16} />
              {car.year}
            </span>
            <span>
              <MapPinIcon size={16} />
              {car.location}
            </span>
          </StyledMeta>
        </div>
        <CarFeatures features={car.features} limit={CARD_FEATURES} />
      </CardContent>
      <StyledFooter>
        <StyledPrice>
          <strong>{formatUsd(car.dailyRate)}/day</strong>
        </StyledPrice>
        <Button as={Link} to={`/cars/${car.id}${datesQuery(dates)}`} aria-describedby={titleId}>
          View Details
        </Button>
      </StyledFooter>
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  height: 100%;
`;

const StyledMedia = styled.div`
  position: relative;
  height: ${IMAGE_HEIGHT}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledFallback = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBadges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[3]}px;
  left: ${({ theme }) => theme.space[3]}px;
  right: ${({ theme }) => theme.space[3]}px;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const StyledTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
  }
`;

const StyledFooter = styled(CardFooter)`
  justify-content: space-between;
`;

const StyledPrice = styled.p`
  margin: 0;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

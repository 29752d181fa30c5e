import { usePrices } from '@salone/host';
import { useId } from 'react';
import { Link } from '@salone/router';
import styled from 'styled-components';
import type { CarDto } from '@salone/api-client/catalogue';
import { Badge, Button, CalendarIcon, CardContent, CarIcon, MapPinIcon, theme } from '@salone/ui';
import {
  CardHeading,
  CardMedia,
  CardPhoto,
  ListCard,
  MediaBadges,
  SpreadFooter,
} from '../../../shared/card';
import { CARD_FEATURES, datesQuery, isCarAvailable, type RentalDates } from '../carFormat';
import { CarFeatures } from './CarFeatures';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { GuestRating } from '../../../shared/reviews/GuestRating';

/** One car of the list (docs/product.md, screens). */
export function CarCard({
  car,
  dates,
  priority = false,
}: {
  car: CarDto;
  dates?: RentalDates;
  /** The list's first card: its photo is above the fold. */
  priority?: boolean;
}) {
  const prices = usePrices();
  const titleId = useId();
  const name = `${car.make} ${car.model}`;
  const available = isCarAvailable(car);
  const image = car.images[0];
  const t = useT(bookingMessages);

  return (
    <ListCard as="article" aria-labelledby={titleId}>
      <CardMedia $height={200}>
        <CardPhoto src={image} fallback={<CarIcon size={48} />} priority={priority} />
        <MediaBadges>
          <Badge tone="info" variant="solid">
            {t(`car.type.${car.type}`)}
          </Badge>
          <Badge tone={available ? 'success' : 'danger'} variant="solid">
            {available ? t('car.available') : t('car.rented')}
          </Badge>
        </MediaBadges>
      </CardMedia>
      <CardContent>
        <div>
          <StyledTitle id={titleId}>{name}</StyledTitle>
          <GuestRating average={car.reviewAverage} count={car.reviewCount} hideEmpty />
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
      <SpreadFooter>
        <StyledPrice>
          <strong>{t('car.perDay', { price: prices.price(car.dailyRate) })}</strong>
        </StyledPrice>
        <Button as={Link} to={`/cars/${car.id}${datesQuery(dates)}`} aria-describedby={titleId}>
          {t('common.viewDetails')}
        </Button>
      </SpreadFooter>
    </ListCard>
  );
}

const StyledTitle = styled(CardHeading)`
  margin-bottom: ${theme.space[1]}px;
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]}px ${theme.space[4]}px;
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]}px;
  }
`;

const StyledPrice = styled.p`
  margin: 0;

  strong {
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primary};
  }
`;
